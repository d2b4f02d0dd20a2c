import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logInCustomer, renderApp, setupSandbox, table } from './support';

const ctx = setupSandbox();

const DRESS = 'Ankara Print Midi Dress';
const PHONE = 'Samsung Galaxy A15 128GB';

afterEach(() => localStorage.removeItem('marketplace.wishlist'));

/** The saved items' cards, by their names. */
function savedNames(): string[] {
  const list = screen.getByRole('list', { name: 'Saved items' });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** Saves the product of the demo customer's account on the server. */
function saveOnServer(productId: number) {
  const me = table(ctx.sandbox, 'users')
    .all()
    .find((u) => u.email === 'customer@demo.test');
  table(ctx.sandbox, 'savedProducts').insert({
    customerId: me?.id,
    productId,
    savedAt: '2026-10-30T10:00:00.000Z',
  });
}

describe('the wishlist', () => {
  it('a guest saves from the product page, follows the toast to the saved items and removes it', async () => {
    const app = renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: DRESS });
    const save = screen.getByRole('button', { name: `Save ${DRESS}` });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    const saved = await screen.findByRole('button', { name: `Saved: ${DRESS}` });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText(`Saved ${DRESS}`)).toBeTruthy();

    fireEvent.click(within(toasts).getByRole('link', { name: 'View saved items' }));
    await screen.findByRole('heading', { level: 1, name: 'Saved items' });
    expect(app.location()).toBe('/saved');
    await waitFor(() => expect(savedNames()).toEqual([DRESS]));
    expect(screen.getByText(/Saved on this device/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Remove ${DRESS} from saved items` }));
    expect(await screen.findByRole('heading', { name: 'No saved items yet' })).toBeTruthy();
  });

  it('a guest saves from a card of the search results, and the header leads to the saved items', async () => {
    renderApp('/search?q=samsung');
    fireEvent.click(await screen.findByRole('button', { name: `Save ${PHONE}` }));
    expect(
      (await screen.findByRole('button', { name: `Saved: ${PHONE}` })).getAttribute('aria-pressed'),
    ).toBe('true');
    const header = screen.getByRole('navigation', { name: 'Account' });
    fireEvent.click(within(header).getByRole('link', { name: 'Saved items' }));
    await screen.findByRole('heading', { level: 1, name: 'Saved items' });
    await waitFor(() => expect(savedNames()).toEqual([PHONE]));
  });

  it("shows a customer's saved items from the account: sold out and no longer sold are marked", async () => {
    const session = await logInCustomer();
    const products = table(ctx.sandbox, 'products');
    const phone = products.all().find((p) => p.name === PHONE);
    const gone = products.all().find((p) => p.name === 'iPhone 15 Pro 256GB');
    if (!phone || !gone) throw new Error('no seeded products');
    saveOnServer(1);
    saveOnServer(phone.id as number);
    saveOnServer(gone.id as number);
    products.update(phone.id as number, {
      quantity: 0,
      contSalesOutOfStock: false,
      whenSoldOut: 'Stop selling',
    });
    products.update(gone.id as number, { deleted: true });

    renderApp('/saved', { session });
    await screen.findByRole('heading', { level: 1, name: 'Saved items' });
    await waitFor(() => expect(savedNames()).toHaveLength(3));
    expect(screen.queryByText(/Saved on this device/)).toBeNull();
    const list = screen.getByRole('list', { name: 'Saved items' });
    const goneCard = within(list)
      .getByRole('heading', { name: gone.name as string })
      .closest('li') as HTMLElement;
    expect(within(goneCard).getByText('No longer sold')).toBeTruthy();
    expect(within(goneCard).queryByRole('button', { name: /add to cart/i })).toBeNull();
    const phoneCard = within(list).getByRole('heading', { name: PHONE }).closest('li') as HTMLElement;
    expect(within(phoneCard).getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(
      within(list)
        .getByRole('button', { name: `Saved: ${DRESS}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(within(goneCard).getByRole('button', { name: `Remove ${gone.name} from saved items` }));
    await waitFor(() => expect(savedNames()).toHaveLength(2));
  });

  it("a customer's empty list says so, and the account links to it", async () => {
    const session = await logInCustomer();
    renderApp('/customer', { session });
    const account = await screen.findByRole('navigation', { name: 'Your account' });
    fireEvent.click(within(account).getByRole('link', { name: /Saved items/ }));
    expect(await screen.findByRole('heading', { name: 'No saved items yet' })).toBeTruthy();
  });
});
