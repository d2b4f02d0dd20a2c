import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * The user with this email (case-insensitive), of any role: emails are unique across all accounts.
 *
 * @example
 * const customer = findUserByEmail(db, 'customer@demo.test');
 */
export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  const wanted = normalize(email);
  return db.table('users').find((u) => normalize(u.email) === wanted);
}

/** Like {@link findUserByEmail}, but throws when there is none (for seeds that rely on an account). */
export function requireUserByEmail(db: Database, email: string): UserRow {
  const user = findUserByEmail(db, email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** The stored form of an email address. */
export const storedEmail = normalize;
