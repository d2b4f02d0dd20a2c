import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { actorStamp } from '../../shared/actorStamp';
import { fullName } from '../../shared/fullName';
import { storeView } from './storeView';
import './tables';
import type { StoreData } from './types';

/**
 * A store as its approvers see it: {@link storeView} with who gave each approval and when
 * (`firstApprovedBy`, `secondApprovedBy`: name, role and time, the role resolved as the timelines resolve
 * it), so a screen can tell the four-eyes rule before anyone tries and show who signed each step.
 */
export function storeApprovalView(db: Database, store: StoreRow): StoreData {
  const view = storeView(store);
  const step = (level: 'first' | 'second', given: boolean) => {
    const approval = given
      ? db.table('storeApprovals').find((a) => a.storeId === store.id && a.level === level)
      : undefined;
    const admin = approval ? db.table('users').get(approval.adminId) : undefined;
    if (!approval || !admin) return undefined;
    const { role } = actorStamp(admin);
    return { id: admin.id, name: fullName(admin) || admin.email, role, at: approval.createdAt };
  };
  const first = step('first', store.firstApproval);
  const second = step('second', store.secondApproval);
  return {
    ...view,
    ...(first ? { firstApprovedBy: first } : {}),
    ...(second ? { secondApprovedBy: second } : {}),
  };
}
