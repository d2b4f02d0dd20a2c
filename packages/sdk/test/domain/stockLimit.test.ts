import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockLimit } from '../../src/domain/stockLimit';

const shirt = {
  quantity: 9,
  whenSoldOut: 'Stop selling',
  productVariant: {
    variant: [
      { sku: 'S-BLUE', size: 'S', color: 'Blue', quantity: 1 },
      { sku: 'M-BLUE', size: 'M', color: 'Blue', quantity: 0 },
      { size: 'L', color: 'Red', quantity: 3 },
      { sku: 'XL-RED', size: 'XL', color: 'Red' },
    ],
  },
};

describe('stockLimit', () => {
  it.each([
    ['the product', { quantity: 4, whenSoldOut: 'Stop selling' }, undefined, 4],
    ['a product without a text', { quantity: 4 }, undefined, 4],
    ['a sold-out product', { quantity: 0 }, undefined, 0],
    ['a negative count', { quantity: -2 }, undefined, 0],
    ['a pre-order (text)', { quantity: 0, whenSoldOut: 'Continue selling' }, undefined, undefined],
    ['a pre-order (flag)', { quantity: 0, contSalesOutOfStock: true }, undefined, undefined],
    [
      'the flag over the text',
      { quantity: 2, contSalesOutOfStock: false, whenSoldOut: 'Continue selling' },
      undefined,
      2,
    ],
    ['a digital product', { quantity: 0, IsDigitalProduct: true }, undefined, undefined],
    ['a count not known', {}, undefined, undefined],
    ['a fractional count', { quantity: 2.5 }, undefined, undefined],
    ['a variant by sku', shirt, { sku: 'S-BLUE' }, 1],
    ['a sold-out variant', shirt, { sku: 'M-BLUE', quantity: 3 }, 0],
    ['a variant by size and colour', shirt, { size: 'L', color: 'Red' }, 3],
    ['a variant without a count', shirt, { sku: 'XL-RED' }, undefined],
    ["the product's own sku", shirt, { sku: 'SHIRT' }, 9],
    ['a variant without identity', shirt, {}, 9],
  ])('%s', (_, product, variant, limit) => {
    expect(stockLimit(product, variant)).toBe(limit);
  });

  const count = fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), fc.constant(undefined));
  const variants = fc.array(
    fc.record({ sku: fc.constantFrom('A', 'B', 'C'), quantity: count }, { requiredKeys: ['sku'] }),
    { maxLength: 4 },
  );

  it('is a whole number of units, 0 or more, or not limited', () => {
    fc.assert(
      fc.property(count, variants, fc.option(fc.constantFrom('A', 'B', 'Z')), (quantity, variant, sku) => {
        const limit = stockLimit({ quantity, productVariant: { variant } }, sku ? { sku } : undefined);
        if (limit !== undefined) expect(Number.isSafeInteger(limit) && limit >= 0).toBe(true);
      }),
    );
  });

  it("takes the first variant of the line's sku, else the product", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        variants,
        fc.constantFrom('A', 'B', 'Z'),
        (quantity, variant, sku) => {
          const match = variant.find((v) => v.sku === sku);
          const units = match ? match.quantity : quantity;
          const expected =
            typeof units === 'number' && Number.isSafeInteger(units) ? Math.max(0, units) : undefined;
          expect(stockLimit({ quantity, productVariant: { variant } }, { sku })).toBe(expected);
        },
      ),
    );
  });

  it('never limits what the store sells on when sold out, or a digital product', () => {
    fc.assert(
      fc.property(
        count,
        variants,
        fc.constantFrom('A', 'B'),
        fc.boolean(),
        (quantity, variant, sku, digital) => {
          const product = digital
            ? { quantity, IsDigitalProduct: true, productVariant: { variant } }
            : { quantity, whenSoldOut: 'Continue selling', productVariant: { variant } };
          expect(stockLimit(product, { sku })).toBeUndefined();
        },
      ),
    );
  });
});
