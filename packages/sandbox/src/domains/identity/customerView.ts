import type { UserRow } from '../../db/identity';
import type { Customer } from './types';

/** A customer as other screens show them (store followers, order customers). */
export function customerView(user: UserRow): Customer {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.accountType,
  };
}
