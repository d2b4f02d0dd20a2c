// The confirmation after the card provider's page: it checks the payment before saying anything about it.
// Declined: the reason, nothing charged, the checkout kept unpaid with Pay now. Approved but not recorded: the failure and a
// retry. Recorded already (a reload): received, once.
import { getCart } from '@marketplace/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentOf, watchProviderRedirect } from './providerPayment';
import { messageLines, renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();
const provider = watchProviderRedirect(ctx);

const cartLines = async (app: Awaited<ReturnType<typeof renderApp>>) =>
  (await getCart(app.client, { as: 'customer' })).data.cartItemsList
    .map((line) => `${line.id}:${line.productVariant.sku ?? ''}×${line.productVariant.quantity}`)
    .sort();

describe('ConfirmationScreen', () => {
  it('says a declined payment was declined, keeps the checkout unpaid, and Pay now pays it with another card', async () => {
    const { reference } = await provider.placeFromReview();
    const app = await provider.decideAndReturn(reference, 'decline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment declined' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your card payment was declined: Insufficient funds. You have not been charged.',
    );
    expect(screen.queryByText(/received your payment/)).toBeNull();
    // The orders wait as one checkout; the cart stays empty (no second copy of the same items).
    expect(await cartLines(app)).toEqual([]);
    const first = paymentOf(ctx, reference);
    expect(first?.transactionId).toBeUndefined();
    expect(await screen.findByText(/Not paid yet: ₦[\d,.]+ for ORD-/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel orders' })).toBeTruthy();
    expect(messageLines(app.messages)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^Pay now ₦/ }));
    await waitFor(() => expect(provider.redirect).toHaveBeenCalledTimes(2));
    const again = new URL(String(provider.redirect.mock.calls[1]?.[0]));
    const second = decodeURIComponent(again.pathname.split('/sandbox/pay/')[1] ?? '');
    expect(second).not.toBe(reference);
    expect(paymentOf(ctx, second)?.orderIds).toEqual(first?.orderIds);
    await provider.decideAndReturn(second, 'approve');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
  });

  it('shows why an approved payment was not recorded and records it on "Try again"', async () => {
    const { reference } = await provider.placeFromReview();
    ctx.sandbox.faults.set('createCustomerTransaction', {
      status: 500,
      message: 'Provider unreachable',
      times: 1,
    });
    await provider.decideAndReturn(reference, 'approve');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment is approved' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Provider unreachable');
    expect(screen.queryByText(/received your payment/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    await waitFor(() => expect(paymentOf(ctx, reference)?.transactionId).toBeDefined());
  });

  it('counts a payment recorded already (a reload of the page) as received, and records it once', async () => {
    const { reference } = await provider.placeFromReview();
    await provider.decideAndReturn(reference, 'approve');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    const back = new URL(ctx.sandbox.decidePayment(reference, 'approve')?.location ?? '');
    cleanup();
    await renderApp(back.pathname + back.search);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    // Recorded once: the reload only read it.
    const records = ctx.requests.filter(
      (r) => r.method === 'POST' && r.url.endsWith('/transactions/customer/transaction'),
    );
    expect(records).toHaveLength(1);
  });

  it('says what went wrong when the payment cannot be checked, and checks again', async () => {
    const { reference } = await provider.placeFromReview();
    ctx.sandbox.faults.set('verifyProductPayment', { status: 500, message: 'Try later', times: 1 });
    await provider.decideAndReturn(reference, 'approve');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your payment' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
  });
});
