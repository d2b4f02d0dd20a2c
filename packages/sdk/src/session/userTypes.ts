import type { UserType } from '../detectUserType';

/**
 * The four sessions, in a fixed order: what "all four" means when a logout names no role (spec section 4).
 *
 * @example
 * for (const role of USER_TYPES) store.getToken(role);
 */
export const USER_TYPES = Object.freeze(['customer', 'merchant', 'admin', 'shipping-partner'] as const);

// Fails to compile when UserType gains a member that USER_TYPES does not list.
type Missing = Exclude<UserType, (typeof USER_TYPES)[number]>;
const exhaustive: [Missing] extends [never] ? true : Missing = true;
void exhaustive;
