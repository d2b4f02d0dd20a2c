// The guest cart page lists the coupons that may apply to its products, each with its terms, and says to
// log in at checkout to use them: a guest cannot apply or check a code.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newClientStore, renderApp, setupSandbox } from './support';

const ctx = setupSandbox();

/** A guest cart of the seed's tea (₦3,600, 2 units) and vegetable oil (₦16,500, 1 unit). */
function guestCart() {
  const store = newClientStore();
  store.getState().setCart((cart) => ({
    ...cart,
    items: [
      {
        id: 56,
        name: 'Lipton Yellow Label Tea (100 Bags)',
        storeName: 'Zuma Foodstuff Abuja',
        productVariant: { sku: 'ZUM-GRO-0056', quantity: 2 },
        pricing: [{ sellingPrice: 3600 }],
      },
      {
        id: 54,
        name: 'Kings Vegetable Oil 5L',
        storeName: 'Zuma Foodstuff Abuja',
        productVariant: { sku: 'ZUM-GRO-0054', quantity: 1 },
        pricing: [{ sellingPrice: 16500 }],
      },
    ],
  }));
  return store;
}

describe('CartScreen: coupons for the cart', () => {
  it("lists the coupons for the cart's products with their terms, to use once logged in", async () => {
    renderApp('/cart', { store: guestCart() });
    const region = await screen.findByRole('region', { name: 'Coupons for your cart' });
    const welcome = (await within(region).findByText('WELCOME10')).closest('li');
    if (!welcome) throw new Error('WELCOME10 is not listed');
    expect(welcome.textContent).toContain('10% off');
    expect(welcome.textContent).toContain('Minimum order ₦5,000.00');
    expect(welcome.textContent).toContain('Ends 1 Mar 2027');
    expect(welcome.textContent).toContain('Log in at checkout to use it.');
    // A guest neither applies nor checks codes (validate-coupon needs the customer).
    expect(within(region).queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(ctx.requests.some((r) => r.url.includes('/coupon/validate-coupon'))).toBe(false);
    const asked = ctx.requests.find((r) => r.url.includes('/coupon/getallcoupons/customers'));
    expect(asked?.headers.get('authorization')).toBeNull();
  });
});
