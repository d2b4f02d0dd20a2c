// The gift cards page: the customer's cards sorted (newest first by default) and re-sorted on demand,
// filtered by status; buying a card (paid on the card provider's page, approved or declined through the
// sandbox's control) and the client-side checks of the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchProviderRedirect } from './providerPayment';
import { renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();
const provider = watchProviderRedirect(ctx);

interface CardRow {
  code: string;
  amount: number;
  status: string;
  paymentReference?: string;
}

/** The gift card a payment buys, as the sandbox has it (its table's type is not among the dist's). */
const cardPaidBy = (reference: string) =>
  (
    ctx.sandbox.db as unknown as {
      table(name: 'giftCards'): { find(match: (row: CardRow) => boolean): CardRow | undefined };
    }
  )
    .table('giftCards')
    .find((card) => card.paymentReference === reference);

/** The codes in the table, top to bottom. */
function codes(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

async function table() {
  await screen.findByRole('table', {});
}

describe('GiftCardsScreen', () => {
  it('lists the cards newest first, then in the order asked for', async () => {
    await renderApp('/customer/gift-cards');
    await table();
    expect(codes()).toEqual(['GIFT-DEMO-5000', 'GC-BH4W-2AWU', 'GC-BHBZ-C6GN', 'GC-BWX5-7C7W']);
    expect(screen.getByRole('table').textContent).toContain('Active');

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'ASC' } });
    await waitFor(() =>
      expect(codes()).toEqual(['GC-BWX5-7C7W', 'GC-BHBZ-C6GN', 'GC-BH4W-2AWU', 'GIFT-DEMO-5000']),
    );

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'amount' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'DESC' } });
    await waitFor(() =>
      expect(codes()).toEqual(['GC-BH4W-2AWU', 'GC-BWX5-7C7W', 'GC-BHBZ-C6GN', 'GIFT-DEMO-5000']),
    );
    const asked = ctx.requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith('/gift-card/my-cards'));
    expect(asked.at(-1)?.searchParams.get('sortBy')).toBe('amount');
    expect(asked.at(-1)?.searchParams.get('order')).toBe('DESC');
  });

  it('filters the cards by status', async () => {
    await renderApp('/customer/gift-cards');
    await table();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    await waitFor(() => expect(codes()).toEqual(['GIFT-DEMO-5000', 'GC-BH4W-2AWU']));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'disabled' } });
    expect(await screen.findByRole('heading', { name: 'No disabled gift cards' })).toBeTruthy();
  });

  it('buys a card, pays for it and shows it active at the top of the list', async () => {
    await renderApp('/customer/gift-cards');
    await table();
    const form = await screen.findByRole('region', { name: 'Buy a gift card' });
    fireEvent.change(within(form).getByLabelText('Value in naira'), { target: { value: '25000' } });
    fireEvent.change(within(form).getByLabelText("Recipient's name (optional)"), {
      target: { value: 'Tunde Bakare' },
    });
    fireEvent.change(within(form).getByLabelText("Recipient's email (optional)"), {
      target: { value: 'tunde.bakare@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Buy and pay by card' }));
    // Off to the provider's page; the card waits, pending, for its payment.
    const { reference } = await provider.page();
    const card = cardPaidBy(reference);
    const code = card?.code ?? '';
    expect([card?.status, card?.amount]).toEqual(['pending', 25000]);

    // Approved: back on the gift cards page, which checks and records the payment: the card is active.
    await provider.decideAndReturn(reference, 'approve');
    const region = await screen.findByRole('region', { name: 'Buy a gift card' });
    expect(
      await within(region).findByText(
        /Payment received: your gift card for ₦25,000\.00 is paid and ready to use/,
      ),
    ).toBeTruthy();
    await table();
    await waitFor(() => expect(codes()[0]).toBe(code));
    const row = within(screen.getByRole('table')).getByText(code).closest('tr') as HTMLElement;
    await waitFor(() => expect(row.textContent).toContain('Active'));
    expect(row.textContent).toContain('₦25,000.00');
  });

  it('says a declined gift card payment was declined and leaves the card unpaid', async () => {
    await renderApp('/customer/gift-cards');
    const form = await screen.findByRole('region', { name: 'Buy a gift card' });
    fireEvent.change(within(form).getByLabelText('Value in naira'), { target: { value: '5000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buy and pay by card' }));
    const { reference } = await provider.page();
    await provider.decideAndReturn(reference, 'decline');
    const alert = await screen.findByText(
      /Your card payment was declined: Insufficient funds\. You have not been charged/,
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(cardPaidBy(reference)?.status).toBe('pending');
  });

  it('checks the purchase on the client before sending it', async () => {
    await renderApp('/customer/gift-cards');
    await table();
    const form = await screen.findByRole('region', { name: 'Buy a gift card' });
    const before = ctx.requests.length;
    fireEvent.change(within(form).getByLabelText("Recipient's email (optional)"), {
      target: { value: 'not an email' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Buy and pay by card' }));
    await within(form).findByText('Enter the value of the card in naira');
    expect(within(form).getByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    expect(ctx.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows that no card is applied to the cart', async () => {
    await renderApp('/customer/gift-cards');
    const applied = await screen.findByRole('region', { name: 'Applied to your cart' });
    await within(applied).findByText(/No gift card is applied to your cart/);
  });
});
