// The checkout end to end on the sandbox: a new address, its shipping fee, a coupon and a gift card, the
// order placed, the card provider's page (approved through the sandbox's control), the confirmation, and
// the order in the history with its timeline. Then what the checkout does when a step fails: the error is
// shown and the cart is kept.
import { getCart, getCustomerOrders } from '@marketplace/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentOf, watchProviderRedirect } from './providerPayment';
import { messageLines, renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();

const provider = watchProviderRedirect(ctx);

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function applyCode(label: string, button: string, code: string) {
  fill(label, code);
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(''));
}
const providerPage = () => provider.page();
const decideAndReturn = (reference: string, decision: 'approve' | 'decline') =>
  provider.decideAndReturn(reference, decision);

describe('CheckoutScreen', () => {
  it('adds an address, prices shipping, applies WELCOME10 and GIFT-DEMO-5000, places and pays the order', async () => {
    const app = await renderApp('/customer/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    // Four steps, the first one current.
    const progress = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Address', '2. Delivery', '3. Payment', '4. Review']);
    expect(within(progress).getByText('1. Address').getAttribute('aria-current')).toBe('step');
    // The default address is chosen, with its fees from the server's cart.
    const choices = await screen.findByRole('group', { name: 'Deliver to' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);

    // A new address in another state: it is chosen and its shipping fee calculated.
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    fill('Full name', 'Chiamaka Okafor');
    fill('Phone number', '+2348129876543');
    fill('Email address (optional)', 'customer@demo.test');
    fill('State or region', 'Oyo');
    fill('Street address', '12 Ring Road, Ibadan');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const added = await within(choices).findByRole('radio', { name: /12 Ring Road, Ibadan/ });
    await waitFor(() => expect((added as HTMLInputElement).checked).toBe(true));

    // The delivery step, in the URL: the shipping fee to that address is calculated on arrival.
    fireEvent.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?step=delivery'));
    const shipping = await screen.findByRole('region', { name: 'Shipping' });
    // Adaeze Styles ships from Lagos to Oyo: ₦3,500 + ₦350 for the started kg; the TVs' part is over
    // ₦100,000, so free.
    await within(shipping).findByText('Shipping total');
    expect(
      within(shipping)
        .getByText(/Adaeze Styles/)
        .closest('div')?.textContent,
    ).toContain('₦3,850.00');
    expect(
      within(shipping)
        .getByText(/Naija Gadgets Hub/)
        .closest('div')?.textContent,
    ).toContain('Free');
    expect(
      within(shipping)
        .getByText(/Naija Gadgets Hub/)
        .closest('div')?.textContent,
    ).not.toContain('₦0.00');
    expect(within(shipping).getByText('Shipping total').closest('div')?.textContent).toContain('₦3,850.00');
    // And when to expect each part: from Lagos to another state, 3 to 5 working days.
    expect(
      within(shipping)
        .getByText(/Adaeze Styles/)
        .closest('div')?.textContent,
    ).toContain('Delivery in 3–5 working days');

    // The payment step: the method, and the coupon and the gift card.
    const toPayment = screen.getByRole('button', { name: 'Continue to payment' });
    await waitFor(() => expect((toPayment as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toPayment);
    const methods = await screen.findByRole('group', { name: 'How to pay' });
    expect((within(methods).getByRole('radio', { name: /^Card/ }) as HTMLInputElement).checked).toBe(true);
    await applyCode('Coupon code', 'Apply coupon', 'WELCOME10');
    expect(messageLines(app.messages)).toContain('success: Coupon applied successfully');
    await applyCode('Gift card code', 'Apply gift card', 'GIFT-DEMO-5000');
    const codes = screen.getByRole('region', { name: 'Coupons and gift cards' });
    await within(codes).findByText(/GIFT-DEMO-5000: ₦5,000.00/);

    // The review: the address, the items and the summary.
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('region', { name: 'Review your order' });
    expect(review.textContent).toContain('12 Ring Road, Ibadan');
    expect(review.textContent).toContain('Card');
    // The seeded cart: a dress of Adaeze Styles and two TVs of Naija Gadgets Hub (both stores in Lagos).
    const items = await screen.findByRole('region', { name: 'Items' });
    // Each line names its options and links to its product.
    const dress = await within(items).findByRole('link', { name: 'Ankara Print Midi Dress' });
    expect(dress.getAttribute('href')).toMatch(/^\/product\/\d+$/);
    expect(dress.closest('li')?.textContent).toMatch(/^Ankara Print Midi Dress \(\w+, \w+\) × 1/);
    const tv = within(items).getByRole('link', { name: 'Hisense 43 Inch Smart TV' });
    expect(tv.closest('li')?.textContent).toMatch(/^Hisense 43 Inch Smart TV × 2/);
    // Subtotal ₦585,500 − 10 % (₦58,550) + shipping ₦3,850 − gift card ₦5,000 = ₦525,800.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getByText('Total').closest('div')?.textContent).toContain('₦525,800.00'),
    );
    expect(
      within(summary)
        .getByText(/Discount \(WELCOME10\)/)
        .closest('div')?.textContent,
    ).toContain('-₦58,550.00');

    // The total that phones keep at the bottom of the screen agrees, and leads to the summary.
    const sticky = screen.getByRole('link', { name: /^Total ₦/ });
    expect(sticky.getAttribute('href')).toBe('#checkout-total');
    expect(document.getElementById('checkout-total')?.getAttribute('aria-label')).toBe('Order total');
    const placeButton = screen.getByRole('button', { name: /Place order and pay/ });
    expect(sticky.textContent).toContain((placeButton.textContent ?? '').replace('Place order and pay ', ''));

    fireEvent.click(screen.getByRole('button', { name: /Place order and pay/ }));
    // Off to the card provider's page, with the orders placed and the cart emptied.
    const { url, reference } = await providerPage();
    expect(url.origin + url.pathname).toBe(
      `http://sandbox.test/sandbox/pay/${encodeURIComponent(reference)}`,
    );
    const { data: history } = await getCustomerOrders(app.client, {
      query: { limit: 2, offset: 0 },
      as: 'customer',
    });
    const placed = history.rows;
    expect(placed.map((o) => o.storeName).sort()).toEqual(['Adaeze Styles', 'Naija Gadgets Hub']);
    expect(placed.reduce((sum, o) => sum + o.total, 0)).toBeCloseTo(525800, 2);
    // No toast on the way: the shopper is leaving, and the confirmation says what happened.
    expect(
      // (The address and the codes the customer added on the way had their own.)
      messageLines(app.messages).filter(
        (line) => line.startsWith('success: ') && !/coupon|gift|address/i.test(line),
      ),
    ).toEqual([]);

    // Approved on the provider's page: back on the confirmation, which checks and records the payment.
    const done = await decideAndReturn(reference, 'approve');
    expect(done.path()).toBe('/customer/checkout/done');
    // The callback names the checkout's orders; the provider adds the reference.
    const search = new URLSearchParams(done.router.state.location.search);
    expect(search.get('orders')?.split(',').map(Number).sort()).toEqual(placed.map((o) => o.id).sort());
    expect([search.get('reference'), search.get('trxref')]).toEqual([reference, reference]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(await screen.findByText(/we have received your payment of ₦525,800\.00/)).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Your orders' });
    // Each order with its status as the server has it (paid), and its items.
    for (const order of placed) {
      const card = (await within(list).findByRole('link', { name: order.orderName })).closest('li');
      await waitFor(() => expect(card?.textContent).toContain('Payment: Paid'));
      expect(card?.textContent).toContain('Status: Pending');
    }
    await within(list).findByText('Ankara Print Midi Dress');
    expect(within(list).getByText('Hisense 43 Inch Smart TV')).toBeTruthy();
    expect((await getCart(done.client, { as: 'customer' })).data.cartItemsList).toEqual([]);
    // Not a toast either: the page says it.
    expect(messageLines(done.messages)).toEqual([]);

    // The order in the history, and its timeline with the payment.
    fireEvent.click(screen.getByRole('link', { name: 'See all my orders' }));
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    const first = placed[0];
    if (!first) throw new Error('no order');
    fireEvent.click(await screen.findByRole('link', { name: first.orderName }));
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${first.orderName}` })).toBeTruthy();
    const timeline = await screen.findByRole('list', { name: 'Order activity' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(steps[0]).toContain('Order placed');
    expect(steps.some((step) => /Payment received \(ORD-/.test(step))).toBe(true);
    expect(done.reports).toEqual([]);
  }, 40000);

  it('keeps the step in the URL, goes back and forward, and keeps what was typed', async () => {
    // Reached from a link or a reload: the delivery step prices the default address with its estimate.
    const app = await renderApp('/customer/checkout?step=delivery');
    const shipping = await screen.findByRole('region', { name: 'Shipping' });
    // Both stores ship from Lagos to the default address in Lagos.
    expect(await within(shipping).findAllByText(/Delivery in 1–2 working days/, {})).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('region', { name: 'Review your order' });
    fill('Note for the order (optional)', 'Leave it with the gatekeeper');
    // Back to the address through the progress, then the browser's back button (to the review).
    const progress = screen.getByRole('navigation', { name: 'Checkout steps' });
    fireEvent.click(within(progress).getByRole('button', { name: '1. Address' }));
    await screen.findByRole('group', { name: 'Deliver to' });
    expect(app.router.state.location.search).toBe('');
    await app.router.navigate(-1);
    expect(await screen.findByRole('region', { name: 'Review your order' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Note for the order (optional)') as HTMLTextAreaElement).value).toBe(
        'Leave it with the gatekeeper',
      ),
    );
    await app.router.navigate(1);
    await screen.findByRole('group', { name: 'Deliver to' });
    // An unknown step reads as the first.
    await app.router.navigate('/customer/checkout?step=elsewhere');
    expect(await screen.findByRole('group', { name: 'Deliver to' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Checkout steps' }))
        .getByText('1. Address')
        .getAttribute('aria-current'),
    ).toBe('step');
  });

  it('shows why the order was not placed and keeps the cart', async () => {
    // Straight to the review, as a reload there would (its fees are calculated on arrival).
    const app = await renderApp('/customer/checkout?step=review');
    await screen.findByRole('region', { name: 'Review your order' });
    ctx.sandbox.faults.set('createOrder', {
      status: 400,
      message: 'Only 1 of Hisense 43 Inch Smart TV left in stock',
    });
    const place = await screen.findByRole('button', { name: /Place order and pay/ });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    const alert = await screen.findByText(
      /Your order was not placed: Only 1 of Hisense 43 Inch Smart TV left in stock/,
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(app.path()).toBe('/customer/checkout');
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain(
      'Hisense 43 Inch Smart TV × 2',
    );
    expect((await getCart(app.client, { as: 'customer' })).data.cartItemsList).toHaveLength(2);
  });

  it('keeps the placed order when the payment fails, and pays on a second try', async () => {
    // Straight to the review, as a reload there would (its fees are calculated on arrival).
    const app = await renderApp('/customer/checkout?step=review');
    await screen.findByRole('region', { name: 'Review your order' });
    ctx.sandbox.faults.set('initializeProductPayment', { network: true, times: 1 });
    const place = await screen.findByRole('button', { name: /Place order and pay/ });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    const retry = await screen.findByRole('button', { name: 'Try the payment again' });
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('alert').textContent).toContain('The payment did not go through');
    // Said beside the retry button, not in a toast over the header as well.
    expect(app.messages.some((m) => m.operationId === 'initializeProductPayment')).toBe(false);
    expect(provider.redirect).not.toHaveBeenCalled();
    fireEvent.click(retry);
    const { reference } = await providerPage();
    expect(reference).toMatch(/^ORD-\d+-/);
  });

  it('does not say the payment was received before the provider has decided', async () => {
    // Straight to the review, as a reload there would (its fees are calculated on arrival).
    await renderApp('/customer/checkout?step=review');
    await screen.findByRole('region', { name: 'Review your order' });
    const place = await screen.findByRole('button', { name: /Place order and pay/ });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    const { reference } = await providerPage();
    const payment = paymentOf(ctx, reference);
    if (!payment?.callbackUrl) throw new Error('no callback');
    // Back on the confirmation without deciding (the browser's back button, a second tab).
    const back = new URL(payment.callbackUrl);
    back.searchParams.set('reference', reference);
    cleanup();
    const app = await renderApp(back.pathname + back.search);
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeTruthy();
    expect(screen.queryByText(/received your payment/)).toBeNull();
    const list = screen.getByRole('region', { name: 'Your orders' });
    const { data: history } = await getCustomerOrders(app.client, {
      query: { limit: 2, offset: 0 },
      as: 'customer',
    });
    expect(history.rows.map((o) => o.id).sort()).toEqual([...payment.orderIds].sort());
    for (const order of history.rows) {
      const card = (await within(list).findByRole('link', { name: order.orderName })).closest('li');
      await waitFor(() => expect(card?.textContent).toContain('Payment: Not paid yet'));
    }
    expect(screen.getByRole('link', { name: 'Back to the payment page' }).getAttribute('href')).toBe(
      payment.authorizationUrl,
    );
    // Approved meanwhile: "Check again" finds it, records it, and only then says it was received.
    ctx.sandbox.decidePayment(reference, 'approve');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
  });
});
