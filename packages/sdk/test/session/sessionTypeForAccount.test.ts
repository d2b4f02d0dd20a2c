import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, sessionTypeForAccount } from '../../src/session/sessionTypeForAccount';

describe('sessionTypeForAccount', () => {
  it.each([
    ['customer', 'customer'],
    ['merchant', 'merchant'],
    ['admin', 'admin'],
    ['superadmin', 'admin'],
    ['dispatcher', 'admin'],
    ['scheduler', 'admin'],
    ['partner', 'shipping-partner'],
    ['shipping-partner', 'shipping-partner'],
    ['', ''],
    ['Admin', ''],
    ['super admin', ''],
    ['shippingpartner', ''],
    ['constructor', ''],
    ['__proto__', ''],
  ] as const)('%j -> %j', (accountType, session) => {
    expect(sessionTypeForAccount(accountType)).toBe(session);
  });

  it('gives every account type of the user record a session', () => {
    for (const accountType of ACCOUNT_TYPES) expect(sessionTypeForAccount(accountType)).not.toBe('');
  });

  it('lists exactly the account types of spec section 3, frozen', () => {
    expect(ACCOUNT_TYPES).toEqual(['customer', 'merchant', 'admin', 'superadmin', 'dispatcher', 'scheduler']);
    expect(Object.isFrozen(ACCOUNT_TYPES)).toBe(true);
  });

  it('gives no session to any other string', () => {
    const known = new Set<string>([...ACCOUNT_TYPES, 'partner', 'shipping-partner']);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !known.has(s)),
        (accountType) => {
          expect(sessionTypeForAccount(accountType)).toBe('');
        },
      ),
    );
  });
});
