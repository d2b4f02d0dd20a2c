import type { CallInit, OperationData, UserType } from '@marketplace/sdk';

// The contract's user shapes, read from getUserData's answer (a union of the three) so that they come out
// of the SDK's `Readable` types: plain fields, no read-only brands.
type UserData = OperationData<'getUserData'>;

/** A user of the admin session (admin, super admin, dispatcher or scheduler; `accountType` says which). */
export type AdminSessionUser = Extract<
  UserData,
  { accountType: 'admin' | 'superadmin' | 'dispatcher' | 'scheduler' }
>;

/** A shipping partner as its login returns it (name, logo, email, shippingCompany). */
export type PartnerSessionUser = Extract<UserData, { name: string }>;

/** A customer or merchant ("User info", spec section 3). */
export type UserInfoSessionUser = Exclude<UserData, AdminSessionUser | PartnerSessionUser>;

/** The user a role's login returns and its session keeps. */
export type SessionUser<R extends UserType = UserType> = R extends 'admin'
  ? AdminSessionUser
  : R extends 'shipping-partner'
    ? PartnerSessionUser
    : UserInfoSessionUser;

/** What every login takes: email and password. */
export type LoginCredentials = CallInit<'loginCustomer'>['body'];

/** What a role's sign-up takes; the admin session has no sign-up (admins are created by a super admin). */
export type SignupBody<R extends UserType> = R extends 'customer'
  ? CallInit<'signupCustomer'>['body']
  : R extends 'merchant'
    ? CallInit<'signupMerchant'>['body']
    : R extends 'shipping-partner'
      ? CallInit<'signupPartner'>['body']
      : never;
