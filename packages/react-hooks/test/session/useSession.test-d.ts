// Type tests (checked by `tsc --noEmit`): what each role's session gives and takes.
import type { OperationResult } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import type {
  AdminSessionUser,
  PartnerSessionUser,
  SessionUser,
  SignupBody,
  UserInfoSessionUser,
} from '../../src/session/SessionUser';
import type { Session } from '../../src/session/useSession';

declare const admin: Session<'admin'>;
declare const merchant: Session<'merchant'>;
declare const customer: Session<'customer'>;
declare const partner: Session<'shipping-partner'>;

// The admin session has no sign-up; the others take their role's body.
expectTypeOf(admin.signup).toEqualTypeOf<undefined>();
expectTypeOf(customer.signup).parameter(0).toEqualTypeOf<SignupBody<'customer'>>();
expectTypeOf(merchant.signup).parameter(0).toHaveProperty('storeName').toEqualTypeOf<string>();
expectTypeOf(partner.signup).parameter(0).toHaveProperty('shippingCompany');
expectTypeOf(customer.signup).returns.resolves.toEqualTypeOf<OperationResult<'signupCustomer'>>();
// @ts-expect-error a merchant sign-up needs a store name
merchant.signup?.({ firstName: 'a', lastName: 'b', email: 'e@x.ng', password: 'p' });

// Users per role: the admin session's account type names its kind.
expectTypeOf(admin.user).toEqualTypeOf<AdminSessionUser | undefined>();
expectTypeOf<AdminSessionUser['accountType']>().toEqualTypeOf<
  'admin' | 'superadmin' | 'dispatcher' | 'scheduler'
>();
expectTypeOf(partner.user).toEqualTypeOf<PartnerSessionUser | undefined>();
expectTypeOf<PartnerSessionUser>().toHaveProperty('shippingCompany');
expectTypeOf(merchant.user).toEqualTypeOf<UserInfoSessionUser | undefined>();
expectTypeOf<UserInfoSessionUser>().toHaveProperty('storeName');
expectTypeOf<SessionUser<'customer'>>().toEqualTypeOf<UserInfoSessionUser>();

// Login takes email and password, and resolves with the role's user.
expectTypeOf(admin.login).parameter(0).toEqualTypeOf<{ email: string; password: string }>();
expectTypeOf(admin.login)
  .returns.resolves.toHaveProperty('user')
  .toEqualTypeOf<AdminSessionUser | undefined>();
expectTypeOf(customer.status).toEqualTypeOf<'idle' | 'loading' | 'succeeded' | 'failed'>();
expectTypeOf(customer.error).toEqualTypeOf<string | undefined>();
