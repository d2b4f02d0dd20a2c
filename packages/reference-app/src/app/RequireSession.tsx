import { useSession } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

const SEGMENT: Record<UserType, string> = {
  customer: 'customer',
  merchant: 'merchant',
  admin: 'admin',
  'shipping-partner': 'shipping-partner',
};

/**
 * Shows its children only to a logged-in user of `role`; others go to that role's login, which brings
 * them back here afterwards.
 *
 * @example
 * <RequireSession role="customer"><OrdersScreen /></RequireSession>
 */
export function RequireSession({ role, children }: { role: UserType; children: ReactNode }) {
  const { loggedIn } = useSession(role);
  const location = useLocation();
  if (!loggedIn) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${SEGMENT[role]}/login?next=${next}`} replace />;
  }
  return children;
}
