// The shipping partner's screens (one lazily loaded chunk). Today its home; assigned orders and
// onboarding follow on this shell.
import type { UserType } from '@marketplace/sdk';
import { RoleHome } from '../auth/RoleHome';

const ROLE: UserType = 'shipping-partner';

/**
 * The shipping partner's home (`/shipping-partner`), behind the partner login.
 *
 * @example
 * { path: 'shipping-partner', lazy: screen(partner, 'PartnerHomeScreen') }
 */
export function PartnerHomeScreen() {
  return <RoleHome role={ROLE} comingNext="the orders assigned to you, and your onboarding." />;
}
