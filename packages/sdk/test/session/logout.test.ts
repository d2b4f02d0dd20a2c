import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../../src/session/createMemoryTokenStore';
import { logout } from '../../src/session/logout';
import { USER_TYPES } from '../../src/session/userTypes';

function loggedInEverywhere() {
  return createMemoryTokenStore({
    customer: { token: 'c' },
    merchant: { token: 'm' },
    admin: { token: 'a' },
    'shipping-partner': { token: 's' },
  });
}

describe('logout', () => {
  it.each(USER_TYPES)('logs out %s only', (role) => {
    const store = loggedInEverywhere();
    logout(store, role);
    for (const each of USER_TYPES) {
      if (each === role) expect(store.getToken(each)).toBeUndefined();
      else expect(store.getToken(each)).toBeDefined();
    }
  });

  it('logs out all four without a role', () => {
    const store = loggedInEverywhere();
    logout(store);
    for (const role of USER_TYPES) expect(store.getToken(role)).toBeUndefined();
  });

  it('logs out all four for the empty type detectUserType gives on a path of no role', () => {
    const store = loggedInEverywhere();
    logout(store, '');
    for (const role of USER_TYPES) expect(store.getToken(role)).toBeUndefined();
  });
});
