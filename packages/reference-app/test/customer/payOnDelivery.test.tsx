// Pay on delivery at checkout and after: offered for the demo customer's Lagos and Abuja addresses,
// disabled with the reason elsewhere (the card is then used), named at review and in the phone's sticky
// total; the order page says "not paid yet" with the amount for the rider until the order is delivered.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliverAsAdmin, placePayOnDeliveryOrder } from '../support/payOnDeliveryOrder';
import { renderApp, setupCustomerSandbox, TEST_NOW } from './support';

const ctx = setupCustomerSandbox();

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The payment step's radio group, once the checkout has reached it. */
async function paymentMethods(): Promise<HTMLElement> {
  const toPayment = await screen.findByRole('button', { name: 'Continue to payment' });
  await waitFor(() => expect((toPayment as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(toPayment);
  return screen.findByRole('group', { name: 'How to pay' });
}

const radio = (group: HTMLElement, name: string) =>
  within(group).getByRole('radio', { name }) as HTMLInputElement;

interface Row {
  id: number;
  [field: string]: unknown;
}

/** A table of the test's sandbox (the app's tests see the database untyped). */
const table = (name: string) =>
  (
    ctx.sandbox.db as unknown as {
      table(n: string): {
        find(match: (row: Row) => boolean): Row | undefined;
        update(id: number, patch: object): Row;
      };
    }
  ).table(name);

/** Adds one unit of a seeded product to the demo customer's saved cart (scene-setting, in the sandbox). */
function addToSavedCart(productName: string) {
  const product = table('products').find((p) => p.name === productName);
  const customer = table('users').find((u) => u.email === 'customer@demo.test');
  const cart = table('carts').find((c) => c.customerId === customer?.id);
  if (!product || !cart) throw new Error(`no ${productName} or no saved cart`);
  const line = {
    id: product.id,
    productVariant: { sku: product.sku, quantity: 1 },
    addedAt: TEST_NOW.toISOString(),
  };
  table('carts').update(cart.id, { items: [...(cart.items as object[]), line] });
}

/** The text of what describes a radio (its hint and, when it cannot be chosen, the reason). */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('pay on delivery at checkout', () => {
  it('is offered for the Lagos address: chosen, named at review, and the phone total says what to pay the rider', async () => {
    const app = await renderApp('/customer/checkout?step=delivery');
    const methods = await paymentMethods();
    expect(radio(methods, 'Card').checked).toBe(true);
    const pod = radio(methods, 'Pay on delivery');
    expect(pod.disabled).toBe(false);
    expect(pod.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(pod);
    await waitFor(() => expect(radio(methods, 'Pay on delivery').checked).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('region', { name: 'Review your order' });
    expect(within(review).getByText('Payment').nextElementSibling?.textContent).toMatch(
      /^Pay on delivery: you pay ₦[\d,.]+ to the rider when your order arrives/,
    );
    const place = await screen.findByRole('button', { name: /^Place order, pay ₦[\d,.]+ on delivery$/ });
    const amount = place.textContent?.match(/₦[\d,.]+/)?.[0];
    const sticky = screen.getByRole('link', { name: /^To pay on delivery ₦/ });
    expect(sticky.textContent).toContain(amount);
    expect(sticky.textContent).toContain('Review and place');
    expect(app.path()).toBe('/customer/checkout');
  });

  it('is kept when the payment step is reloaded, and at review after a reload', async () => {
    const app = await renderApp('/customer/checkout?step=delivery');
    const methods = await paymentMethods();
    fireEvent.click(radio(methods, 'Pay on delivery'));
    await waitFor(() => expect(app.router.state.location.search).toContain('pay=pay_on_delivery'));
    const search = app.router.state.location.search;
    expect(search).toContain('step=payment');

    // A reload: the app starts again at the same address.
    cleanup();
    await renderApp(`/customer/checkout${search}`);
    const again = await screen.findByRole('group', { name: 'How to pay' });
    await waitFor(() => expect(radio(again, 'Pay on delivery').checked).toBe(true));
    expect(radio(again, 'Card').checked).toBe(false);

    cleanup();
    await renderApp(`/customer/checkout${search.replace('step=payment', 'step=review')}`);
    expect(
      await screen.findByRole('button', { name: /^Place order, pay ₦[\d,.]+ on delivery$/ }),
    ).toBeTruthy();
  });

  it('is disabled with the reason for an address outside Lagos and Abuja, and the card is used instead', async () => {
    await renderApp('/customer/checkout?step=delivery');
    let methods = await paymentMethods();
    fireEvent.click(radio(methods, 'Pay on delivery'));
    await waitFor(() => expect(radio(methods, 'Pay on delivery').checked).toBe(true));

    // Back to the address step: a new address in Oyo.
    fireEvent.click(screen.getByRole('button', { name: /Address/ }));
    const choices = await screen.findByRole('group', { name: 'Deliver to' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    fill('Full name', 'Chiamaka Okafor');
    fill('Phone number', '+2348129876543');
    fill('Email address (optional)', 'customer@demo.test');
    fill('State or region', 'Oyo');
    fill('Street address', '12 Ring Road, Ibadan');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const added = await within(choices).findByRole('radio', { name: /12 Ring Road, Ibadan/ });
    await waitFor(() => expect((added as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to delivery' }));

    // Said on the page, not switched without a word.
    const switched =
      'Pay on delivery is not available for this address in Oyo: this order will be paid by card. To pay on delivery, choose an address in Lagos and Abuja (FCT).';
    expect((await screen.findByText(switched)).getAttribute('role')).toBe('status');
    methods = await paymentMethods();
    const pod = radio(methods, 'Pay on delivery');
    expect(pod.disabled).toBe(true);
    expect(radio(methods, 'Card').checked).toBe(true);
    expect(screen.getByText(switched)).toBeTruthy();
    const reason = (pod.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(reason).toContain(
      'Not available for this address in Oyo: pay on delivery is offered only for deliveries in Lagos and Abuja (FCT).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    const review = await screen.findByRole('region', { name: 'Review your order' });
    expect(within(review).getByText('Payment').nextElementSibling?.textContent).toMatch(/^Card: /);
    expect(await screen.findByRole('button', { name: /^Place order and pay ₦/ })).toBeTruthy();
    expect(screen.getByText(switched)).toBeTruthy();

    // Back to the Lagos address: the shopper's choice comes back, and the notice goes.
    const steps = screen.getByRole('navigation', { name: 'Checkout steps' });
    fireEvent.click(within(steps).getByRole('button', { name: /Address/ }));
    const lagos = await within(await screen.findByRole('group', { name: 'Deliver to' })).findByRole('radio', {
      name: /14 Allen Avenue/,
    });
    fireEvent.click(lagos);
    await waitFor(() => expect(screen.queryByText(switched)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    methods = await paymentMethods();
    await waitFor(() => expect(radio(methods, 'Pay on delivery').checked).toBe(true));
  });

  it('places the order without the card provider; the confirmation says what to pay on delivery', async () => {
    const app = await renderApp('/customer/checkout?step=delivery');
    const methods = await paymentMethods();
    fireEvent.click(radio(methods, 'Pay on delivery'));
    await waitFor(() => expect(radio(methods, 'Pay on delivery').checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    const place = await screen.findByRole('button', { name: /^Place order, pay ₦[\d,.]+ on delivery$/ });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    const amount = place.textContent?.match(/₦[\d,.]+/)?.[0] ?? '';
    fireEvent.click(place);

    await waitFor(() => expect(app.path()).toBe('/customer/checkout/done'));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(main.textContent).toContain(`Pay ${amount} on delivery: the rider collects it`),
    );
    expect(main.textContent).not.toMatch(/received your payment/i);
    // Each order of the checkout: paid on delivery, not paid yet.
    const orders = await screen.findByRole('region', { name: /^Your orders?$/ });
    await waitFor(() =>
      expect(within(orders).getAllByRole('listitem')[0]?.textContent).toContain(
        'Payment: Pay on delivery, not paid yet',
      ),
    );
    // The card provider was never asked.
    expect(ctx.requests.some((r) => new URL(r.url).pathname.endsWith('/v1/products/payment'))).toBe(false);
    const created = ctx.requests.find((r) => new URL(r.url).pathname.endsWith('/create-order'));
    expect(created).toBeTruthy();
  });

  it('is offered for the Abuja (FCT) address', async () => {
    await renderApp('/customer/checkout');
    const choices = await screen.findByRole('group', { name: 'Deliver to' });
    const abuja = await within(choices).findByRole('radio', { name: /7 Aminu Kano Crescent/ });
    fireEvent.click(abuja);
    await waitFor(() => expect((abuja as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    const methods = await paymentMethods();
    expect(radio(methods, 'Pay on delivery').disabled).toBe(false);
  });
});

describe('pay on delivery and the stores that do not offer it', () => {
  it('is disabled for a Lagos address when a line’s store does not accept it, naming the store', async () => {
    addToSavedCart('Binatone 1.5L Blender');
    await renderApp('/customer/checkout?step=delivery');
    const methods = await paymentMethods();
    const pod = radio(methods, 'Pay on delivery');
    expect(pod.disabled).toBe(true);
    expect(radio(methods, 'Card').checked).toBe(true);
    expect(description(pod)).toContain(
      'Not offered by Ibadan Home & Living: this store takes card payments only. Pay by card, or remove its items from your cart to pay on delivery.',
    );
  });

  it('says so when the shopper had chosen it, and pays by card instead (never switched without a word)', async () => {
    addToSavedCart('Binatone 1.5L Blender');
    await renderApp('/customer/checkout?step=payment&pay=pay_on_delivery');
    const switched = await screen.findByText(
      'Pay on delivery is not offered by Ibadan Home & Living: this order will be paid by card. To pay on delivery, remove its items from your cart.',
    );
    expect(switched.getAttribute('role')).toBe('status');
    const methods = await screen.findByRole('group', { name: 'How to pay' });
    expect(radio(methods, 'Card').checked).toBe(true);
    expect(radio(methods, 'Pay on delivery').disabled).toBe(true);
  });
});

describe('an order paid on delivery', () => {
  it('says "not paid yet" with the amount for the rider until it is delivered', async () => {
    const order = await placePayOnDeliveryOrder();
    await renderApp(`/customer/orders/${order.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderName}` });
    const payment = screen.getByText('Payment').nextElementSibling;
    expect(payment?.textContent).toMatch(
      /^Pay on delivery: not paid yetPay the rider ₦[\d,.]+ \(cash or transfer\) when your order arrives\.$/,
    );
    expect(payment?.textContent).not.toMatch(/received/i);
  });

  it('says it was paid on delivery once delivered', async () => {
    const order = await placePayOnDeliveryOrder();
    await deliverAsAdmin(order.id);
    await renderApp(`/customer/orders/${order.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderName}` });
    expect(screen.getByText('Payment').nextElementSibling?.textContent).toMatch(
      /^Pay on delivery: paid on \d{1,2} \w{3} \d{4}/,
    );
  });
});
