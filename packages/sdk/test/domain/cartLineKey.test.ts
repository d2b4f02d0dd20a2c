import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineKey } from '../../src/domain/cartLineKey';

describe('cartLineKey', () => {
  it.each([
    [{ id: 12, productVariant: { sku: 'TEE-RED-M', quantity: 1 } }, '12#sku=TEE-RED-M'],
    [
      { id: 12, productVariant: { sku: 'TEE-RED-M', size: 'M', color: 'Red', quantity: 1 } },
      '12#sku=TEE-RED-M',
    ],
    [{ id: 12, productVariant: { size: 'M', color: 'Red', quantity: 1 } }, '12#size=M&color=Red'],
    [{ id: 12, productVariant: { color: 'Red', quantity: 1 } }, '12#color=Red'],
    [{ id: 12, productVariant: { sku: '', size: 'L', quantity: 1 } }, '12#size=L'],
    [{ id: 12, productVariant: { quantity: 1 } }, '12'],
    [{ id: '12', productVariant: null }, '12'],
    [{ id: 12, productVariant: { sku: 'a#b&c=d', quantity: 1 } }, '12#sku=a%23b%26c%3Dd'],
  ])('%j -> %s', (item, key) => {
    expect(cartLineKey(item)).toBe(key);
  });

  it('makes the same product in two sizes two lines', () => {
    const m = cartLineKey({ id: 5, productVariant: { size: 'M', quantity: 1 } });
    const l = cartLineKey({ id: 5, productVariant: { size: 'L', quantity: 1 } });
    expect(m).not.toBe(l);
  });

  const text = fc.option(
    fc.string({ maxLength: 4, unit: fc.constantFrom('a', '#', '&', '=', '%', 'é', '') }),
    {
      nil: undefined,
    },
  );
  const identity = fc.record({
    id: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom('1', '2', 'a#b')),
    productVariant: fc.record({ sku: text, size: text, color: text, quantity: fc.constant(1) }),
  });
  type Identity = typeof identity extends fc.Arbitrary<infer T> ? T : never;

  /** What makes two lines the same, written out plainly. */
  const sameLine = (a: Identity, b: Identity): boolean => {
    if (String(a.id) !== String(b.id)) return false;
    const [va, vb] = [a.productVariant, b.productVariant];
    if (va.sku || vb.sku) return (va.sku || '') === (vb.sku || '');
    return (va.size || '') === (vb.size || '') && (va.color || '') === (vb.color || '');
  };

  it('gives two items the same key exactly when they are the same line', () => {
    fc.assert(
      fc.property(identity, identity, (a, b) => {
        expect(cartLineKey(a) === cartLineKey(b)).toBe(sameLine(a, b));
      }),
    );
  });
});
