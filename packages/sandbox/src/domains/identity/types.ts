import type { OperationData } from '@marketplace/sdk';

// The entities as responses carry them (read-only fields included), taken from the operations that send them.

export type UserInfo = OperationData<'confirmCustomerAccount'>;
export type AdminUser = OperationData<'createAdmin'>;
export type ShippingPartnerUser = OperationData<'signupPartner'>;
export type Dispatcher = OperationData<'getAllDispatchers'>[number];
export type MerchantDetail = OperationData<'getMerchantProfile'>;
export type MerchantStore = NonNullable<MerchantDetail['store']>;
export type Customer = NonNullable<MerchantStore['storeFollowers']>[number];
