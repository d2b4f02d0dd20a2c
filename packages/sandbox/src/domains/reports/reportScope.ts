import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { forbidden, type Reply } from '../../http/replies';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { merchantIdOf } from '../../shared/merchantIdOf';

/** Refuses admin accounts other than admin and super admin (dispatchers, schedulers). */
export function requireFinanceAdmin(user: UserRow | undefined): Reply<never> | undefined {
  if (!isPlatformAdmin(user)) {
    return forbidden('Only admins and super admins can view reports and merchant payments');
  }
  return undefined;
}

/**
 * Whose data a report covers: a merchant token its own store (any `merchantId` ignored); an admin token
 * every merchant, or the one of `merchantId`.
 */
export function reportScope(context: {
  db: Database;
  user: UserRow | undefined;
  role: string | undefined;
  query: { merchantId?: number };
}): { merchantId?: number } | Reply<never> {
  const { db, user, role, query } = context;
  if (role === 'merchant' && user) return { merchantId: merchantIdOf(db, user) };
  const refused = requireFinanceAdmin(user);
  if (refused) return refused;
  return { merchantId: typeof query.merchantId === 'number' ? query.merchantId : undefined };
}

export const isReply = (value: unknown): value is Reply<never> =>
  typeof value === 'object' && value !== null && 'ok' in value && 'status' in value;
