import type { ActorStamp } from '../db/core';
import type { UserRow } from '../db/identity';

/**
 * How an entry names the person who acted: their name as it is now, and their role (a staff member's or
 * an admin's granted role by name, else the account type).
 *
 * @example
 * actorStamp(merchant); // { id: 2, name: 'Adaeze Nwankwo', role: 'merchant' }
 */
export function actorStamp(user: UserRow): ActorStamp {
  const profile = user.profile ?? {};
  const name =
    `${user.firstName} ${user.lastName}`.trim() ||
    (typeof profile.name === 'string' ? profile.name : '') ||
    user.email;
  const role =
    typeof profile.role === 'string' && profile.staffId !== undefined ? profile.role : user.accountType;
  return { id: user.id, name, role };
}
