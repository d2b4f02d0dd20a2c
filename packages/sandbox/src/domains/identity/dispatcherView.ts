import type { UserRow } from '../../db/identity';
import { strip } from '../../shared/strip';
import { accountStatusFields } from './accountStatusFields';
import type { Dispatcher } from './types';

/** A dispatcher as the dispatcher list shows it. */
export function dispatcherView(user: UserRow): Dispatcher {
  return strip({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    accountType: 'dispatcher' as const,
    ...accountStatusFields(user),
  });
}
