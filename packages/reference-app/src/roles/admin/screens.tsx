// The admin session's screens (one lazily loaded chunk): admins, super admins, dispatchers and
// schedulers. Today its home; store approval, orders, hubs and the rest follow on this shell.
import type { UserType } from '@marketplace/sdk';
import { RoleHome } from '../auth/RoleHome';

const ROLE: UserType = 'admin';

/**
 * The admin session's home (`/admin`), behind the admin login; it says which kind of account is signed
 * in (admin, super admin, dispatcher or scheduler).
 *
 * @example
 * { path: 'admin', lazy: screen(admin, 'AdminHomeScreen') }
 */
export function AdminHomeScreen() {
  return (
    <RoleHome
      role={ROLE}
      comingNext="store and product approval, orders and their assignment, hubs, shipping partners, staff and gift cards."
    />
  );
}
