import { sessionTypeForAccount, type UserType } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { SandboxAccountType, UserRow } from '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';

/** The session an account type logs into (super admin, dispatcher and scheduler share the admin session). */
export function roleOfAccount(accountType: SandboxAccountType): UserType {
  const role = sessionTypeForAccount(accountType);
  if (!role) throw new Error(`no session for account type ${accountType}`);
  return role;
}

/** The session an account logs into. */
export function sessionRole(user: UserRow): UserType {
  return roleOfAccount(user.accountType);
}

/** Creates a session for the user (login) and records the login time. */
export function issueSession(db: Database, env: SandboxEnv, user: UserRow): { token: string; user: UserRow } {
  const now = env.now().toISOString();
  const token = env.token('tok');
  db.table('sessions').insert({ token, userId: user.id, role: sessionRole(user), createdAt: now });
  const updated = db.table('users').update(user.id, { lastLogin: now }) ?? user;
  return { token, user: updated };
}

/** Ends every session of a user (password reset, deactivation, deletion). */
export function endSessions(db: Database, userId: number): void {
  const sessions = db.table('sessions');
  for (const session of sessions.where((s) => s.userId === userId)) sessions.delete(session.id);
}
