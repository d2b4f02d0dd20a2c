// Roles, resources and staff. Merchants manage their store's staff; super admins manage the platform's.
import type { CallInit, FieldError } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, type Reply } from '../../http/replies';
import { isSuperAdmin } from '../../shared/isPlatformAdmin';
import { sameEmail } from '../../shared/sameEmail';
import { ACCOUNT_ROLES } from '../identity/accountRoles';
import { auditStaff, roleName } from './auditStaff';
import { merchantStore } from './merchantStore';
import { closeStaffAccount, openStaffAccount, staffAccount, syncStaffAccount } from './staffAccount';
import { staffView } from './staffView';
import type { RoleRow, StaffRow } from './tables';
import type { RoleData } from './types';

type StaffBody = CallInit<'createStoreStaff'>['body'];

const SUPER_ADMIN_ONLY = 'Only a super admin can manage roles, resources and platform staff';

function roleView(db: Database, role: RoleRow): RoleData {
  const resources = db.table('resources');
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    resources: role.resourceIds.flatMap((id) => {
      const resource = resources.get(id);
      return resource ? [{ ...resource }] : [];
    }),
    createdAt: role.createdAt,
  };
}

/**
 * Whose staff the caller manages: a merchant their store's (storeId), a super admin the platform's (null).
 * Other admin accounts, and merchants without a store, are refused.
 */
function staffScope(
  db: Database,
  user: UserRow | undefined,
  role: string | undefined,
): { storeId: number | null } | Reply<never> {
  if (role === 'merchant') {
    const store = merchantStore(db, user);
    return store ? { storeId: store.id } : notFound('Store not found');
  }
  return isSuperAdmin(user) ? { storeId: null } : forbidden(SUPER_ADMIN_ONLY);
}

/** An account type's own role (Super Admin, Admin, ...): given by account type, never to staff. */
const isAccountRole = (role: RoleRow) => ACCOUNT_ROLE_IDS.has(role.id);
const ACCOUNT_ROLE_IDS = new Set(Object.values(ACCOUNT_ROLES).map((r) => r.roleId));

const isReply = (value: object): value is Reply<never> => 'ok' in value;

/** The staff member `id` if the caller's scope holds it. */
function scopedStaff(db: Database, storeId: number | null, id: number): StaffRow | undefined {
  const staff = db.table('staff').get(id);
  return staff && staff.storeId === storeId ? staff : undefined;
}

/** Input rules the schema cannot express: a unique email, and a role that exists for the scope. */
function staffErrors(db: Database, storeId: number | null, body: StaffBody, selfId?: number): FieldError[] {
  const errors: FieldError[] = [];
  const self = selfId === undefined ? undefined : db.table('staff').get(selfId);
  const ownAccount = self ? staffAccount(db, self) : undefined;
  const emailTaken =
    db.table('staff').find((s) => s.id !== selfId && sameEmail(s.email, body.email)) ??
    db.table('users').find((u) => u.id !== ownAccount?.id && sameEmail(u.email, body.email));
  if (emailTaken) errors.push({ field: 'email', message: 'Email is already taken' });
  const role = db.table('roles').get(body.roleId);
  if (!role) errors.push({ field: 'roleId', message: 'Role does not exist' });
  else if (role.scope !== (storeId === null ? 'platform' : 'store') || isAccountRole(role)) {
    errors.push({
      field: 'roleId',
      message: storeId === null ? 'Role is not a platform role' : 'Role is not a store role',
    });
  }
  return errors;
}

