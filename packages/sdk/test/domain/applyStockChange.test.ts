// applyStockChange: a bulk stock change as update-product-inventory takes it, per variant when there are
// variants. Examples, refusals, and properties: `set` gives every stock the units, `add` adds them to each,
// and the product's units are always its variants' added up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStockChange } from '../../src/domain/applyStockChange';

const variants = fc.array(
  fc.record({
    sku: fc.string({ minLength: 1, maxLength: 6 }),
    quantity: fc.integer({ min: 0, max: 10_000 }),
  }),
  { maxLength: 6 },
);

describe('applyStockChange', () => {
  it('sets or adds to the product’s own units when it has no variants', () => {
    expect(applyStockChange({ id: 4, quantity: 8 }, { kind: 'add', units: 5 })).toEqual({
      productId: 4,
      quantity: 13,
    });
    expect(applyStockChange({ id: 4, quantity: 8 }, { kind: 'set', units: 0 })).toEqual({
      productId: 4,
      quantity: 0,
    });
  });

  it('changes each variant, and the product holds their total', () => {
    const product = {
      id: 7,
      quantity: 3,
      productVariant: {
        variant: [
          { sku: 'M', quantity: 1 },
          { sku: 'L', quantity: 2 },
        ],
      },
    };
    expect(applyStockChange(product, { kind: 'add', units: 4 })).toEqual({
      productId: 7,
      quantity: 11,
      variant: [
        { sku: 'M', quantity: 5 },
        { sku: 'L', quantity: 6 },
      ],
    });
  });

  it('refuses to remove more than a stock holds, naming the variant, and units that are not whole', () => {
    const product = {
      id: 7,
      productVariant: { variant: [{ sku: 'M', size: 'M', color: 'Red', quantity: 1 }] },
    };
    expect(() => applyStockChange(product, { kind: 'add', units: -2 })).toThrow(
      'Only 1 in stock of M / Red: cannot remove 2.',
    );
    expect(() => applyStockChange({ id: 1, quantity: 5 }, { kind: 'set', units: 1.5 })).toThrow(RangeError);
    expect(() => applyStockChange({ id: 1, quantity: 5 }, { kind: 'set', units: -1 })).toThrow(RangeError);
  });

  it('(property) set gives every stock the units; add adds them; the product is its variants’ total', () => {
    fc.assert(
      fc.property(variants, fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (list, units, set) => {
        const result = applyStockChange(
          { id: 1, quantity: 99, productVariant: { variant: list } },
          { kind: set ? 'set' : 'add', units },
        );
        const expected = list.map((v) => (set ? units : v.quantity + units));
        if (list.length === 0) expect(result.quantity).toBe(set ? units : 99 + units);
        else {
          expect(result.variant?.map((v) => v.quantity)).toEqual(expected);
          expect(result.quantity).toBe(expected.reduce((a, b) => a + b, 0));
        }
      }),
    );
  });

  it('(property) adding then removing the same units gives the stock back', () => {
    fc.assert(
      fc.property(variants, fc.integer({ min: 0, max: 10_000 }), (list, units) => {
        const product = { id: 1, quantity: 5, productVariant: { variant: list } };
        const up = applyStockChange(product, { kind: 'add', units });
        const back = applyStockChange(
          { id: 1, quantity: up.quantity, productVariant: { variant: up.variant ?? [] } },
          { kind: 'add', units: -units },
        );
        expect(back.quantity).toBe(list.length ? list.reduce((a, v) => a + v.quantity, 0) : 5);
      }),
    );
  });
});
