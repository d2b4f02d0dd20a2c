import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCartItem } from '../../src/domain/addCartItem';
import { cartLineKey } from '../../src/domain/cartLineKey';
import { cartQuantity } from '../../src/domain/cartQuantity';
import { decreaseCartItem } from '../../src/domain/decreaseCartItem';
import { increaseCartItem } from '../../src/domain/increaseCartItem';
import { removeCartItem } from '../../src/domain/removeCartItem';
import { setCartItemQuantity } from '../../src/domain/setCartItemQuantity';

interface Item {
  id: number;
  name?: string;
  productVariant: { sku?: string; size?: string; color?: string; quantity: number };
  pricing: { sellingPrice: number }[];
}

/** Freezes an object and everything it holds, so any mutation throws (ES modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const item = (id: number, variant: Omit<Item['productVariant'], 'quantity'>, quantity: number): Item => ({
  id,
  name: `Product ${id}`,
  productVariant: { ...variant, quantity },
  pricing: [{ sellingPrice: 1000 }],
});

const teeM = item(12, { sku: 'TEE-M' }, 1);
const teeL = item(12, { sku: 'TEE-L' }, 2);
const cap = item(7, { size: 'One', color: 'Blue' }, 1);
const cart = deepFreeze([teeM, teeL, cap]);
const quantities = (items: readonly Item[]) => items.map((i) => [cartLineKey(i), i.productVariant.quantity]);

describe('addCartItem', () => {
  it('appends a new line', () => {
    const next = addCartItem(cart, deepFreeze(item(3, {}, 2)));
    expect(quantities(next)).toEqual([...quantities(cart), ['3', 2]]);
  });

  it('adds up quantities of the same line in its place, keeping its other fields', () => {
    const next = addCartItem(cart, deepFreeze({ ...item(12, { sku: 'TEE-L' }, 3), name: 'renamed' }));
    expect(quantities(next)).toEqual([
      ['12#sku=TEE-M', 1],
      ['12#sku=TEE-L', 5],
      ['7#size=One&color=Blue', 1],
    ]);
    expect(next[1]?.name).toBe('Product 12');
  });

  it('keeps two sizes of one product as two lines', () => {
    const next = addCartItem(addCartItem([], item(5, { size: 'M' }, 1)), item(5, { size: 'L' }, 1));
    expect(next).toHaveLength(2);
  });

  it.each([0, -1, 1.5, Number.NaN])('throws a RangeError for the quantity %s', (quantity) => {
    expect(() => addCartItem(cart, item(3, {}, quantity))).toThrow(RangeError);
  });
});

describe('removeCartItem', () => {
  it('removes the line with the key', () => {
    expect(quantities(removeCartItem(cart, '12#sku=TEE-M'))).toEqual([
      ['12#sku=TEE-L', 2],
      ['7#size=One&color=Blue', 1],
    ]);
  });

  it('returns the same list for an unknown key', () => {
    expect(removeCartItem(cart, '12#sku=TEE-XL')).toBe(cart);
  });
});

describe('increaseCartItem and decreaseCartItem', () => {
  it('add or take off one unit by default, or `by` units', () => {
    expect(quantities(increaseCartItem(cart, '12#sku=TEE-M'))[0]).toEqual(['12#sku=TEE-M', 2]);
    expect(quantities(increaseCartItem(cart, '12#sku=TEE-M', 4))[0]).toEqual(['12#sku=TEE-M', 5]);
    expect(quantities(decreaseCartItem(cart, '12#sku=TEE-L'))[1]).toEqual(['12#sku=TEE-L', 1]);
  });

  it('removes a line that reaches 0, or would go below it', () => {
    expect(decreaseCartItem(cart, '12#sku=TEE-M').map(cartLineKey)).toEqual([
      '12#sku=TEE-L',
      '7#size=One&color=Blue',
    ]);
    expect(decreaseCartItem(cart, '12#sku=TEE-L', 5).map(cartLineKey)).toEqual([
      '12#sku=TEE-M',
      '7#size=One&color=Blue',
    ]);
  });

  it('return the same list for an unknown key', () => {
    expect(increaseCartItem(cart, 'nope')).toBe(cart);
    expect(decreaseCartItem(cart, 'nope')).toBe(cart);
  });

  it.each([0, -1, 0.5, Number.POSITIVE_INFINITY])('throw a RangeError for by = %s', (by) => {
    expect(() => increaseCartItem(cart, '12#sku=TEE-M', by)).toThrow(RangeError);
    expect(() => decreaseCartItem(cart, '12#sku=TEE-M', by)).toThrow(RangeError);
  });
});

describe('setCartItemQuantity', () => {
  it('sets the quantity, and 0 removes the line', () => {
    expect(quantities(setCartItemQuantity(cart, '7#size=One&color=Blue', 9))[2]).toEqual([
      '7#size=One&color=Blue',
      9,
    ]);
    expect(setCartItemQuantity(cart, '7#size=One&color=Blue', 0).map(cartLineKey)).toEqual([
      '12#sku=TEE-M',
      '12#sku=TEE-L',
    ]);
  });

  it('returns the same list for an unknown key', () => {
    expect(setCartItemQuantity(cart, 'nope', 3)).toBe(cart);
  });

  it.each([-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError for %s, even on an unknown key',
    (q) => {
      expect(() => setCartItemQuantity(cart, '12#sku=TEE-M', q)).toThrow(RangeError);
      expect(() => setCartItemQuantity(cart, 'nope', q)).toThrow(RangeError);
    },
  );
});

describe('cart reducers against a reference model', () => {
  // A small pool so that sequences often hit the same line; the skus hold the key's separators.
  const pool = [
    item(1, { sku: 'A' }, 1),
    item(1, { sku: 'B' }, 1),
    item(1, { size: 'M' }, 1),
    item(1, { size: 'M', color: 'Red' }, 1),
    item(2, {}, 1),
    item(2, { sku: 'x#sku=y' }, 1),
    item(3, { color: 'a&b' }, 1),
  ];
  const keys = [...pool.map(cartLineKey), 'unknown'];
  const key = fc.constantFrom(...keys);
  const units = fc.integer({ min: 1, max: 5 });
  const action = fc.oneof(
    fc.record({
      type: fc.constant('add' as const),
      index: fc.nat({ max: pool.length - 1 }),
      quantity: units,
    }),
    fc.record({ type: fc.constant('remove' as const), key }),
    fc.record({ type: fc.constant('increase' as const), key, by: units }),
    fc.record({ type: fc.constant('decrease' as const), key, by: units }),
    fc.record({ type: fc.constant('set' as const), key, quantity: fc.integer({ min: 0, max: 10 }) }),
  );
  type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

  /** The reference: an insertion-ordered map from line key to units. */
  function applyModel(model: Map<string, number>, a: Action): void {
    if (a.type === 'add') {
      const k = cartLineKey(pool[a.index] as Item);
      model.set(k, (model.get(k) ?? 0) + a.quantity);
      return;
    }
    const current = model.get(a.key);
    if (current === undefined) return;
    const next =
      a.type === 'remove'
        ? 0
        : a.type === 'increase'
          ? current + a.by
          : a.type === 'decrease'
            ? current - a.by
            : a.quantity;
    if (next <= 0) model.delete(a.key);
    else model.set(a.key, next);
  }

  function applyReducer(items: readonly Item[], a: Action): Item[] {
    switch (a.type) {
      case 'add':
        return addCartItem(
          items,
          deepFreeze(item(pool[a.index]!.id, pool[a.index]!.productVariant, a.quantity)),
        );
      case 'remove':
        return removeCartItem(items, a.key);
      case 'increase':
        return increaseCartItem(items, a.key, a.by);
      case 'decrease':
        return decreaseCartItem(items, a.key, a.by);
      case 'set':
        return setCartItemQuantity(items, a.key, a.quantity);
    }
  }

  it('never lose or duplicate an item, and never mutate their input', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let items: Item[] = [];
        const model = new Map<string, number>();
        for (const a of actions) {
          const before = structuredClone(items);
          const next = applyReducer(deepFreeze(items), a);
          applyModel(model, a);
          // The frozen input is still what it was (a mutation would also have thrown).
          expect(items).toEqual(before);
          expect(quantities(next)).toEqual([...model]);
          expect(new Set(next.map(cartLineKey)).size).toBe(next.length);
          expect(cartQuantity(next)).toBe([...model.values()].reduce((s, q) => s + q, 0));
          expect(next.every((line) => line.productVariant.quantity > 0)).toBe(true);
          items = next;
        }
      }),
    );
  });

  it('return the same list whenever the key is unknown', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), units, (actions, by) => {
        const items = deepFreeze(actions.reduce<Item[]>(applyReducer, []));
        expect(removeCartItem(items, 'unknown')).toBe(items);
        expect(increaseCartItem(items, 'unknown', by)).toBe(items);
        expect(decreaseCartItem(items, 'unknown', by)).toBe(items);
        expect(setCartItemQuantity(items, 'unknown', by)).toBe(items);
      }),
    );
  });
});
