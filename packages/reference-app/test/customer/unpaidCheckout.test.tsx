// A checkout the shopper did not pay (they left the card page): one card in their orders with Pay now and
// Cancel, the same on an empty cart (Back from the card page is no dead end); and a paid order cancelled
// before it ships, with a reason, refunded.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentOf, watchProviderRedirect } from './providerPayment';
import { renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();
const provider = watchProviderRedirect(ctx);

type OrderRowView = { id: number; status?: string; total: number; orderName: string };
const order = (id: number) =>
  (ctx.sandbox.db as unknown as { table(name: 'orders'): { get(id: number): OrderRowView | undefined } })
    .table('orders')
    .get(id);

/** The checkout card of My orders (an unpaid checkout is one card, whatever its number of orders). */
const checkoutCard = async () =>
  (await screen.findByRole('heading', { name: 'Checkout waiting for payment' })).closest('li') as HTMLElement;

describe('an unpaid checkout', () => {
  it('is one card in My orders; Cancel asks first, then cancels both orders', async () => {
    const { reference } = await provider.placeFromReview();
    const ids = paymentOf(ctx, reference)?.orderIds ?? [];
    expect(ids).toHaveLength(2);
    cleanup();
    await renderApp('/customer/orders');
    const card = await checkoutCard();
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(ids.map((id) => `/customer/orders/${id}`));
    expect(screen.getAllByRole('heading', { name: 'Checkout waiting for payment' })).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel these 2 orders?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(ids.map((id) => order(id)?.status)).toEqual(['pending', 'pending']);

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel orders' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel these 2 orders?' })).getByRole('button', {
        name: 'Cancel orders',
      }),
    );
    await waitFor(() => expect(ids.map((id) => order(id)?.status)).toEqual(['cancelled', 'cancelled']));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Checkout waiting for payment' })).toBeNull(),
    );
  });

  it('waits on the empty cart after Back from the card page, and Pay now starts a new payment of it', async () => {
    const { reference } = await provider.placeFromReview();
    cleanup();
    await renderApp('/customer/cart');
    const notice = (
      await screen.findByRole('heading', { name: 'Your orders are waiting for payment' })
    ).closest('section') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: /^Pay now ₦/ }));
    await waitFor(() => expect(provider.redirect).toHaveBeenCalledTimes(2));
    const url = new URL(String(provider.redirect.mock.calls[1]?.[0]));
    const again = decodeURIComponent(url.pathname.split('/sandbox/pay/')[1] ?? '');
    expect(again).not.toBe(reference);
    expect(paymentOf(ctx, again)?.orderIds).toEqual(paymentOf(ctx, reference)?.orderIds);
  });
});

describe('a paid order before it ships', () => {
  it('is cancelled with a reason and refunded', async () => {
    const { reference } = await provider.placeFromReview();
    await provider.decideAndReturn(reference, 'approve');
    await screen.findByRole('heading', { level: 1, name: 'Payment received' });
    const id = paymentOf(ctx, reference)?.orderIds[0] ?? 0;
    const placed = order(id);
    cleanup();
    await renderApp(`/customer/orders/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this order…' }));
    const submit = await screen.findByRole('button', { name: /^Cancel and refund ₦/ });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Tell the store why you are cancelling');
    expect(order(id)?.status).toBe('pending');
    fireEvent.change(screen.getByLabelText('Why are you cancelling?'), {
      target: { value: 'I ordered the wrong size' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(order(id)?.status).toBe('cancelled'));
    expect(
      await screen.findByText(new RegExp(`refunded ₦[\\d,.]+ on .*\\(RFD-${placed?.orderName}-1\\)`)),
    ).toBeTruthy();
    expect(screen.getByText('I ordered the wrong size')).toBeTruthy();

    // The order page links to its invoice and, refunded, its credit note.
    fireEvent.click(screen.getByRole('link', { name: 'Invoice' }));
    const invoice = await screen.findByRole('article', { name: /^Invoice INV-/ });
    expect(invoice.textContent).toContain('Sold by');
    expect(invoice.textContent).toContain('Delivered to');
    expect(invoice.textContent).toMatch(/Payment: Card \(.+\): paid, then refunded/);
    fireEvent.click(within(invoice).getByRole('link', { name: 'Back to the order' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Credit note' }));
    const note = await screen.findByRole('article', { name: /^Credit note CN-/ });
    expect(within(note).getByText('I ordered the wrong size')).toBeTruthy();
    expect(note.textContent).toContain(`RFD-${placed?.orderName}-1`);
    expect(note.textContent).toContain(
      `Refunded₦${(placed?.total ?? 0).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
    );
  });
});
