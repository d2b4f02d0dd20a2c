import type { UserRow } from '../db/identity';

/**
 * Whether the account belongs to a staff member (of a store, or of the platform): created with a staff
 * record (`profile.staffId`), it acts for its store or the platform within its role's rights.
 */
export function isStaffAccount(user: UserRow | undefined): boolean {
  return typeof user?.profile?.staffId === 'number';
}
