import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineKey, cartLineVariant } from '../../src/domain/cartLineKey';

describe('cartLineVariant', () => {
  it.each([
    [
      { sku: 'TEE' },
      { sku: 'TEE-RED-M', size: 'M', color: 'Red' },
      { sku: 'TEE-RED-M', size: 'M', color: 'Red' },
    ],
    [{ sku: 'TEE' }, { size: 'M', color: '' }, { size: 'M' }],
    [{ sku: 'TEE' }, undefined, { sku: 'TEE' }],
    [{ sku: 'TEE' }, null, { sku: 'TEE' }],
    [{}, undefined, {}],
    [{ sku: '' }, undefined, {}],
  ])('%j with %j -> %j', (product, variant, line) => {
    expect(cartLineVariant(product, variant)).toEqual(line);
  });

  const text = fc.option(fc.constantFrom('A', 'B', 'M', 'Red', ''), { nil: undefined });
  const variant = fc.record({ sku: text, size: text, color: text });

  it('keeps the line of the chosen variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), text, variant, (id, sku, chosen) => {
        const line = { id, productVariant: { ...cartLineVariant({ sku }, chosen), quantity: 1 } };
        expect(cartLineKey(line)).toBe(cartLineKey({ id, productVariant: chosen }));
      }),
    );
  });

  it('makes a product without a variant one line, with or without its own sku', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.constantFrom('TEE', 'TEA'), (id, sku) => {
        const line = { id, productVariant: { ...cartLineVariant({ sku }), quantity: 1 } };
        expect(cartLineKey(line)).toBe(cartLineKey({ id, productVariant: { sku } }));
      }),
    );
  });
});
