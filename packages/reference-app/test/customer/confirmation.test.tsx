// The confirmation after the card provider's page: it checks the payment before saying anything about it.
// Declined: the reason, nothing charged, the cart as it was. Approved but not recorded: the failure and a
// retry. Recorded already (a reload): received, once.
import { getCart } from '@marketplace/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  it('says a declined payment was declined, with the reason, and the cart is as it was', async () => {
    const before = await cartLines(await renderApp('/customer/cart'));
    cleanup();
    const { reference } = await provider.placeFromReview();
    const app = await provider.decideAndReturn(reference, 'decline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment declined' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Your card payment was declined: Insufficient funds. You have not been charged and your cart is as you left it.',
    );
    expect(within(alert).getByRole('link', { name: 'Try again at checkout' }).getAttribute('href')).toBe(
      '/customer/checkout',
    );
    expect(within(alert).getByRole('link', { name: 'Back to my cart' }).getAttribute('href')).toBe(
      '/customer/cart',
    );
    expect(screen.queryByText(/received your payment/)).toBeNull();
    expect(await cartLines(app)).toEqual(before);
    // Nothing was recorded.
    const payment = paymentOf(ctx, reference);
    expect(payment?.transactionId).toBeUndefined();
    expect(messageLines(app.messages)).toEqual([]);
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
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 10000 }),
    ).toBeTruthy();
    await waitFor(() => expect(paymentOf(ctx, reference)?.transactionId).toBeDefined());
  });

  it('counts a payment recorded already (a reload of the page) as received, and records it once', async () => {
    const { reference } = await provider.placeFromReview();
    await provider.decideAndReturn(reference, 'approve');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 10000 }),
    ).toBeTruthy();
    const back = new URL(ctx.sandbox.decidePayment(reference, 'approve')?.location ?? '');
    cleanup();
    await renderApp(back.pathname + back.search);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 10000 }),
    ).toBeTruthy();
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
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 10000 }),
    ).toBeTruthy();
  });
});
