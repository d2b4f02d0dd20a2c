import type { Entities } from '../client/entities';

/** A flag of a return where work waits too long (the contract's `ReturnFlag`). */
export type ReturnFlag = Entities['ReturnFlag'];

/** How long a return may wait for a decision before it is flagged. */
export const PENDING_RETURN_FLAG_HOURS = 48;

/**
 * The flags of a return at `now`: `pending-over-48h` when it has waited for a decision (status
 * `pending`) for more than 48 hours since it was asked for. The sandbox filters the returns list (`flag`)
 * by this same rule.
 *
 * @example
 * returnFlags({ status: 'pending', createdAt: '2026-11-01T08:00:00Z' }, new Date('2026-11-03T09:00:00Z'));
 * // ['pending-over-48h']
 */
export function returnFlags(
  ret: { status?: string | null; createdAt?: string | null },
  now: Date,
): ReturnFlag[] {
  if (ret.status?.trim().toLowerCase() !== 'pending' || !ret.createdAt) return [];
  const waited = now.getTime() - Date.parse(ret.createdAt);
  return waited > PENDING_RETURN_FLAG_HOURS * 3_600_000 ? ['pending-over-48h'] : [];
}
