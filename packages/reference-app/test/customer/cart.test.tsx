// The customer's server-synced cart: its lines and totals, quantity changes that reach the server, coupon
// and gift card codes whose server messages arrive on the channel, and the empty state.
import { getCart } from '@marketplace/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInDemoCustomer, messageLines, renderApp, setupCustomerSandbox } from './support';

setupCustomerSandbox();

async function lines() {
  const section = await screen.findByRole('region', { name: /items?$/ });
  await within(section).findByRole('article', { name: 'Hisense 43 Inch Smart TV' });
  return section;
}

const summaryRow = (label: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Order summary' }))
    .getByText(label)
    .closest('div')?.textContent ?? '';

describe('CustomerCartScreen', () => {
  it("shows the customer's server cart with its totals", async () => {
    await renderApp('/customer/cart');
    const section = await lines();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('3 items');
    expect(within(section).getByRole('article', { name: 'Ankara Print Midi Dress' }).textContent).toContain(
      'Adaeze Styles',
    );
    expect(summaryRow('Subtotal')).toContain('₦585,500.00');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/customer/checkout',
    );
  });

  it('changes a quantity at once and on the server', async () => {
    const app = await renderApp('/customer/cart');
    const section = await lines();
    const dress = within(section).getByRole('article', { name: 'Ankara Print Midi Dress' });
    fireEvent.click(
      within(dress).getByRole('button', { name: 'Increase Quantity of Ankara Print Midi Dress' }),
    );
    await waitFor(() => expect(summaryRow('Subtotal')).toContain('₦601,000.00'));
    await waitFor(async () => {
      const { data } = await getCart(app.client, { as: 'customer' });
      expect(data.cartItemsList.find((line) => line.id === 1)?.productVariant.quantity).toBe(2);
    });
  });

  it('says shipping is free once a store’s items reach ₦100,000, not ₦0.00', async () => {
    await renderApp('/customer/cart');
    const section = await lines();
    // Adaeze Styles ships from Lagos to the default address in Lagos; the TVs' part is free already.
    await waitFor(() => expect(summaryRow('Shipping')).toContain('₦1,700.00'));
    const field = within(section).getByLabelText('Quantity of Ankara Print Midi Dress');
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // 7 × ₦15,500 = ₦108,500 of the store's items: free delivery, and the total holds no fee.
    await waitFor(() => expect(summaryRow('Subtotal')).toContain('₦678,500.00'));
    await waitFor(() => expect(summaryRow('Shipping')).toBe('ShippingFree'));
    expect(summaryRow('Total')).toContain('₦678,500.00');
  });

  it('applies a coupon and a gift card; the server messages arrive on the channel', async () => {
    const app = await renderApp('/customer/cart');
    await lines();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'SALLAH10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(messageLines(app.messages)).toContain('error: Coupon has expired'));
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('SALLAH10');
    // The reason shows beside the field too, tied to it, not only in a toast at the top of the page.
    const couponField = screen.getByLabelText('Coupon code');
    expect(await screen.findByText('Coupon has expired', { selector: '.field__error' })).toBeTruthy();
    expect(couponField.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(couponField.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Coupon has expired',
    );
    fireEvent.change(screen.getByLabelText('Gift card code'), { target: { value: 'GIFT-NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    const giftField = screen.getByLabelText('Gift card code');
    await waitFor(() => expect(giftField.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(giftField.getAttribute('aria-describedby') ?? '')?.textContent).not.toBe(
      '',
    );

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(messageLines(app.messages)).toContain('success: Coupon applied successfully'));
    await waitFor(() => expect(summaryRow(/Discount/)).toContain('-₦58,550.00'));

    fireEvent.change(screen.getByLabelText('Gift card code'), { target: { value: 'GIFT-DEMO-5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(summaryRow('Gift card GIFT-DEMO-5000')).toContain('-₦5,000.00'));
  });

  it('shows the empty state once every line is removed', async () => {
    await renderApp('/customer/cart');
    const section = await lines();
    for (const name of ['Ankara Print Midi Dress', 'Hisense 43 Inch Smart TV']) {
      const line = within(section).getByRole('article', { name });
      fireEvent.click(within(line).getByRole('button', { name: /Remove/ }));
    }
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });
});

describe('the merge of a guest cart at login', () => {
  it('says which lines changed: a line over the stock is cut, not dropped', async () => {
    const app = await renderApp('/cart', { loggedIn: false });
    // A guest cart kept from before lines carried their stock: 200 teas, 134 in stock.
    act(() =>
      app.store.getState().setCart((cart) => ({
        ...cart,
        items: [
          {
            id: 56,
            name: 'Lipton Yellow Label Tea (100 Bags)',
            productVariant: { sku: 'ZUM-GRO-0056', quantity: 200 },
            pricing: [{ sellingPrice: 3600 }],
          },
        ],
      })),
    );
    await act(() => logInDemoCustomer(app.client));
    const notice = await screen.findByRole('status', { name: 'Your cart changed when you logged in' });
    expect(notice.textContent).toContain(
      'Lipton Yellow Label Tea (100 Bags): 200 → 134, all that is in stock',
    );
    const tea = await screen.findByRole('article', { name: 'Lipton Yellow Label Tea (100 Bags)' });
    expect(
      (within(tea).getByLabelText('Quantity of Lipton Yellow Label Tea (100 Bags)') as HTMLInputElement)
        .value,
    ).toBe('134');
    // The account's saved lines joined the guest's tea: said on arrival, with what they cost.
    const saved = within(notice).getByRole('list', { name: 'Added from your account' });
    expect(
      within(saved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ankara Print Midi Dress × 1: ₦15,500.00', 'Hisense 43 Inch Smart TV × 2: ₦570,000.00']);
    expect(notice.textContent).toContain('We added 3 items saved in your account (₦585,500.00).');
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Your cart changed when you logged in' })).toBeNull();
  });
});
