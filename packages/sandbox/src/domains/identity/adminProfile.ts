import type { UserRow } from '../../db/identity';

/** What an admin-session account's `profile` holds: its granted role. */
export interface AdminProfile {
  roleId?: number;
  role?: string;
}

/** An admin-session account's profile fields. */
export function adminProfile(user: UserRow): AdminProfile {
  return (user.profile ?? {}) as AdminProfile;
}
