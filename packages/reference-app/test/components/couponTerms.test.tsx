// A coupon's terms in the shopper's words: a store's minimum counts that store's items, and a
// buy-X-get-Y coupon, whose offer states its spend, shows no "No minimum" beside it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartCouponItem } from '../../src/components/CartCouponItem';
import { type CartCoupon, couponMinimum } from '../../src/components/couponTerms';

const base = {
  id: 1,
  code: 'ADAEZE2K',
  discountMode: 'Code',
  discountType: 'Fixed',
  discountValue: 2000,
  startDate: '2026-10-01',
  endDate: '2026-12-01',
  minRequireType: 'Amount',
  minRequireValue: 20000,
} as CartCoupon;

describe('coupon terms', () => {
  it("names a store's minimum as that store's items", () => {
    expect(couponMinimum({ ...base, merchantId: 4 }, 'Adaeze Styles')).toBe(
      "Minimum ₦20,000.00 of Adaeze Styles' items",
    );
    expect(
      couponMinimum(
        { ...base, merchantId: 5, minRequireType: 'Quantity', minRequireValue: 3 },
        'Naija Gadgets Hub',
      ),
    ).toBe("At least 3 of Naija Gadgets Hub's items");
    // A platform coupon counts the whole cart.
    expect(couponMinimum(base, 'Adaeze Styles')).toBe('Minimum order ₦20,000.00');
    expect(couponMinimum({ ...base, minRequireType: 'None' })).toBeUndefined();
  });

  it('lists no "No minimum" for a buy-X-get-Y coupon, whose offer states the spend', () => {
    const coupon = {
      ...base,
      code: 'SPEND30',
      discountType: 'BuyXGetY',
      minRequireType: 'None',
      customerReward: 30000,
      rewardValue: 50,
    } as CartCoupon;
    render(
      <MemoryRouter>
        <ul>
          <CartCouponItem coupon={coupon} />
        </ul>
      </MemoryRouter>,
    );
    const item = screen.getByText('SPEND30').closest('li') as HTMLElement;
    expect(item.textContent).toContain('Spend ₦30,000.00, get 50% off');
    expect(item.textContent).not.toContain('No minimum');
    // A Fixed coupon without a minimum still says so.
    render(
      <MemoryRouter>
        <ul>
          <CartCouponItem coupon={{ ...base, code: 'FREE2K', minRequireType: 'None' }} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('No minimum')).toBeTruthy();
  });
});
