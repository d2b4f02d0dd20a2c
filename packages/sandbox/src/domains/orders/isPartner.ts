import type { UserRow } from '../../db/identity';

/** Whether the user is a shipping partner account. */
export const isPartner = (user: UserRow | undefined): user is UserRow =>
  !!user && user.accountType === 'partner' && user.active;

/** Whether the user is an active dispatcher. */
export const isDispatcher = (user: UserRow | undefined): user is UserRow =>
  !!user && user.accountType === 'dispatcher' && user.active;
