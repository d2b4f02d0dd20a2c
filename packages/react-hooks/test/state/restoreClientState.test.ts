import { RECENTLY_VIEWED_LIMIT, USER_TYPES } from '@marketplace/sdk';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CartLineSchema, loadRestore } from '../../src/state/loadRestore';
import { restoreClientState, restoreWith } from '../../src/state/restoreClientState';
import { ANKARA, OLD_SNAPSHOT, SHEA, SNAPSHOT } from './fixtures';

const STATUSES = ['idle', 'succeeded', 'failed'];
let schema: CartLineSchema;
beforeAll(async () => {
  schema = (await loadRestore()).cartLineSchema;
});
const restore = (value: unknown, onDropped?: (paths: string[]) => void) =>
  restoreWith(schema, value, onDropped);

describe('restoreClientState', () => {
  it('keeps a well-formed snapshot as it is', async () => {
    expect(await restoreClientState(structuredClone(SNAPSHOT))).toEqual(SNAPSHOT);
  });

  it('restores the lines of a cart saved with the copies of the discount, gift cards and fees, and keeps only the lines', () => {
    const reports: string[][] = [];
    const state = restore(structuredClone(OLD_SNAPSHOT), (paths) => reports.push(paths));
    expect(state).toEqual(SNAPSHOT);
    expect(Object.keys(state.cart).sort()).toEqual(['items', 'owner', 'stock']);
    // Fields the cart no longer keeps are not errors.
    expect(reports).toEqual([]);
  });

  it('checks each line with the contract schema: a refused optional field goes, a line without what it needs goes whole', () => {
    const reports: string[][] = [];
    const state = restore(
      {
        cart: {
          items: [
            { ...SHEA, weight: 'heavy', hostedImages: ['a.jpg', 7, 'b.jpg', null] },
            { ...ANKARA, pricing: [{ sellingPrice: 'abc' }] },
            { ...ANKARA, productVariant: { quantity: 0 } },
            { ...ANKARA, id: 'x' },
            { ...ANKARA, extra: { deep: true } },
          ],
        },
      },
      (paths) => reports.push(paths),
    );
    const { weight: _weight, ...shea } = SHEA;
    expect(state.cart.items).toEqual([{ ...shea, hostedImages: ['a.jpg', 'b.jpg'] }, ANKARA]);
    expect(reports).toEqual([
      [
        'cart.items[0].hostedImages[1]',
        'cart.items[0].hostedImages[3]',
        'cart.items[0].weight',
        'cart.items[1]',
        'cart.items[2]',
        'cart.items[3]',
      ],
    ]);
  });

  it('keeps the recently viewed products that are positive whole ids, each once, at most the limit', () => {
    const reports: string[][] = [];
    const many = Array.from({ length: RECENTLY_VIEWED_LIMIT + 2 }, (_, index) => index + 100);
    expect(
      restore({ recentlyViewed: [5, 0, 5, -1, 2.5, '7', 9] }, (paths) => reports.push(paths)).recentlyViewed,
    ).toEqual([5, 9]);
    expect(reports).toEqual([
      [
        'recentlyViewed[1]',
        'recentlyViewed[2]',
        'recentlyViewed[3]',
        'recentlyViewed[4]',
        'recentlyViewed[5]',
      ],
    ]);
    expect(restore({ recentlyViewed: many }).recentlyViewed).toEqual(many.slice(0, RECENTLY_VIEWED_LIMIT));
    expect(restore({ recentlyViewed: 'all' }).recentlyViewed).toEqual([]);
    // A snapshot from before the list: none, and nothing to report.
    const before: string[][] = [];
    expect(restore({ cart: SNAPSHOT.cart }, (paths) => before.push(paths)).recentlyViewed).toEqual([]);
    expect(before).toEqual([]);
  });

  it('gives a usable state for any JSON value, never throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const state = restore(value);
        expect(Array.isArray(state.cart.items)).toBe(true);
        for (const item of state.cart.items) {
          expect(Number.isSafeInteger(item.productVariant.quantity)).toBe(true);
          expect(Array.isArray(item.pricing)).toBe(true);
        }
        expect(Object.keys(state.cart).sort()).toEqual(['items', 'owner', 'stock']);
        for (const role of USER_TYPES) expect(STATUSES).toContain(state.logins[role].status);
      }),
    );
  });

  it('keeps what is right in a snapshot that is partly wrong', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (junkCart, junkLogin) => {
        const state = restore({
          cart: junkCart,
          logins: { ...SNAPSHOT.logins, customer: junkLogin },
        });
        expect(state.logins.merchant).toEqual(SNAPSHOT.logins.merchant);
        expect(state.logins.admin).toEqual(SNAPSHOT.logins.admin);
      }),
    );
  });

  it('without the schema (it failed to load) drops the lines and keeps the rest', () => {
    const reports: string[][] = [];
    const state = restoreWith(undefined, structuredClone(SNAPSHOT), (paths) => reports.push(paths));
    expect(state.cart.items).toEqual([]);
    expect(state.logins).toEqual(SNAPSHOT.logins);
    expect(reports).toEqual([['cart.items[0]', 'cart.stock["101#sku=ANK-6YD-BLU"]']]);
  });
});
