// lowStockItems: which stocks of a product are at or under their alert, a variant's own alert before the
// product's, and (property) a stock is listed exactly when it has an alert and is at or under it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowStockItems } from '../../src/domain/lowStockItems';

describe('lowStockItems', () => {
  it('lists the variant at 0 under the product alert of 3, though the product holds 8 in all', () => {
    const product = {
      quantity: 8,
      stockAlertUnits: 3,
      productVariant: {
        variant: [
          { sku: 'M-RED', size: 'M', color: 'Red', quantity: 0 },
          { sku: 'L-RED', size: 'L', color: 'Red', quantity: 8 },
        ],
      },
    };
    expect(lowStockItems(product)).toEqual([{ sku: 'M-RED', variantName: 'M / Red', quantity: 0, alert: 3 }]);
  });

  it("takes a variant's own alert before the product's, and none without any alert", () => {
    const variants = [
      { sku: 'A', quantity: 5, stockAlertUnits: 6 },
      { sku: 'B', quantity: 2, stockAlertUnits: 1 },
      { sku: 'C', quantity: 0 },
    ];
    expect(lowStockItems({ quantity: 7, productVariant: { variant: variants } })).toEqual([
      { sku: 'A', quantity: 5, alert: 6 },
    ]);
    expect(lowStockItems({ quantity: 7, stockAlertUnits: 2, productVariant: { variant: variants } })).toEqual(
      [
        { sku: 'A', quantity: 5, alert: 6 },
        { sku: 'C', quantity: 0, alert: 2 },
      ],
    );
  });

  it('checks a product without variants against its own alert, and never a digital one', () => {
    expect(lowStockItems({ quantity: 3, stockAlertUnits: 3 })).toEqual([{ quantity: 3, alert: 3 }]);
    expect(lowStockItems({ quantity: 4, stockAlertUnits: 3 })).toEqual([]);
    expect(lowStockItems({ quantity: 0 })).toEqual([]);
    expect(lowStockItems({ quantity: 0, stockAlertUnits: 3, IsDigitalProduct: true })).toEqual([]);
  });

  it('lists exactly the variants with an alert at or above their stock', () => {
    const variant = fc.record(
      { quantity: fc.nat(20), stockAlertUnits: fc.option(fc.nat(20), { nil: undefined }) },
      { requiredKeys: ['quantity'] },
    );
    fc.assert(
      fc.property(
        fc.array(variant, { minLength: 1, maxLength: 8 }),
        fc.option(fc.nat(20), { nil: undefined }),
        (vs, alert) => {
          const variants = vs.map((v, i) => ({ ...v, sku: `V${i}` }));
          const low = lowStockItems({ stockAlertUnits: alert, productVariant: { variant: variants } });
          const expected = variants.filter((v) => {
            const a = v.stockAlertUnits ?? alert;
            return a !== undefined && v.quantity <= a;
          });
          expect(low.map((l) => l.sku)).toEqual(expected.map((v) => v.sku));
        },
      ),
    );
  });
});
