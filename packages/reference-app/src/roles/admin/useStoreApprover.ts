import { useAllowed, useSession } from '@marketplace/react-hooks';
import type { Approver } from './storeApprovalStep';

/**
 * The signed-in admin as a store approver: who they are and which approvals the permissions they read
 * let them give (`update` on `stores`, `create` on `second-approvals`).
 *
 * @example
 * const who = useStoreApprover();
 * storeApprovalStep(store, who).allowed;
 */
export function useStoreApprover(): Approver {
  const { user } = useSession('admin');
  return {
    userId: user?.id,
    canApprove: useAllowed('stores', 'update', 'admin'),
    canSecond: useAllowed('second-approvals', 'create', 'admin'),
  };
}
