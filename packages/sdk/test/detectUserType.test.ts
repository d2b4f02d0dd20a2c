import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectUserType } from '../src/detectUserType';

describe('detectUserType', () => {
  it.each([
    ['/customer/orders', 'customer'],
    ['/merchant/products/12', 'merchant'],
    ['/admin/stores', 'admin'],
    ['/shipping-partner/orders', 'shipping-partner'],
    ['/shippingpartner/orders', 'shipping-partner'],
    ['/admin/merchant/12', 'admin'],
    ['/store/merchant/customer', 'merchant'],
    ['/store/customer/merchant', 'customer'],
    ['/x/admin', 'admin'],
    ['/merchant?next=/admin', 'merchant'],
    ['/', ''],
    ['', ''],
    ['/about/us', ''],
    ['/Customer/orders', ''],
    ['/customers', ''],
    ['/constructor/toString', ''],
  ] as const)('%s -> %j', (path, type) => {
    expect(detectUserType(path)).toBe(type);
  });

  const segment = fc.constantFrom('customer', 'merchant', 'admin', 'shipping-partner', 'shippingpartner');
  const other = fc
    .stringMatching(/^[a-z0-9-]{1,12}$/)
    .filter((s) => !['customer', 'merchant', 'admin', 'shipping-partner', 'shippingpartner'].includes(s));

  it('gives admin whenever the first segment is admin', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(segment, other)), (rest) => {
        expect(detectUserType(`/admin/${rest.join('/')}`)).toBe('admin');
      }),
    );
  });

  it('otherwise gives the first matching segment', () => {
    fc.assert(
      fc.property(fc.array(other), segment, fc.array(fc.oneof(segment, other)), (before, hit, after) => {
        fc.pre(before.length > 0 || hit !== 'admin');
        const expected = hit === 'shippingpartner' ? 'shipping-partner' : hit;
        expect(detectUserType(`/${[...before, hit, ...after].join('/')}`)).toBe(expected);
      }),
    );
  });

  it('gives an empty type when no segment matches', () => {
    fc.assert(
      fc.property(fc.array(other), (segments) => {
        expect(detectUserType(`/${segments.join('/')}`)).toBe('');
      }),
    );
  });
});
