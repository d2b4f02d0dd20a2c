import type { Entity } from '@marketplace/sdk';

type ReturnedOrder = Entity<'ReturnedOrder'>;

/**
 * Whether a return waits for an admin's decision: a request still `pending`, or an open return whose
 * customer asked for a refund that no one has decided yet. Declined and completed returns wait for no one.
 *
 * @example
 * returns.filter(returnAwaitsDecision).length; // the home's "Returns waiting for a decision"
 */
export function returnAwaitsDecision(r: ReturnedOrder): boolean {
  if (r.status === 'declined' || r.status === 'completed') return false;
  if (r.status === 'pending') return true;
  return Boolean(r.refund) && (!r.refundDecision || r.refundDecision.decision === 'pending');
}
