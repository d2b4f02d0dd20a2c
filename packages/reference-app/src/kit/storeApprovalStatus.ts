/** Where a store stands in admin approval, derived from its two approval flags and a rejection. */
export type StoreApprovalStatus = 'pending' | 'firstApproved' | 'approved' | 'rejected';

/** The approval flags of a store (spec section 3, store profile's store object), and its rejection (inferred). */
export interface StoreApprovalFlags {
  firstApproval?: boolean | null;
  secondApproval?: boolean | null;
  /** Set while an admin's rejection stands (rejectStore), until the merchant saves their store again. */
  rejectionReason?: string;
}

/**
 * A store's approval as one status for `<StatusBadge kind="storeApproval">`: the contract carries two
 * flags, not a status. `firstApproval` becomes true when an admin approves the store (spec section 4);
 * with `secondApproval` too it is fully `approved`; with neither it is `pending`; a store with a rejection
 * reason is `rejected` whatever its flags, until its merchant mends it.
 *
 * @example
 * storeApprovalStatus({ firstApproval: true, secondApproval: false }); // 'firstApproved'
 * <StatusBadge kind="storeApproval" status={storeApprovalStatus(store)} />
 */
export function storeApprovalStatus(store: StoreApprovalFlags): StoreApprovalStatus {
  if (store.rejectionReason !== undefined) return 'rejected';
  if (store.firstApproval && store.secondApproval) return 'approved';
  if (store.firstApproval) return 'firstApproved';
  return 'pending';
}
