import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reorderLine } from '../../src/domain/reorderLine';

const stop = 'Stop selling';
const tee = {
  quantity: 9,
  whenSoldOut: stop,
  productVariant: {
    variant: [
      { sku: 'TEE-M', size: 'M', color: 'Red', quantity: 4 },
      { sku: 'TEE-L', size: 'L', color: 'Red', quantity: 0 },
    ],
  },
};

describe('reorderLine', () => {
  it('adds the same variant and quantity when the stock allows', () => {
    const line = reorderLine({ productId: 1, quantity: 2, productVariants: [{ sku: 'TEE-M' }] }, tee);
    expect(line).toEqual({ add: true, variant: tee.productVariant.variant[0], quantity: 2, limited: false });
  });

  it('finds the variant by size and colour when the order kept no sku', () => {
    const line = reorderLine(
      { productId: 1, quantity: 1, productVariants: [{ size: 'M', color: 'Red' }] },
      { ...tee, productVariant: { variant: [{ size: 'M', color: 'Red', quantity: 4 }] } },
    );
    expect(line).toMatchObject({ add: true, quantity: 1 });
  });

  it('cuts the quantity to the stock and says so', () => {
    expect(
      reorderLine({ productId: 1, quantity: 6, productVariants: [{ sku: 'TEE-M' }] }, tee),
    ).toMatchObject({
      add: true,
      quantity: 4,
      limited: true,
    });
  });

  it('says why a line cannot be added', () => {
    expect(reorderLine({ productId: 1, quantity: 1 }, undefined)).toEqual({
      add: false,
      problem: 'unavailable',
    });
    expect(reorderLine({ productId: 1, quantity: 1, productVariants: [{ sku: 'TEE-XL' }] }, tee)).toEqual({
      add: false,
      problem: 'variantGone',
    });
    expect(reorderLine({ productId: 1, quantity: 1, productVariants: [{ sku: 'TEE-L' }] }, tee)).toEqual({
      add: false,
      problem: 'soldOut',
    });
  });

  it('ignores the stock when the store sells on when sold out', () => {
    expect(
      reorderLine({ productId: 1, quantity: 5 }, { quantity: 0, whenSoldOut: 'Continue selling' }),
    ).toEqual({ add: true, variant: undefined, quantity: 5, limited: false });
  });

  it('never adds more than was bought nor more than the stock, and never 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (bought, stock) => {
        const line = reorderLine({ productId: 1, quantity: bought }, { quantity: stock, whenSoldOut: stop });
        if (stock === 0) expect(line).toEqual({ add: false, problem: 'soldOut' });
        else {
          expect(line).toMatchObject({ add: true, quantity: Math.min(bought, stock) });
          expect(line.add && line.limited).toBe(stock < bought);
        }
      }),
    );
  });
});
