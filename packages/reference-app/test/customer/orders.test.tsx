// The order history, an order's page with its timeline, return and replacement requests on delivered
// orders (their success messages arrive on the provider's channel), the returns list, and the error state
// when the history cannot be loaded.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupCustomerSandbox, TEST_NOW } from './support';

const ctx = setupCustomerSandbox();

/**
 * A table of the sandbox's database. (The published types of `Sandbox['db'].table` lose the domains'
 * table names, so the rows are typed here by what the test reads.)
 */
type SandboxRow = { id: number; customerId?: number };
const table = (name: string) =>
  (
    ctx.sandbox.db as unknown as {
      table(name: string): {
        where(predicate: (row: SandboxRow) => boolean): SandboxRow[];
        all(): SandboxRow[];
        delete(id: number): boolean;
      };
    }
  ).table(name);

describe('OrdersScreen', () => {
  it("lists the demo customer's orders, newest first, with their status names and totals", async () => {
    await renderApp('/customer/orders');
    const first = await screen.findByRole('link', { name: 'ORD-2026-000040' });
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('order-card'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'ORD-2026-000040',
      'ORD-2026-000036',
      'ORD-2026-000033',
      'ORD-2026-000032',
      'ORD-2026-000028',
      'ORD-2026-000025',
      'ORD-2026-000020',
      'ORD-2026-000013',
    ]);
    const newest = first.closest('li') as HTMLElement;
    expect(newest.textContent).toContain('Pending');
    expect(newest.textContent).toContain('₦56,900.00');
    expect(cards[1]?.textContent).toContain('Ready for pickup');
    // Eight orders fit on one page: no paging controls.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('OrdersScreen lines', () => {
  it("shows each order's lines: thumbnail, name, variant and quantity", async () => {
    await renderApp('/customer/orders');
    const card = (await screen.findByRole('link', { name: 'ORD-2026-000013' })).closest('li') as HTMLElement;
    const lines = within(card)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('order-card__item'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]?.textContent).toContain('Ankara Print Midi Dress');
    expect(lines[0]?.textContent).toMatch(/× \d+$/);
    // Each thumbnail has its size reserved, so the list does not jump as images arrive.
    const thumb = lines[0]?.querySelector('img');
    expect(thumb?.getAttribute('src')).toBeTruthy();
    expect([thumb?.getAttribute('width'), thumb?.getAttribute('height')]).toEqual(['48', '48']);
    // Every order of the page shows its lines.
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('order-card'));
    for (const each of cards) expect(each.querySelector('.order-card__item')).toBeTruthy();
  });
});

describe('OrdersScreen states', () => {
  it('shows the loading state while the history loads', async () => {
    ctx.sandbox.faults.set('getCustomerOrders', { latencyMs: 800 });
    await renderApp('/customer/orders');
    const spinner = await screen.findByText('Loading your orders');
    expect(spinner.closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'ORD-2026-000040' })).toBeTruthy();
  });

  it('shows the empty state to a customer without orders or returns', async () => {
    const orders = table('orders');
    for (const order of orders.where((o) => o.customerId === 1)) orders.delete(order.id);
    const returns = table('returns');
    for (const request of returns.all()) returns.delete(request.id);
    const app = await renderApp('/customer/orders');
    expect(await screen.findByRole('heading', { name: 'You have no orders yet' })).toBeTruthy();
    await app.router.navigate('/customer/returns');
    expect(await screen.findByRole('heading', { name: 'No return requests' })).toBeTruthy();
  });

  it('shows the error state with the spec message, then the list after "Try again"', async () => {
    ctx.sandbox.faults.set('getCustomerOrders', { malformed: true });
    await renderApp('/customer/orders');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not get orders. Try again later.');
    ctx.sandbox.faults.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ORD-2026-000040' })).toBeTruthy();
  });
});