export const staffHandlers = defineHandlers({
  getAllResources: ({ db, user }) => {
    if (!isSuperAdmin(user)) return forbidden(SUPER_ADMIN_ONLY);
    const rows = db
      .table('resources')
      .all()
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ ...r }));
    return ok(rows, 'Resources fetched');
  },

  getAllRoles: ({ db, user, role, query }) => {
    // A merchant picks their staff's roles from the store roles; a super admin sees every role, or with
    // `scope` the roles staff of that scope can be given (account types' own roles never are).
    const storeRolesOnly = role === 'merchant';
    if (!storeRolesOnly && !isSuperAdmin(user)) return forbidden(SUPER_ADMIN_ONLY);
    const scope = storeRolesOnly ? 'store' : query.scope;
    const rows = db
      .table('roles')
      .where((r) => !scope || (r.scope === scope && !isAccountRole(r)))
      .sort((a, b) => a.id - b.id)
      .map((r) => roleView(db, r));
    return ok(rows, 'Roles fetched');
  },

  createStoreStaff: ({ db, env, user, role, body }) => {
    const scope = staffScope(db, user, role);
    if (isReply(scope)) return scope;
    const errors = staffErrors(db, scope.storeId, body);
    if (errors.length > 0) return invalid(errors);
    const at = env.now().toISOString();
    const staff = db.table('staff').insert({
      storeId: scope.storeId,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim().toLowerCase(),
      ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
      roleId: body.roleId,
      isActive: body.isActive ?? true,
      createdAt: at,
      updatedAt: at,
    });
    // The member's login, with an invitation to set its password (the outbox holds it).
    openStaffAccount(db, env, staff);
    const created = db.table('staff').get(staff.id) ?? staff;
    auditStaff(
      db,
      env,
      created,
      `Invited the ${scope.storeId === null ? 'platform' : 'store'} staff member as ${roleName(db, created.roleId)}`,
    );
    const message =
      scope.storeId === null ? 'Platform staff successfully created' : 'Store staff successfully created';
    return ok(staffView(db, created), `${message}. An invitation was sent to ${created.email}`, 201);
  },

  getAllStoreStaff: ({ db, user, role }) => {
    const scope = staffScope(db, user, role);
    if (isReply(scope)) return scope;
    const rows = db
      .table('staff')
      .where((s) => s.storeId === scope.storeId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((s) => staffView(db, s));
    return ok(rows, 'Staff fetched');
  },

  getStoreStaff: ({ db, user, role, path }) => {
    const scope = staffScope(db, user, role);
    if (isReply(scope)) return scope;
    const staff = scopedStaff(db, scope.storeId, path.id);
    if (!staff) return notFound('Staff not found');
    return ok(staffView(db, staff), 'Staff fetched');
  },

  updateStoreStaff: ({ db, env, user, role, path, body }) => {
    const scope = staffScope(db, user, role);
    if (isReply(scope)) return scope;
    const staff = scopedStaff(db, scope.storeId, path.id);
    if (!staff) return notFound('Staff not found');
    const errors = staffErrors(db, scope.storeId, body, staff.id);
    if (errors.length > 0) return invalid(errors);
    const updated = db.table('staff').update(staff.id, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim().toLowerCase(),
      phoneNumber: body.phoneNumber,
      roleId: body.roleId,
      isActive: body.isActive ?? staff.isActive,
      updatedAt: env.now().toISOString(),
    });
    if (updated) syncStaffAccount(db, updated, staff);
    if (updated) {
      const changes = [
        updated.roleId !== staff.roleId ? `role to ${roleName(db, updated.roleId)}` : '',
        updated.isActive !== staff.isActive ? (updated.isActive ? 'active' : 'inactive') : '',
        updated.email !== staff.email ? `email to ${updated.email}` : '',
        updated.firstName !== staff.firstName || updated.lastName !== staff.lastName ? 'name' : '',
      ].filter(Boolean);
      if (changes.length > 0) auditStaff(db, env, updated, `Changed the staff member: ${changes.join(', ')}`);
    }
    return ok(staffView(db, updated ?? staff), 'Staff updated');
  },

  deleteStoreStaff: ({ db, env, user, role, path }) => {
    const scope = staffScope(db, user, role);
    if (isReply(scope)) return scope;
    const staff = scopedStaff(db, scope.storeId, path.id);
    if (!staff) return notFound('Staff not found');
    closeStaffAccount(db, staff);
    db.table('staff').delete(staff.id);
    auditStaff(db, env, staff, 'Removed the staff member');
    return ok({ id: staff.id }, 'Staff deleted');
  },
});
