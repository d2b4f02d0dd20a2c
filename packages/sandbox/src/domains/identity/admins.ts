import { isOrderClosed } from '@marketplace/sdk';
// Admin-session accounts (super admin only) and shipping-partner accounts created by admins.
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import '../store/tables';
import { isStaffAccount } from '../../shared/isStaffAccount';
import { accountRecord } from '../audit/auditRecords';
import { recordAudit } from '../audit/recordAudit';
import { ACCOUNT_ROLES, isAdminAccount } from './accountRoles';
import { createUser, MESSAGES, requestPasswordReset } from './auth';
import { findUserByEmail } from './findUserByEmail';
import { endSessions } from './issueSession';
import { adminView, partnerView } from './sessionUserView';

/** Order statuses after which an order no longer needs its dispatcher. */

const superAdminOnly = (user: UserRow | undefined): Reply<never> | undefined =>
  user?.accountType === 'superadmin' ? undefined : forbidden('Only a super admin can manage admin accounts');

/** The admin-session account an admin action targets, or the refusal. */
function targetAdmin(db: Database, caller: UserRow, adminId: number, verb: string): Reply<never> | UserRow {
  const target = db.table('users').get(adminId);
  // The platform's staff are managed as staff (their record and account move together).
  if (!target || !isAdminAccount(target) || isStaffAccount(target)) return notFound('Admin not found');
  if (target.id === caller.id) return refuse(`You cannot ${verb} your own account`);
  return target;
}

/** Orders still assigned to a dispatcher and not yet delivered, cancelled or returned. */
function openDispatcherOrders(db: Database, dispatcherId: number): number {
  return db.table('orders').where((o) => {
    if (o.dispatcherId !== dispatcherId) return false;
    const code = db.table('orderStatuses').get(o.orderStatusId)?.code_name ?? o.status ?? '';
    return !isOrderClosed(code);
  }).length;
}

export const adminHandlers = defineHandlers({
  createAdmin: ({ db, env, user, body }) => {
    const denied = superAdminOnly(user);
    if (denied) return denied;
    if (findUserByEmail(db, body.email)) return refuse(MESSAGES.emailTaken);
    // A granted role must exist (roles belong to the store domain) and be a platform (admin-side) role.
    const granted = body.roleId === undefined ? undefined : db.table('roles').get(body.roleId);
    if (body.roleId !== undefined && !granted)
      return invalid([{ field: 'roleId', message: 'Role does not exist' }]);
    if (granted && granted.scope !== 'platform') {
      return invalid([{ field: 'roleId', message: 'Role is not an admin role' }]);
    }
    const created = createUser(db, env, {
      accountType: body.accountType,
      email: body.email,
      password: body.password ?? '',
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phoneNumber: body.phoneNumber,
      confirmed: true,
      profile: {
        roleId: granted?.id ?? ACCOUNT_ROLES[body.accountType].roleId,
        role: granted?.name ?? ACCOUNT_ROLES[body.accountType].role,
      },
    });
    // Without a password the new admin gets a link to set one (the reset flow of the admin session).
    if (body.password === undefined) requestPasswordReset(db, env, created, 'invitation');
    const as = granted?.name ?? ACCOUNT_ROLES[body.accountType].role;
    recordAudit(db, env, {
      kind: 'staff',
      action: `${body.password === undefined ? 'Invited' : 'Created'} the account as ${as}`,
      ...accountRecord(created),
    });
    return ok(adminView(created), 'Admin successfully created', 201);
  },

  deactivateAdmin: ({ db, env, user, body }) => {
    const denied = superAdminOnly(user);
    if (denied || !user) return denied ?? forbidden();
    const target = targetAdmin(db, user, body.adminId, 'deactivate');
    if ('ok' in target) return target;
    if (!target.active) return refuse('This admin is already deactivated');
    const updated = db.table('users').update(target.id, { active: false }) as UserRow;
    endSessions(db, target.id);
    recordAudit(db, env, { kind: 'staff', action: 'Deactivated the account', ...accountRecord(target) });
    return ok(adminView(updated), 'Admin deactivated');
  },

  deleteAdmin: ({ db, env, user, body }) => {
    const denied = superAdminOnly(user);
    if (denied || !user) return denied ?? forbidden();
    const target = targetAdmin(db, user, body.adminId, 'delete');
    if ('ok' in target) return target;
    if (target.accountType === 'dispatcher') {
      const open = openDispatcherOrders(db, target.id);
      if (open > 0) {
        return refuse(
          `This dispatcher has ${open} order${open === 1 ? '' : 's'} in progress; reassign them first`,
        );
      }
    }
    endSessions(db, target.id);
    db.table('users').delete(target.id);
    recordAudit(db, env, { kind: 'staff', action: 'Deleted the account', ...accountRecord(target) });
    return ok({ ...adminView(target), isActive: false }, 'Admin deleted');
  },

  getAllAdmins: ({ db, user }) => {
    const denied = superAdminOnly(user);
    if (denied) return denied;
    const admins = db
      .table('users')
      .where((u) => isAdminAccount(u) && !isStaffAccount(u))
      .sort((a, b) => a.id - b.id);
    return ok(admins.map(adminView), 'Admins fetched');
  },

  createShippingPartner: ({ db, env, user, body }) => {
    if (user?.accountType !== 'admin' && user?.accountType !== 'superadmin') {
      return forbidden('Only admins can add shipping partners');
    }
    if (findUserByEmail(db, body.email)) return refuse(MESSAGES.emailTaken);
    const name = body.name.trim();
    const created = createUser(db, env, {
      accountType: 'partner',
      email: body.email,
      password: body.password ?? '',
      firstName: name,
      lastName: '',
      phoneNumber: body.phoneNumber,
      confirmed: true,
      profile: { name, logo: body.logo, shippingCompany: body.shippingCompany, onboarded: false },
    });
    if (body.password === undefined) requestPasswordReset(db, env, created, 'invitation');
    recordAudit(db, env, {
      kind: 'staff',
      action: `${body.password === undefined ? 'Invited' : 'Created'} the shipping partner`,
      ...accountRecord(created),
    });
    return ok(partnerView(created), 'Partner has been added successfully.', 201);
  },
});