describe('OrderScreen', () => {
  // The page measures the return window with the browser's clock: it reads the sandbox's time here (only
  // Date is faked, and it keeps moving, so timers and waits work as usual).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(TEST_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a delivered order: items, totals, address and its timeline', async () => {
    await renderApp('/customer/orders/13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-2026-000013' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain('Ankara Print Midi Dress');
    expect(screen.getByRole('region', { name: 'Delivery address' }).textContent).toContain(
      '14 Allen Avenue, Ikeja',
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total').closest('div')?.textContent).toContain('₦32,700.00');
    const timeline = screen.getByRole('list', { name: 'Order activity' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(steps[0]).toContain('Order placed');
    expect(steps.at(-1)).toContain('Order delivered');
    expect(screen.getByRole('region', { name: 'Tracking' }).textContent).toContain('Status: Delivered');
  });

  it("buys a delivered order again: today's products into the cart, saying what could not be added and why", async () => {
    type Line = { productId: number; productName: string; quantity: number };
    const orders = table('orders') as unknown as { get(id: number): { orderItems: Line[] } };
    const lines = orders.get(13).orderItems;
    const products = table('products') as unknown as {
      update(id: number, patch: Record<string, unknown>): unknown;
    };
    // The first line's product is sold out now (the store stops selling when none are left).
    const [soldOut, ...others] = lines;
    products.update(soldOut!.productId, {
      quantity: 0,
      whenSoldOut: 'Stop selling',
      productVariant: { variant: [] },
    });
    const app = await renderApp('/customer/orders/13');
    const section = await screen.findByRole('region', { name: 'Buy again' });
    fireEvent.click(within(section).getByRole('button', { name: 'Buy again' }));
    const status = within(section).getByRole('status');
    await waitFor(() => expect(status.textContent).toContain(`${soldOut!.productName}: sold out`));
    expect(status.textContent).toContain(
      others.length > 0
        ? `Added ${others.length} of ${lines.length} items to your cart.`
        : 'Nothing could be added',
    );
    const inCart = app.store.getState().cart.items.map((item) => item.id);
    expect(inCart).not.toContain(soldOut!.productId);
    for (const line of others) expect(inCart).toContain(line.productId);
  });

  it("requests a return of a delivered order: the hook's success message arrives on the channel", async () => {
    const app = await renderApp('/customer/orders/28');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    fireEvent.click(within(section).getByRole('checkbox', { name: /Ankara Print Midi Dress/ }));
    fireEvent.change(within(section).getByLabelText('Quantity of Ankara Print Midi Dress'), {
      target: { value: '2' },
    });
    fireEvent.change(within(section).getByLabelText('Why are you sending them back?'), {
      target: { value: 'The dress is too small.' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send the request' }));

    await waitFor(() =>
      expect(app.messages).toContainEqual(
        expect.objectContaining({
          type: 'success',
          message: 'Order return was successful',
          operationId: 'returnOrder',
        }),
      ),
    );
    // The toast area shows it, and the order now has an open request (no second form).
    expect(
      await screen.findByText('Order return was successful', { selector: '.toast__message' }),
    ).toBeTruthy();
    // The page says the request was sent and what happens next (the toast alone goes in 5 s).
    const sent = await within(section).findByRole('status');
    expect(sent.textContent).toContain('Your return request was sent.');
    expect(sent.textContent).toContain(
      'What happens next: the store reviews it. If it accepts, you send the products back as it tells you, and your refund follows once they arrive.',
    );
    expect(within(sent).getByRole('link', { name: 'See my returns' }).getAttribute('href')).toBe(
      '/customer/returns',
    );
    expect(within(section).queryByRole('button', { name: 'Send the request' })).toBeNull();
    const body = await ctx.requests
      .find((r) => r.method === 'POST' && r.url.endsWith('/returns/return-order/28'))
      ?.json();
    expect(body).toEqual({ products: [{ productId: 1, quantity: 2 }], reason: 'The dress is too small.' });
  });

  it('asks a quantity only for the ticked products', async () => {
    await renderApp('/customer/orders/28');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    const quantity = within(section).getByLabelText(
      'Quantity of Ankara Print Midi Dress',
    ) as HTMLInputElement;
    expect(quantity.disabled).toBe(true);
    fireEvent.click(within(section).getByRole('checkbox', { name: /Ankara Print Midi Dress/ }));
    await waitFor(() => expect(quantity.disabled).toBe(false));
    fireEvent.click(within(section).getByRole('checkbox', { name: /Ankara Print Midi Dress/ }));
    await waitFor(() => expect(quantity.disabled).toBe(true));
  });

  it('says until when a return may be asked (7 days after delivery)', async () => {
    await renderApp('/customer/orders/28');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    // Delivered two days before the sandbox's now (1 Nov 2026, 10:00 in Lagos): open until 6 Nov.
    expect(
      within(section).getByText(/accepted within 7 days of delivery: you can ask until 6 Nov 2026/),
    ).toBeTruthy();
  });

  it('explains a closed return window instead of offering the form', async () => {
    await renderApp('/customer/orders/20');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    const note = within(section).getByText(
      /accepted within 7 days of delivery\. This order was delivered on/,
    );
    expect(note.textContent).toMatch(/so its return window closed on \d{1,2} \w+ 2026/);
    expect(within(section).queryByRole('button', { name: 'Send the request' })).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('requests a replacement', async () => {
    const app = await renderApp('/customer/orders/28');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    fireEvent.click(within(section).getByRole('radio', { name: 'A replacement' }));
    const [box] = within(section).getAllByRole('checkbox');
    if (!box) throw new Error('no product');
    fireEvent.click(box);
    fireEvent.change(within(section).getByLabelText('Why are you sending them back?'), {
      target: { value: 'It arrived damaged.' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(app.messages).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Order replacement was successful' }),
      ),
    );
  });

  it('checks the request on the client: a product, a quantity within the order, a reason', async () => {
    await renderApp('/customer/orders/28');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    const before = ctx.requests.length;
    fireEvent.click(within(section).getByRole('button', { name: 'Send the request' }));
    await within(section).findByText(/Tell us why in a few words/);
    fireEvent.change(within(section).getByLabelText('Why are you sending them back?'), {
      target: { value: 'Wrong colour.' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send the request' }));
    await within(section).findByText('Choose at least one product');
    fireEvent.click(within(section).getByRole('checkbox', { name: /Ankara Print Midi Dress/ }));
    fireEvent.change(within(section).getByLabelText('Quantity of Ankara Print Midi Dress'), {
      target: { value: '9' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send the request' }));
    await within(section).findByText('Choose from 1 to 3');
    expect(ctx.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the open request of an order instead of a second form', async () => {
    await renderApp('/customer/orders/25');
    const section = await screen.findByRole('region', { name: 'Return or replace' });
    await within(section).findByText(/Your return request for this order is received/);
    expect(
      within(section).getByText('The store received the products: your refund is on its way.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Send the request' })).toBeNull();
  });
});

describe('ReturnsScreen', () => {
  it('lists the return requests with their status and refund decision', async () => {
    await renderApp('/customer/returns');
    const card = (await screen.findByRole('heading', { name: 'Return request 1' })).closest(
      'li',
    ) as HTMLElement;
    expect(card.textContent).toContain('Received');
    expect(card.textContent).toContain('Approved: ₦65,000.00');
    // The order by the name the order history gives it, not its id.
    expect((await within(card).findByRole('link', { name: 'ORD-2026-000025' })).getAttribute('href')).toBe(
      '/customer/orders/25',
    );
    expect(within(card).queryByText('Order 25')).toBeNull();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'replace' } });
    expect(await screen.findByRole('heading', { name: 'No return requests' })).toBeTruthy();
  });
});

describe('Rate the seller', () => {
  const rate = async (section: HTMLElement, stars: string, comment: string) => {
    fireEvent.click(within(section).getByRole('radio', { name: new RegExp(`^${stars} stars?:`) }));
    fireEvent.change(within(section).getByLabelText('Your comment (optional)'), {
      target: { value: comment },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send my review' }));
  };

  it("asks for stars, then saves the review of the order's store and says so", async () => {
    await renderApp('/customer/orders/28');
    const section = await screen.findByRole('region', { name: 'Rate the seller' });
    const before = ctx.requests.length;
    fireEvent.click(within(section).getByRole('button', { name: 'Send my review' }));
    expect(await within(section).findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(ctx.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);

    await rate(section, '4', '  Well packaged, came a day late.  ');
    const thanks = await within(section).findByRole('status');
    expect(thanks.textContent).toMatch(/^Thank you: your review of .+ \(4 of 5 stars\) was saved\.$/);
    expect(within(section).queryByRole('button', { name: 'Send my review' })).toBeNull();
    const body = await ctx.requests
      .find((r) => r.method === 'POST' && r.url.endsWith('/reviews/merchant'))
      ?.json();
    expect(body).toMatchObject({ orderId: 28, rating: 4, comment: 'Well packaged, came a day late.' });
    expect(typeof body.merchantId).toBe('number');
  });

  it('says why a second review of the same seller is not saved, keeping what was typed', async () => {
    const app = await renderApp('/customer/orders/28');
    let section = await screen.findByRole('region', { name: 'Rate the seller' });
    await rate(section, '5', 'Great.');
    await within(section).findByRole('status');
    // Order 13 is from the same store.
    await app.router.navigate('/customer/orders/13');
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-2026-000013' });
    section = await screen.findByRole('region', { name: 'Rate the seller' });
    await rate(section, '2', 'Second thoughts.');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe('Your review was not saved: You have already reviewed this merchant');
    expect((within(section).getByLabelText('Your comment (optional)') as HTMLTextAreaElement).value).toBe(
      'Second thoughts.',
    );
  });
});
