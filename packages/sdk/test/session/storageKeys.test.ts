import { describe, expect, it } from 'vitest';
import { SHARED_STORAGE_KEYS, STORAGE_KEYS } from '../../src/session/storageKeys';
import { TOKEN_COOKIE_NAMES } from '../../src/session/tokenCookieNames';
import { USER_TYPES } from '../../src/session/userTypes';

describe('STORAGE_KEYS', () => {
  it('keeps each token under its cookie name and each user under <role>_user', () => {
    expect(STORAGE_KEYS).toEqual({
      customer: { token: 'customer_token', user: 'customer_user' },
      merchant: { token: 'merchant_token', user: 'merchant_user' },
      admin: { token: 'admin_token', user: 'admin_user' },
      'shipping-partner': { token: 'shipping_partner_token', user: 'shipping_partner_user' },
    });
    for (const role of USER_TYPES) expect(STORAGE_KEYS[role].token).toBe(TOKEN_COOKIE_NAMES[role]);
  });

  it('has the shared jwt and user entries of spec section 9', () => {
    expect(SHARED_STORAGE_KEYS).toEqual({ token: 'jwt', user: 'user' });
  });

  it('uses every key once, so no two entries overwrite each other', () => {
    const keys = [
      ...USER_TYPES.flatMap((role) => [STORAGE_KEYS[role].token, STORAGE_KEYS[role].user]),
      SHARED_STORAGE_KEYS.token,
      SHARED_STORAGE_KEYS.user,
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(STORAGE_KEYS)).toBe(true);
    expect(Object.isFrozen(SHARED_STORAGE_KEYS)).toBe(true);
    for (const role of USER_TYPES) expect(Object.isFrozen(STORAGE_KEYS[role])).toBe(true);
  });
});
