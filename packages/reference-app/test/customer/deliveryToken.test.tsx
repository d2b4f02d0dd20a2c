// The customer's side of delivery: the token the rider asks for shows once the order is out for delivery
// (not before), a new one can be had after confirming, and the timeline shows the carrier's moves as they
// happen (the open order is asked for again every 15 s).
import { getOrderStatuses, updateOrder } from '@marketplace/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../support/demoAdmin';
import { renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();

afterEach(() => {
  vi.useRealTimers();
});

interface OrderRow {
  id: number;
  orderName: string;
  status: string;
  customerId: number;
  orderDeliveryToken: string | null;
}

const orders = (): OrderRow[] =>
  (ctx.sandbox.db as unknown as { table(name: string): { all(): OrderRow[] } }).table('orders').all();

/** The demo customer's order in `status` (the seed gives it one shipped and one out for delivery). */
function customerOrder(status: string): OrderRow {
  const users = (
    ctx.sandbox.db as unknown as { table(name: string): { all(): { id: number; email: string }[] } }
  )
    .table('users')
    .all();
  const customer = users.find((u) => u.email === 'customer@demo.test');
  const found = orders().find((o) => o.customerId === customer?.id && o.status === status);
  if (!found) throw new Error(`no demo customer order ${status}`);
  return found;
}

describe('the delivery token on the customer order page', () => {
  it('shows the token once the order is out for delivery, and gets a new one after confirming', async () => {
    const order = customerOrder('out_for_delivery');
    await renderApp(`/customer/orders/${order.id}`);
    const panel = await screen.findByRole('region', { name: 'Your order is on its way' });
    expect(within(panel).getByText(String(order.orderDeliveryToken))).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Get a new token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a new delivery token?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a new token' }));
    await waitFor(() =>
      expect(customerOrder('out_for_delivery').orderDeliveryToken).not.toBe(order.orderDeliveryToken),
    );
    const renewed = String(customerOrder('out_for_delivery').orderDeliveryToken);
    expect(await within(panel).findByText(renewed, {})).toBeTruthy();
  });

  it('does not show the token before the order is out for delivery', async () => {
    const order = customerOrder('shipped');
    await renderApp(`/customer/orders/${order.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderName}` });
    expect(screen.queryByRole('region', { name: 'Your order is on its way' })).toBeNull();
    expect(screen.queryByText(String(order.orderDeliveryToken))).toBeNull();
  });

  it("shows the carrier's move without a reload: out for delivery, then the token", async () => {
    // The page's refresh timer is set once the order has loaded: the clock is ours before that.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const order = customerOrder('shipped');
    await renderApp(`/customer/orders/${order.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderName}` });
    // Elsewhere, the order moves on: the admin session (which may move any order) sends it out.
    const admin = await demoAdmin();
    const { data: statuses } = await getOrderStatuses(admin, { query: { orderType: 'all' } });
    const next = statuses.find((s) => s.code_name === 'out_for_delivery');
    await updateOrder(admin, {
      path: { id: order.id },
      body: { orderStatusId: Number(next?.id), activity: 'Rider on the way to you' },
    });
    expect(screen.queryByText('Rider on the way to you')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(await screen.findByText('Rider on the way to you', {})).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Your order is on its way' })).toBeTruthy();
  });
});
