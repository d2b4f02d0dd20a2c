// The merchant's orders through the app's routes, against a fresh sandbox per test: the list with its
// status filter and period, an order's detail (items, customer, delivery address, totals, timeline), the
// status moves of the merchant's status list, each confirmed, and the list's error state.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { press, type } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

/** The order table once its rows are there. */
async function ordersTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: /Your store's orders/ });
  await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
  return table;
}

/** Filters the list by a status name and opens its first order. */
async function openFirst(statusName: string): Promise<HTMLElement> {
  const table = await ordersTable();
  const select = screen.getByLabelText('Status') as HTMLSelectElement;
  await waitFor(() => expect([...select.options].some((o) => o.text === statusName)).toBe(true));
  const value = [...select.options].find((o) => o.text === statusName)?.value ?? '';
  fireEvent.change(select, { target: { value } });
  await waitFor(() => {
    const badges = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((text) => text.includes(statusName))).toBe(true);
  });
  fireEvent.click(within(table).getAllByRole('link')[0] as HTMLElement);
  return screen.findByRole('article', { name: /^Order / });
}

describe('MerchantOrdersScreen', () => {
  it("lists the store's orders and opens one with its items, customer, address, totals and timeline", async () => {
    await signInAt('/merchant/orders', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    const table = await ordersTable();
    fireEvent.click(within(table).getAllByRole('link')[0] as HTMLElement);
    const detail = await screen.findByRole('article', { name: /^Order / });
    expect(within(detail).getByRole('table', { name: /Items of order/ })).toBeTruthy();
    expect(within(detail).getByRole('heading', { name: 'Customer and delivery' })).toBeTruthy();
    expect(within(detail).getByText('Total')).toBeTruthy();
    expect(within(detail).getByRole('heading', { name: 'Timeline' })).toBeTruthy();
    // How and whether the customer has paid, and when (the seed's orders are paid by card).
    const payment = within(detail).getByText("Customer's payment").nextElementSibling?.textContent ?? '';
    expect(payment).toMatch(/^Card Paid \d{1,2} \w{3} \d{4}$/);

    // The packing slip: the lines and where they go, no prices; printed alone (print stylesheet).
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    try {
      fireEvent.click(within(detail).getByRole('button', { name: 'Packing slip' }));
      const slip = await screen.findByRole('article', { name: /^Packing slip ORD-/ });
      const lines = within(slip).getByRole('table', { name: 'Items to pack' });
      expect(within(lines).getAllByRole('row').length).toBeGreaterThan(1);
      expect(slip.textContent).toContain('Ship to');
      expect(slip.textContent).not.toContain('₦');
      fireEvent.click(within(slip).getByRole('button', { name: 'Print packing slip' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  });

  it('shows the coupon code an order was discounted with, and none on an order without one', async () => {
    const orders = (
      ctx.sandbox.db as unknown as {
        table(name: string): { all(): { id: number }[]; update(id: number, patch: object): unknown };
      }
    ).table('orders');
    // Every order of the seed carries WELCOME10, as the checkout records it (sandbox coupons test).
    for (const o of orders.all()) orders.update(o.id, { couponCodes: ['WELCOME10'] });
    await signInAt('/merchant/orders', 'merchant@demo.test');
    const table = await ordersTable();
    fireEvent.click(within(table).getAllByRole('link')[0] as HTMLElement);
    const detail = await screen.findByRole('article', { name: /^Order / });
    expect(within(detail).getByText('Coupon code').nextElementSibling?.textContent).toBe('WELCOME10');
    for (const o of orders.all()) orders.update(o.id, { couponCodes: [] });
    const second = within(table).getAllByRole('link')[1] as HTMLElement;
    fireEvent.click(second);
    const other = await screen.findByRole('article', { name: new RegExp(`^Order ${second.textContent}`) });
    await within(other).findByText('Total');
    expect(within(other).queryByText('Coupon code')).toBeNull();
  });

  it("searches every page of the store's orders on the server", async () => {
    await signInAt('/merchant/orders', 'merchant@demo.test');
    const table = await ordersTable();
    type('Search orders', 'ORD-2026-000037');
    fireEvent.keyDown(screen.getByLabelText('Search orders'), { key: 'Enter' });
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.endsWith('/ordertracking/search-orders'))).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['ORD-2026-000037']),
    );
  });

  it('limits the list to a period', async () => {
    await signInAt('/merchant/orders', 'merchant@demo.test');
    const table = await ordersTable();
    const before = within(table).getAllByRole('row').length;
    fireEvent.change(screen.getByLabelText('Placed'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2001-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2001-01-02' } });
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(before));
  });

  it('moves a processing order to ready for pickup after the confirmation, and the timeline shows it', async () => {
    await signInAt('/merchant/orders', 'merchant@demo.test');
    const detail = await openFirst('Processing');
    const move = await within(detail).findByRole('button', { name: 'Mark as ready for pickup' });
    fireEvent.click(move);
    const dialog = await screen.findByRole('dialog', { name: /as ready for pickup\?$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.path.includes('/ordertracking/update-order/'))).toBe(false);

    fireEvent.click(within(detail).getByRole('button', { name: 'Mark as ready for pickup' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as ready for pickup' }),
    );
    await waitFor(() => expect(within(detail).getByText('Order is ready for pickup')).toBeTruthy());
    expect(within(detail).queryByRole('button', { name: 'Mark as ready for pickup' })).toBeNull();
  });

  it('asks before cancelling an order, with the order kept on "Keep order"', async () => {
    await signInAt('/merchant/orders', 'merchant@demo.test');
    const detail = await openFirst('Processing');
    fireEvent.click(await within(detail).findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel order / });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.path.includes('/ordertracking/update-order/'))).toBe(false);
  });

  it('shows the error and tries again when the orders cannot be loaded', async () => {
    ctx.sandbox.faults.set('getMerchantOrders', { status: 500, message: 'Orders are down' });
    await signInAt('/merchant/orders', 'merchant@demo.test');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(await screen.findByText('Orders are down')).toBeTruthy();
    ctx.sandbox.faults.clear();
    press('Try again');
    expect(await ordersTable()).toBeTruthy();
  });
});
