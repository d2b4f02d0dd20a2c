import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { recordAudit } from '../audit/recordAudit';
import type { StaffRow } from './tables';

/**
 * Writes an audit entry about a store's or the platform's staff member, named by their name.
 *
 * @example
 * auditStaff(db, env, staff, 'Invited the store staff member as Inventory clerk');
 */
export function auditStaff(db: Database, env: SandboxEnv, staff: StaffRow, action: string): void {
  recordAudit(db, env, {
    kind: 'staff',
    action,
    recordType: 'staff',
    recordId: staff.id,
    recordLabel: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
  });
}

/**
 * A role's name by id ("Inventory clerk"), or "role <id>" when it is gone.
 *
 * @example
 * roleName(db, 7); // 'Inventory clerk'
 */
export function roleName(db: Database, roleId: number): string {
  return db.table('roles').get(roleId)?.name ?? `role ${roleId}`;
}
