import type { Entity } from '@marketplace/sdk';

type Store = Pick<Entity<'Store'>, 'firstApproval' | 'secondApproval' | 'firstApprovedBy'>;

/** Who is looking: their id, whether they may approve stores and give second approvals. */
export interface Approver {
  userId: number | undefined;
  /** `update` on `stores`: the first approval (and rejection). */
  canApprove: boolean;
  /** `create` on `second-approvals`: super admins and active second-level approvers. */
  canSecond: boolean;
}

/** The next approval a store waits for, and whether this account may give it (else why not). */
export type StoreApprovalStep =
  | { step: 'first' | 'second'; allowed: true }
  | { step: 'first' | 'second'; allowed: false; why: string }
  | { step: 'done'; allowed: false; why: string };

/**
 * The approval step `approveStore` would give a store, as the sandbox rules it (store.md): the first by
 * any account that may approve stores; the second by a holder of `second-approvals`, never the admin who
 * gave the first (four-eyes rule). The screens offer the step only when it is allowed and say why not.
 *
 * @example
 * storeApprovalStep({ firstApproval: true, secondApproval: false }, { userId: 2, canApprove: true, canSecond: false });
 * // { step: 'second', allowed: false, why: 'The second approval is given by a super admin or …' }
 */
export function storeApprovalStep(store: Store, who: Approver): StoreApprovalStep {
  if (store.firstApproval && store.secondApproval)
    return { step: 'done', allowed: false, why: 'This store has both approvals.' };
  if (!who.canApprove)
    return {
      step: store.firstApproval ? 'second' : 'first',
      allowed: false,
      why: 'Your role does not allow approving stores.',
    };
  if (!store.firstApproval) return { step: 'first', allowed: true };
  if (!who.canSecond)
    return {
      step: 'second',
      allowed: false,
      why: 'The second approval is given by a super admin or a second-level approver; you are neither.',
    };
  if (store.firstApprovedBy && store.firstApprovedBy.id === who.userId)
    return {
      step: 'second',
      allowed: false,
      why: 'You gave the first approval; the second must come from another approver.',
    };
  return { step: 'second', allowed: true };
}
