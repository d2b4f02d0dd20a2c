// The checkout's review prices the order on the server (simulate-order) before it is placed: its lines,
// shipping, discount and total; what changed against the cart, said plainly; the Place order button
// charges the server's total; a failure says why and prices again on demand.
import { applyCoupon, getCart } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();

/** The review's priced part. */
async function pricedPart(): Promise<HTMLElement> {
  const review = await screen.findByRole('region', { name: 'Review your order' });
  return within(review).getByRole('region', { name: 'Your order, priced by the stores' });
}

function amount(part: HTMLElement, term: string): string {
  return within(part).getByText(term).nextElementSibling?.textContent ?? '';
}

describe('CheckoutReview: the order priced by the server', () => {
  it('shows the lines and totals the server charges, the same as the cart, and places for that total', async () => {
    await renderApp('/customer/checkout?step=review');
    const part = await pricedPart();
    const lines = await within(part).findByRole('list', { name: 'Priced lines' });
    expect(within(lines).getByText('Ankara Print Midi Dress × 1')).toBeTruthy();
    expect(within(lines).getByText('Hisense 43 Inch Smart TV × 2')).toBeTruthy();
    expect(amount(part, 'Subtotal')).toBe('₦585,500.00');
    const total = amount(part, 'Total to pay');
    expect(within(part).getByText('Same as your cart shows.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getByText('Total').closest('div')?.textContent).toContain(total),
    );
    const place = screen.getByRole('button', { name: /Place order and pay/ });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    expect(place.textContent).toBe(`Place order and pay ${total}`);
    expect(ctx.requests.filter((r) => r.url.includes('/ordertracking/simulate-order'))).toHaveLength(1);
  }, 30000);

  it('says what changed when the server prices it otherwise, and charges the server’s total', async () => {
    const app = await renderApp('/customer/checkout?step=payment');
    await screen.findByRole('region', { name: 'Coupons and gift cards' });
    const shownTotal = screen.getByRole('link', { name: /^Total ₦/ }).textContent ?? '';
    // A coupon applied from another tab: this page's cart does not know it yet, the server does.
    const { data: cart } = await getCart(app.client, { as: 'customer' });
    await applyCoupon(app.client, {
      as: 'customer',
      body: {
        code: 'WELCOME10',
        cartItems: cart.cartItemsList.map((item) => ({
          productId: item.id,
          quantity: item.productVariant.quantity,
          ...(item.productVariant.sku ? { sku: item.productVariant.sku } : {}),
        })),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    const part = await pricedPart();
    const note = await within(part).findByText(/^The price changed since your cart showed it/);
    const changes = note.closest('div')?.textContent ?? '';
    expect(changes).toContain('Discounts and gift cards: ₦58,550.00 (your cart showed ₦0.00)');
    expect(changes).toMatch(/Total: ₦[\d,.]+ \(your cart showed ₦[\d,.]+\)/);
    const total = amount(part, 'Total to pay');
    expect(shownTotal).not.toContain(total);
    const place = screen.getByRole('button', { name: /Place order and pay/ });
    expect(place.textContent).toBe(`Place order and pay ${total}`);
  }, 30000);

  it('says why the order could not be priced, keeps Place order off, and prices it again on demand', async () => {
    ctx.sandbox.faults.set('simulateOrder', { status: 500, message: 'Pricing service down', times: 1 });
    await renderApp('/customer/checkout?step=review');
    const part = await pricedPart();
    const alert = await within(part).findByRole('alert');
    expect(alert.textContent).toContain('Your order could not be priced: Pricing service down.');
    const place = screen.getByRole('button', { name: /Place order and pay/ });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Price it again' }));
    await within(part).findByText('Same as your cart shows.');
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
  }, 30000);
});
