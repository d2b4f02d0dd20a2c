import { formatMoney } from '@marketplace/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingFeeText } from '../../src/components/shippingFeeText';

describe('shippingFeeText', () => {
  it('says a fee of 0 as "Free", never "₦0.00"', () => {
    expect(shippingFeeText(0)).toBe('Free');
  });

  it('says any other fee in naira as the money formatter does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (kobo) => {
        const fee = kobo / 100;
        expect(shippingFeeText(fee)).toBe(formatMoney(fee));
        expect(shippingFeeText(fee)).not.toBe('Free');
      }),
    );
  });
});
