// A staff member's login: every staff record has an account of its session (merchant for a store's staff,
// admin for the platform's) that carries the record's id and role, so the sandbox can hold them to it.
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';
import { createUser, requestPasswordReset } from '../identity/auth';
import { endSessions } from '../identity/issueSession';
import type { StaffRow } from './tables';

/** The account fields that follow the staff record. */
function accountFields(db: Database, staff: StaffRow) {
  return {
    firstName: staff.firstName,
    lastName: staff.lastName,
    email: staff.email,
    phoneNumber: staff.phoneNumber,
    active: staff.isActive,
    ...(staff.storeId === null ? {} : { storeId: staff.storeId }),
    profile: { staffId: staff.id, roleId: staff.roleId, role: db.table('roles').get(staff.roleId)?.name },
  };
}

/**
 * Opens the staff member's account. Without a password (a member added by a merchant or the super admin)
 * it cannot log in until the member sets one through the emailed invitation; the seed gives one.
 *
 * @example
 * openStaffAccount(db, env, staff); // an `invitation` email to staff.email
 */
export function openStaffAccount(db: Database, env: SandboxEnv, staff: StaffRow, password = ''): UserRow {
  const account = createUser(db, env, {
    accountType: staff.storeId === null ? 'admin' : 'merchant',
    password,
    confirmed: true,
    ...accountFields(db, staff),
  });
  db.table('staff').update(staff.id, { userId: account.id });
  if (!password) requestPasswordReset(db, env, account, 'invitation');
  return account;
}

/** The staff member's account, if it has one. */
export function staffAccount(db: Database, staff: StaffRow): UserRow | undefined {
  return staff.userId === undefined ? undefined : db.table('users').get(staff.userId);
}

/**
 * Brings the account in line with an edited staff record: name, email, role and whether it may sign in.
 * A change of role or a suspension ends its sessions, so the next call works by the new rights.
 */
export function syncStaffAccount(db: Database, staff: StaffRow, before: StaffRow): void {
  const account = staffAccount(db, staff);
  if (!account) return;
  db.table('users').update(account.id, accountFields(db, staff));
  if (!staff.isActive || staff.roleId !== before.roleId) endSessions(db, account.id);
}

/** Closes the account of a removed staff member: its sessions end and it can no longer log in. */
export function closeStaffAccount(db: Database, staff: StaffRow): void {
  const account = staffAccount(db, staff);
  if (!account) return;
  endSessions(db, account.id);
  db.table('users').delete(account.id);
}
