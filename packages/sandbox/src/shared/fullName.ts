import type { UserRow } from '../db/identity';

/** A person's first and last name, as reviews, addresses and payments show it. */
export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
