import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerCartCount, newClientStore, renderApp, setupSandbox } from './support';

setupSandbox();

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

function total(): string {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  // A guest's cart has no shipping yet: its amount is the subtotal, and says so.
  expect(within(summary).queryByText('Total')).toBeNull();
  const term = within(summary).getByText('Subtotal');
  return term.nextElementSibling?.textContent ?? '';
}

describe('CartScreen', () => {
  it('shows the lines and the total, and changes quantities', async () => {
    renderApp('/cart', { store: guestCart() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(total()).toBe('₦23,700.00');
    expect(headerCartCount()).toBe('3');

    const tea = screen.getByRole('article', { name: 'Lipton Yellow Label Tea (100 Bags)' });
    fireEvent.click(
      within(tea).getByRole('button', { name: 'Increase Quantity of Lipton Yellow Label Tea (100 Bags)' }),
    );
    await waitFor(() => expect(total()).toBe('₦27,300.00'));
    expect(headerCartCount()).toBe('4');

    fireEvent.click(
      within(tea).getByRole('button', { name: 'Decrease Quantity of Lipton Yellow Label Tea (100 Bags)' }),
    );
    await waitFor(() => expect(total()).toBe('₦23,700.00'));

    const field = within(tea).getByLabelText('Quantity of Lipton Yellow Label Tea (100 Bags)');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.blur(field);
    await waitFor(() => expect(total()).toBe('₦34,500.00'));
    expect(headerCartCount()).toBe('6');

    const oil = screen.getByRole('article', { name: 'Kings Vegetable Oil 5L' });
    fireEvent.click(within(oil).getByRole('button', { name: /^Remove\s*Kings Vegetable Oil 5L$/ }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kings Vegetable Oil 5L' })).toBeNull());
    expect(total()).toBe('₦18,000.00');
    expect(headerCartCount()).toBe('5');

    fireEvent.click(within(tea).getByRole('button', { name: /^Remove\s*Lipton Yellow Label Tea/ }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(headerCartCount()).toBe('0');
  });

  it('removes a line at quantity 0, says so, and puts it back on Undo', async () => {
    const app = renderApp('/cart', { store: guestCart() });
    const tea = await screen.findByRole('article', { name: 'Lipton Yellow Label Tea (100 Bags)' });
    // The page settles first (a value typed while its first effects are pending would be reset).
    const coupons = screen.getByRole('region', { name: 'Coupons for your cart' });
    await waitFor(() => expect(within(coupons).queryByRole('status')).toBeNull());
    const field = within(tea).getByLabelText('Quantity of Lipton Yellow Label Tea (100 Bags)');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Lipton Yellow Label Tea (100 Bags)' })).toBeNull(),
    );
    expect(headerCartCount()).toBe('1');
    const notice = await screen.findByText(
      /^Removed Lipton Yellow Label Tea \(100 Bags\) \(2\) from your cart\./,
    );
    expect(notice.getAttribute('role')).toBe('status');

    // The last line too: the undo stays beside "Your cart is empty".
    const oil = screen.getByRole('article', { name: 'Kings Vegetable Oil 5L' });
    fireEvent.click(within(oil).getByRole('button', { name: /^Remove\s*Kings Vegetable Oil 5L$/ }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^Undo\s*removing Kings Vegetable Oil 5L$/ }));
    expect(await screen.findByRole('article', { name: 'Kings Vegetable Oil 5L' })).toBeTruthy();
    expect(total()).toBe('₦16,500.00');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(app.store.getState().cart.items.map((i) => [i.id, i.productVariant.quantity])).toEqual([[54, 1]]);
  });

  it('sends the guest to log in, then to checkout', async () => {
    renderApp('/cart', { store: guestCart() });
    const checkout = await screen.findByRole('link', { name: 'Log in to check out' });
    expect(checkout.getAttribute('href')).toBe('/customer/login?next=%2Fcustomer%2Fcheckout');
  });

  it('shows the empty state for an empty cart', async () => {
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });
});

describe('a guest cart honours stock', () => {
  it('never holds more than the product page knows is in stock, and says so beside the button', async () => {
    const app = renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Ankara Print Midi Dress' });
    // S in blue is the first in stock, with one left.
    expect(screen.getByText('Only 1 left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(headerCartCount()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText(
        /Only 1 available: your cart has all 1 of Ankara Print Midi Dress \(S, Blue\)\./,
      ),
    ).toBeTruthy();
    expect(headerCartCount()).toBe('1');
    expect(app.store.getState().cart.items.map((i) => i.productVariant.quantity)).toEqual([1]);

    // On the cart page the line goes no higher than the stock.
    fireEvent.click(screen.getByRole('link', { name: 'View cart and check out' }));
    const dress = await screen.findByRole('article', { name: 'Ankara Print Midi Dress' });
    const more = within(dress).getByRole('button', { name: 'Increase Quantity of Ankara Print Midi Dress' });
    expect((more as HTMLButtonElement).disabled).toBe(true);
    // The page settles first (the coupons for the cart load beside the lines): a value typed while the
    // page's first effects are pending would be reset by the field's own effect.
    const coupons = screen.getByRole('region', { name: 'Coupons for your cart' });
    await waitFor(() => expect(within(coupons).queryByRole('status')).toBeNull());
    const field = within(dress).getByLabelText('Quantity of Ankara Print Midi Dress');
    fireEvent.change(field, { target: { value: '1e3' } });
    fireEvent.blur(field);
    // The note renders after the blur's state update: wait for it (it must say this).
    await waitFor(() =>
      expect(within(dress).getByRole('status').textContent).toBe('Enter a whole number from 1 to 1'),
    );
    expect(app.store.getState().cart.items.map((i) => i.productVariant.quantity)).toEqual([1]);
  });
});
