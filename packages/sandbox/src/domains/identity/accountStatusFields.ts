import type { UserRow } from '../../db/identity';

/**
 * Whether an account may log in, as the lists show it: `isActive`, and while suspended the reason.
 *
 * @example
 * accountStatusFields(merchant); // { isActive: false, suspendedReason: 'Counterfeit goods reported' }
 */
export function accountStatusFields(user: UserRow): { isActive: boolean; suspendedReason?: string } {
  return user.active || !user.suspendedReason
    ? { isActive: user.active }
    : { isActive: false, suspendedReason: user.suspendedReason };
}
