// The merchant's screens (one lazily loaded chunk). Today its home; products, orders, coupons and the
// rest of the merchant's area follow on this shell.
import type { UserType } from '@marketplace/sdk';
import { RoleHome } from '../auth/RoleHome';

const ROLE: UserType = 'merchant';

/**
 * The merchant's home (`/merchant`), behind the merchant login.
 *
 * @example
 * { path: 'merchant', lazy: screen(merchant, 'MerchantHomeScreen') }
 */
export function MerchantHomeScreen() {
  return (
    <RoleHome
      role={ROLE}
      comingNext="products, orders, coupons, store profile, staff, policies, reports and onboarding."
    />
  );
}
