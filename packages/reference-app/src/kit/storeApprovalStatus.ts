/** Where a store stands in admin approval, derived from its two approval flags. */
export type StoreApprovalStatus = 'pending' | 'firstApproved' | 'approved';

/** The approval flags of a store (spec section 3, store profile's store object). */
export interface StoreApprovalFlags {
  firstApproval?: boolean | null;
  secondApproval?: boolean | null;
}

/**
 * A store's approval as one status for `<StatusBadge kind="storeApproval">`: the contract carries two
 * flags, not a status. `firstApproval` becomes true when an admin approves the store (spec section 4);
 * with `secondApproval` too it is fully `approved`; with neither it is `pending`.
 *
 * @example
 * storeApprovalStatus({ firstApproval: true, secondApproval: false }); // 'firstApproved'
 * <StatusBadge kind="storeApproval" status={storeApprovalStatus(store)} />
 */
export function storeApprovalStatus(store: StoreApprovalFlags): StoreApprovalStatus {
  if (store.firstApproval && store.secondApproval) return 'approved';
  if (store.firstApproval) return 'firstApproved';
  return 'pending';
}
