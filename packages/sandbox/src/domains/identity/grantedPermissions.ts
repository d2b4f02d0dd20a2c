import type { OperationData } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import '../store/tables';
import { permissionsFor } from './permissions';

type Permission = OperationData<'getPermissions'>[number];

/** The role an account was given (staff, or an admin created with `roleId`), if any. */
export function grantedRoleId(user: UserRow): number | undefined {
  const roleId = user.profile?.roleId;
  return typeof roleId === 'number' ? roleId : undefined;
}

/**
 * What an account may do, as `GET /auth/permissions` answers: its account type's rights, narrowed to its
 * role's resources when it was given a role (a store's or the platform's staff, an admin with `roleId`).
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
  return granted.map((p, index) => ({ ...p, id: index + 1 }));
}
