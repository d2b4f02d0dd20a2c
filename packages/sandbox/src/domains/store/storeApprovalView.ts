import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { fullName } from '../../shared/fullName';
import { storeView } from './storeView';
import './tables';
import type { StoreData } from './types';

/**
 * A store as its approvers see it: {@link storeView} with the admin who gave the first approval
 * (`firstApprovedBy`), so a screen can tell the four-eyes rule before anyone tries.
 */
export function storeApprovalView(db: Database, store: StoreRow): StoreData {
  const view = storeView(store);
  if (!store.firstApproval) return view;
  const first = db.table('storeApprovals').find((a) => a.storeId === store.id && a.level === 'first');
  const admin = first ? db.table('users').get(first.adminId) : undefined;
  return admin ? { ...view, firstApprovedBy: { id: admin.id, name: fullName(admin) || admin.email } } : view;
}
