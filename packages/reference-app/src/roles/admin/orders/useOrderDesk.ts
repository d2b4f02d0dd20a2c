import { useSession } from '@marketplace/react-hooks';

/**
 * Which order desk the signed-in admin-session account works at: full admins (admin and super admin) see
 * every list, a scheduler the orders waiting for assignment, a dispatcher the orders assigned to them.
 * The API gives each its own list and assignment call (a dispatcher may not read the scheduling queue),
 * so the screen picks the calls by the account's type; what it may do comes from its permissions.
 */
export type OrderDesk = 'admin' | 'scheduler' | 'dispatcher';

/**
 * The {@link OrderDesk} of the admin session's account, `undefined` before the session's user is known.
 *
 * @example
 * const desk = useOrderDesk(); // 'dispatcher' for dispatcher@demo.test
 */
export function useOrderDesk(): OrderDesk | undefined {
  const { user } = useSession('admin');
  if (!user) return undefined;
  const type = 'accountType' in user ? user.accountType : undefined;
  if (type === 'dispatcher' || type === 'scheduler') return type;
  return 'admin';
}
