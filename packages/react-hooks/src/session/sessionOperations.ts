// The SDK operations behind each role's session: one table, so the hooks never branch on the role.
import {
  loginAdmin,
  loginAdminOperation,
  loginCustomer,
  loginCustomerOperation,
  loginMerchant,
  loginMerchantOperation,
  loginPartner,
  loginPartnerOperation,
  type OperationMeta,
  signupCustomer,
  signupMerchant,
  signupPartner,
  type UserType,
} from '@marketplace/sdk';
import type { OperationFn } from '../core/OperationFn';

/** The login operation of each role. */
export type LoginOperationId<R extends UserType> = {
  customer: 'loginCustomer';
  merchant: 'loginMerchant';
  admin: 'loginAdmin';
  'shipping-partner': 'loginPartner';
}[R];

/** The sign-up operation of each role that has one. */
export type SignupOperationId<R extends UserType> = {
  customer: 'signupCustomer';
  merchant: 'signupMerchant';
  admin: never;
  'shipping-partner': 'signupPartner';
}[R];

/** Every login takes the same body, so one signature serves all four. */
export const LOGIN_OPERATIONS: Readonly<
  Record<
    UserType,
    { id: LoginOperationId<UserType>; call: OperationFn<'loginCustomer'>; meta: OperationMeta }
  >
> = {
  customer: { id: 'loginCustomer', call: loginCustomer, meta: loginCustomerOperation },
  merchant: { id: 'loginMerchant', call: loginMerchant, meta: loginMerchantOperation },
  admin: { id: 'loginAdmin', call: loginAdmin as OperationFn<'loginCustomer'>, meta: loginAdminOperation },
  'shipping-partner': {
    id: 'loginPartner',
    call: loginPartner as OperationFn<'loginCustomer'>,
    meta: loginPartnerOperation,
  },
};

/** The sign-up of each role; the admin session has none (a super admin creates admins). */
export const SIGNUP_OPERATIONS: Readonly<
  Record<Exclude<UserType, 'admin'>, { id: SignupOperationId<UserType>; call: OperationFn<'signupCustomer'> }>
> = {
  customer: { id: 'signupCustomer', call: signupCustomer },
  merchant: { id: 'signupMerchant', call: signupMerchant as unknown as OperationFn<'signupCustomer'> },
  'shipping-partner': {
    id: 'signupPartner',
    call: signupPartner as unknown as OperationFn<'signupCustomer'>,
  },
};
