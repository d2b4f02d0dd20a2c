import type { OperationData } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { sameEmail } from '../../shared/sameEmail';
import '../store/tables';
import { ACCOUNT_ROLES } from './accountRoles';
import { PERMISSION_RESOURCES, permissionsFor } from './permissions';

type Permission = OperationData<'getPermissions'>[number];

/** The role an account was given (staff, or an admin created with `roleId`), if any. */
export function grantedRoleId(user: UserRow): number | undefined {
  const roleId = user.profile?.roleId;
  return typeof roleId === 'number' ? roleId : undefined;
}

const SECOND_APPROVALS = PERMISSION_RESOURCES.indexOf('second-approvals') + 1;

/** Whether an admin is registered as an active second-level store approver (matched by email). */
function isSecondLevelApprover(db: Database, user: UserRow): boolean {
  return (
    user.accountType === 'admin' &&
    db
      .table('approvers')
      .find((a) => a.isActive && a.approvalLevel === 'second' && sameEmail(a.email, user.email)) !== undefined
  );
}

/**
 * What an account may do, as `GET /auth/permissions` answers: its account type's rights, narrowed to its
 * role's resources when it was given a role (a store's or the platform's staff, an admin with `roleId`);
 * an admin who is an active second-level approver also holds `create` on `second-approvals`.
 *
 * @example
 * grantedPermissions(db, clerk); // [{ id: 1, roleId: 9, resourceId: 3, resource: 'products', actions: [...] }]
 */
export function grantedPermissions(db: Database, user: UserRow): Permission[] {
  const roleId = grantedRoleId(user);
  const all = permissionsFor(user.accountType, roleId);
  const role = roleId === undefined ? undefined : db.table('roles').get(roleId);
  const granted = role
    ? all.filter((p) => p.resourceId !== undefined && role.resourceIds.includes(p.resourceId))
    : all;
  if (isSecondLevelApprover(db, user)) {
    granted.push({
      id: 0,
      roleId: roleId ?? ACCOUNT_ROLES[user.accountType].roleId,
      resourceId: SECOND_APPROVALS,
      resource: 'second-approvals',
      actions: ['create'],
    });
  }
  return granted.map((p, index) => ({ ...p, id: index + 1 }));
}

/**
 * Whether the account may give a store its second approval (`create` on `second-approvals`): the one
 * rule both `approveStore` and the permissions the app reads follow.
 *
 * @example
 * if (!mayGiveSecondApproval(db, user)) return refuse('…needs a second-level approver');
 */
export function mayGiveSecondApproval(db: Database, user: UserRow): boolean {
  return grantedPermissions(db, user).some(
    (p) => p.resource === 'second-approvals' && p.actions.includes('create'),
  );
}
