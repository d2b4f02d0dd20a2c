import { USER_TYPES } from '@marketplace/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreClientState } from '../../src/state/restoreClientState';
import { SNAPSHOT } from './fixtures';

const STATUSES = ['idle', 'succeeded', 'failed'];

describe('restoreClientState', () => {
  it('keeps a well-formed snapshot as it is', () => {
    expect(restoreClientState(structuredClone(SNAPSHOT))).toEqual(SNAPSHOT);
  });

  it('gives a usable state for any JSON value, never throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const state = restoreClientState(value);
        expect(Array.isArray(state.cart.items)).toBe(true);
        for (const item of state.cart.items) {
          expect(Number.isSafeInteger(item.productVariant.quantity)).toBe(true);
          expect(Array.isArray(item.pricing)).toBe(true);
        }
        expect(Number.isFinite(state.cart.discount)).toBe(true);
        expect(Number.isFinite(state.cart.shippingFeeTotal)).toBe(true);
        for (const role of USER_TYPES) expect(STATUSES).toContain(state.logins[role].status);
      }),
    );
  });

  it('keeps what is right in a snapshot that is partly wrong', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (junkCart, junkLogin) => {
        const state = restoreClientState({
          cart: junkCart,
          logins: { ...SNAPSHOT.logins, customer: junkLogin },
        });
        expect(state.logins.merchant).toEqual(SNAPSHOT.logins.merchant);
        expect(state.logins.admin).toEqual(SNAPSHOT.logins.admin);
      }),
    );
  });
});
