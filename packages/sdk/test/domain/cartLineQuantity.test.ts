import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCartItem } from '../../src/domain/addCartItem';
import { cartLineKey } from '../../src/domain/cartLineKey';
import { cartLineQuantity } from '../../src/domain/cartLineQuantity';

describe('cartLineQuantity', () => {
  const cart = [
    { id: 56, productVariant: { sku: 'TEA', quantity: 3 } },
    { id: 12, productVariant: { size: 'M', color: 'Red', quantity: 2 } },
  ];

  it.each([
    ['56#sku=TEA', 3],
    ['12#size=M&color=Red', 2],
    ['12#size=L', 0],
    ['54', 0],
  ])('%s -> %i', (key, units) => {
    expect(cartLineQuantity(cart, key)).toBe(units);
  });

  it('is 0 in an empty cart', () => {
    expect(cartLineQuantity([], '56#sku=TEA')).toBe(0);
  });

  const line = fc.record({
    id: fc.integer({ min: 1, max: 3 }),
    productVariant: fc.record({ sku: fc.constantFrom('A', 'B'), quantity: fc.integer({ min: 1, max: 20 }) }),
  });

  it('grows by what an add puts in, and leaves the other lines as they were', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), line, line, (lines, added, other) => {
        const items = lines.reduce(addCartItem, [] as typeof lines);
        const key = cartLineKey(added);
        const after = addCartItem(items, added);
        expect(cartLineQuantity(after, key)).toBe(
          cartLineQuantity(items, key) + added.productVariant.quantity,
        );
        const otherKey = cartLineKey(other);
        if (otherKey !== key)
          expect(cartLineQuantity(after, otherKey)).toBe(cartLineQuantity(items, otherKey));
      }),
    );
  });
});
