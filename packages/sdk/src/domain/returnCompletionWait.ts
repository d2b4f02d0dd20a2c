/** The parts of a return its completion depends on. */
export interface ReturnAwaitingRefund {
  refund?: boolean;
  replace?: boolean;
  refundDecision?: { decision: 'pending' | 'approved' | 'declined' } | null;
}

/**
 * Why a return cannot be completed yet, or null when it can: a return for a refund (not a replacement)
 * completes only once an admin approved its refund; the seller sees that the refund is the admin's to
 * decide, rather than a button that fails. The sandbox enforces the same rule.
 *
 * @example
 * returnCompletionWait({ refund: true, replace: false }); // 'Waiting for an admin to approve the refund…'
 * returnCompletionWait({ refund: true, refundDecision: { decision: 'approved' } }); // null
 */
export function returnCompletionWait(ret: ReturnAwaitingRefund): string | null {
  if (!ret.refund || ret.replace) return null;
  const decision = ret.refundDecision?.decision ?? 'pending';
  if (decision === 'approved') return null;
  return decision === 'declined'
    ? 'The refund was declined: decline the return, or ask an admin to reopen the refund decision.'
    : 'Waiting for an admin to approve the refund: the return can be completed once it is approved.';
}
