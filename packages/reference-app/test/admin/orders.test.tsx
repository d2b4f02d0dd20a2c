// The admin session's orders through the app's routes, against a fresh sandbox per test: a full admin's
// lists (all, hub) and an order's detail (items, customer, store's shipping details, timeline), a status
// move confirmed, the scheduler's queue and an assignment to a shipping partner, the dispatcher's own
// orders and navigation, and the list's error and retry.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { press } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface OrderRow {
  id: number;
  orderName: string;
  assignedToShippingPartner?: boolean;
  partnerProfile?: { id: number; name: string } | null;
}

function orders(): OrderRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): OrderRow[] } }).table('orders').all();
}

/** Every order pending and unassigned, so back in the scheduler's queue: more than a page waits. */
function unassignAll() {
  const db = ctx.sandbox.db as unknown as {
    table(name: string): {
      all(): { id: number; code_name?: string }[];
      update(id: number, patch: object): unknown;
    };
  };
  const pending = db
    .table('orderStatuses')
    .all()
    .find((s) => s.code_name === 'pending');
  for (const o of orders()) {
    db.table('orders').update(o.id, {
      assignedToDispatcher: false,
      assignedToShippingPartner: false,
      orderStatusId: pending?.id,
      status: 'pending',
    });
  }
}

/** The order table named `caption` once its rows are there. */
async function ordersTable(caption: RegExp): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: caption });
  await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
  return table;
}

/** Filters the list by a status name and opens its first order. */
async function openFirst(table: HTMLElement, statusName: string): Promise<HTMLElement> {
  const select = screen.getByLabelText('Status') as HTMLSelectElement;
  await waitFor(() => expect([...select.options].some((o) => o.text === statusName)).toBe(true));
  const value = [...select.options].find((o) => o.text === statusName)?.value ?? '';
  fireEvent.change(select, { target: { value } });
  await waitFor(() => {
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((text) => text.includes(statusName))).toBe(true);
  });
  fireEvent.click(within(table).getAllByRole('link')[0] as HTMLElement);
  return screen.findByRole('article', { name: /^Order / });
}

describe('AdminOrdersScreen', () => {
  it('shows an admin every order and one with its items, customer, store and timeline; the hub list too', async () => {
    await signInAt('/admin/orders', 'admin@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    const table = await ordersTable(/Every order of the marketplace/);
    fireEvent.click(within(table).getAllByRole('link')[0] as HTMLElement);
    const detail = await screen.findByRole('article', { name: /^Order / });
    expect(within(detail).getByRole('table', { name: /Items of order/ })).toBeTruthy();
    expect(within(detail).getByRole('heading', { name: 'Customer and delivery' })).toBeTruthy();
    expect(within(detail).getByRole('heading', { name: "Store's shipping details" })).toBeTruthy();
    expect((await within(detail).findAllByText(/Store phone|not set a shipping address/)).length).toBe(1);
    expect(within(detail).getByRole('heading', { name: 'Timeline' })).toBeTruthy();
    expect(await within(detail).findByRole('form', { name: /^Assign order / })).toBeTruthy();
    // The address as the customer has it on file, read with the admin's call.
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.includes('/customershippingaddress/admin/'))).toBe(true),
    );

    fireEvent.click(screen.getByRole('link', { name: 'Hub orders' }));
    const hub = await ordersTable(/Orders assigned to the platform hub/);
    expect(within(hub).getAllByText('Platform hub').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.endsWith('/ordertracking/admin/hub/view-orders'))).toBe(true),
    );
  });

  it('filters on the server: page 2 of "Delivered" holds delivered orders and the count is every delivered one', async () => {
    const delivered = orders().filter((o) => (o as { status?: string }).status === 'delivered').length;
    await signInAt('/admin/orders?f.status=delivered&page=2', 'admin@demo.test');
    const table = await ordersTable(/Every order of the marketplace/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(12, delivered - 12));
    expect(rows.every((row) => row.textContent?.includes('Delivered'))).toBe(true);
    expect(screen.getByText(new RegExp(`^Showing 13–\\d+ of ${delivered}$`))).toBeTruthy();
  });

  it('flags an order ready and unassigned for hours, and "Needs attention" lists the flagged ones', async () => {
    const db = ctx.sandbox.db as unknown as {
      table(name: string): {
        all(): (OrderRow & { status?: string })[];
        update(id: number, patch: object): void;
        find(p: (row: { code_name: string; id: number }) => boolean): { id: number; name: string };
      };
    };
    const ready = db.table('orderStatuses').find((s) => s.code_name === 'ready_for_pickup');
    const target = orders().find((o) => (o as { status?: string }).status === 'delivered') as OrderRow;
    db.table('orders').update(target.id, {
      orderStatusId: ready.id,
      orderStatus: ready.name,
      status: 'ready_for_pickup',
      statusChangedAt: '2026-10-01T08:00:00.000Z',
      assignedToDispatcher: false,
      assignedToShippingPartner: false,
    });
    await signInAt('/admin/orders', 'admin@demo.test');
    await ordersTable(/Every order of the marketplace/);
    fireEvent.change(screen.getByLabelText('Needs attention'), { target: { value: 'unassigned-over-4h' } });
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: /Every order/ }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.some((row) => row.textContent?.includes(target.orderName))).toBe(true);
      expect(rows.every((row) => row.textContent?.includes('Ready, unassigned over 4 h'))).toBe(true);
    });
  });

  it('searches every order on the server', async () => {
    const target = orders()[5] as OrderRow;
    await signInAt('/admin/orders', 'admin@demo.test');
    const table = await ordersTable(/Every order/);
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(search, { target: { value: target.orderName } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([target.orderName]),
    );
    expect(ctx.requests.some((r) => r.path.endsWith('/ordertracking/search-orders'))).toBe(true);
  });

  it('lets an admin cancel a pending order only after the confirmation', async () => {
    await signInAt('/admin/orders', 'admin@demo.test');
    const detail = await openFirst(await ordersTable(/Every order/), 'Pending');
    fireEvent.click(await within(detail).findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel order / });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.path.includes('/ordertracking/update-order/'))).toBe(false);

    fireEvent.click(within(detail).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(detail).getByText('Nothing to do: the order is closed.')).toBeTruthy());
    // The assignment section (and its form, loaded when shown) is gone with the open order.
    expect(within(detail).queryByRole('heading', { name: 'Assignment' })).toBeNull();
    expect(within(detail).queryByRole('form', { name: /^Assign order / })).toBeNull();
  });

  it('gives the scheduler the orders waiting for assignment and assigns one to a shipping partner', async () => {
    await signInAt('/admin/orders', 'scheduler@demo.test');
    const table = await ordersTable(/waiting for a dispatcher or shipping partner/);
    const tabs = screen.getByRole('navigation', { name: 'Order lists' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Waiting for assignment', 'Assigned']);
    const link = within(table).getAllByRole('link')[0] as HTMLElement;
    const name = link.textContent ?? '';
    fireEvent.click(link);
    const detail = await screen.findByRole('article', { name: `Order ${name}` });
    // A scheduler assigns and sets the rider's phone; moving the status is the carriers' and admins'.
    expect(within(detail).queryByRole('heading', { name: 'Next step' })).toBeNull();
    expect(within(detail).getByRole('heading', { name: 'Rider contact' })).toBeTruthy();
    const form = await within(detail).findByRole('form', { name: `Assign order ${name}` });

    press('Assign the order');
    expect(await within(form).findByText('Choose who receives the order.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'A shipping partner' }));
    const select = within(form).getByLabelText('Shipping partner') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    const option = select.options[1] as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    fireEvent.change(within(form).getByLabelText(/^Note for whoever receives it/), {
      target: { value: 'Fragile: glassware' },
    });
    press('Assign the order');
    const dialog = await screen.findByRole('dialog', { name: /^Assign order .* to shipping partner/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign the order' }));

    await waitFor(() => {
      const order = orders().find((o) => o.orderName === name);
      expect(order?.assignedToShippingPartner).toBe(true);
      expect(String(order?.partnerProfile?.id)).toBe(option.value);
    });
    const assign = ctx.requests.find((r) => r.path.endsWith('/orderassignment/scheduler/assignorder'));
    expect(assign?.body).toMatchObject({ assignTo: 'shippingPartner', note: 'Fragile: glassware' });
    // The order leaves the scheduler's queue and stays in view under "Assigned", asked of the server.
    await waitFor(() =>
      expect(
        within(table)
          .queryAllByRole('link')
          .map((a) => a.textContent),
      ).not.toContain(name),
    );
    fireEvent.click(within(tabs).getByRole('link', { name: 'Assigned' }));
    const assigned = await ordersTable(/^Open orders assigned to a dispatcher or shipping partner/);
    expect(within(tabs).getByRole('link', { name: 'Assigned' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(
        within(assigned)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toContain(name),
    );
    const asked = ctx.requests.filter((r) => r.path.endsWith('/scheduler/view-orders')).at(-1);
    expect(new URLSearchParams(asked?.search).get('assignment')).toBe('assigned');
  });

  it('offers only approved partners; one whose approval was withdrawn meanwhile is refused, said in the form', async () => {
    await signInAt('/admin/orders', 'scheduler@demo.test');
    const table = await ordersTable(/waiting for a dispatcher or shipping partner/);
    const link = within(table).getAllByRole('link')[0] as HTMLElement;
    const name = link.textContent ?? '';
    fireEvent.click(link);
    const detail = await screen.findByRole('article', { name: `Order ${name}` });
    const form = await within(detail).findByRole('form', { name: `Assign order ${name}` });
    fireEvent.click(within(form).getByRole('radio', { name: 'A shipping partner' }));
    const select = within(form).getByLabelText('Shipping partner') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    const offered = [...select.options].map((o) => o.textContent);
    // Niger Delta Couriers has not been approved: it is not offered.
    expect(offered.some((t) => t?.includes('Niger Delta'))).toBe(false);
    const option = select.options[1] as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    // The partner sends new bank details: back under review before the scheduler confirms.
    const users = (
      ctx.sandbox.db as unknown as {
        table(name: string): {
          get(id: number): { profile: Record<string, unknown> };
          update(id: number, patch: object): unknown;
        };
      }
    ).table('users');
    const partner = users.get(Number(option.value));
    users.update(Number(option.value), {
      profile: { ...partner.profile, onboarded: false, onboardingStatus: 'submitted' },
    });
    press('Assign the order');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Assign the order' }),
    );
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/cannot take orders until an admin approves its onboarding/);
    expect(orders().find((o) => o.orderName === name)?.assignedToShippingPartner).toBeFalsy();
  });

  it('lets the scheduler assign several orders at once to a dispatcher shown with their load', async () => {
    await signInAt('/admin/orders', 'scheduler@demo.test');
    const table = await ordersTable(/waiting for a dispatcher or shipping partner/);
    const boxes = within(table).getAllByRole('checkbox').slice(1, 3);
    const names = boxes.map((b) => b.closest('tr')?.querySelector('a')?.textContent ?? '');
    for (const box of boxes) fireEvent.click(box);
    const select = (await screen.findByLabelText('Assign to')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].some((o) => /^Dispatcher .* \(\d+ open orders?\)$/.test(o.text))).toBe(true),
    );
    const option = [...select.options].find((o) => o.value.startsWith('dispatcher:')) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    press('Assign selected');
    const dialog = await screen.findByRole('dialog', { name: /^Assign 2 orders to dispatcher / });
    const listed = () => ctx.requests.filter((r) => r.path.endsWith('/scheduler/view-orders')).length;
    const before = listed();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const report = await screen.findByRole('region', { name: 'Assignment results' });
    await waitFor(() => expect(report.textContent).toMatch(/^2 of 2 assigned to dispatcher /));
    const dispatcherId = Number(option.value.split(':')[1]);
    for (const name of names) {
      const order = orders().find((o) => o.orderName === name) as OrderRow & { dispatcherId?: number };
      expect(order.dispatcherId).toBe(dispatcherId);
    }
    // They leave the queue, and nothing stays selected.
    await waitFor(() =>
      expect(
        within(table)
          .queryAllByRole('link')
          .map((a) => a.textContent),
      ).not.toEqual(expect.arrayContaining(names)),
    );
    // The list was asked again once for the whole run, not once per order.
    expect(listed() - before).toBe(1);
  });

  it('assigns every order matching the filter, beyond the page: one call per order after one confirmation', async () => {
    unassignAll(); // more than a page waits
    await signInAt('/admin/orders', 'scheduler@demo.test');
    const table = await ordersTable(/waiting for a dispatcher or shipping partner/);
    const count = Number(/of (\d+)/.exec(screen.getByText(/^Showing \d+/).textContent ?? '')?.[1]);
    expect(count).toBeGreaterThan(12);
    expect(screen.queryByRole('button', { name: /Select all \d+ matching/ })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: /Select all rows on this page/ }));
    fireEvent.click(await screen.findByRole('button', { name: `Select all ${count} matching the filter` }));
    expect(screen.getByText(`All ${count} matching selected`)).toBeTruthy();
    const select = (await screen.findByLabelText('Assign to')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].some((o) => o.value.startsWith('dispatcher:'))).toBe(true),
    );
    const option = [...select.options].find((o) => o.value.startsWith('dispatcher:')) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    const assigned = () => ctx.requests.filter((r) => r.path.endsWith('/scheduler/assignorder'));
    press('Assign selected');
    const dialog = await screen.findByRole('dialog', {
      name: `Assign ${count} orders to ${option.text.replace(/ \(.*$/, '').replace('Dispatcher', 'dispatcher')}?`,
    });
    // Nothing is sent before the confirmation.
    expect(assigned()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const report = await screen.findByRole('region', { name: 'Assignment results' });
    await waitFor(
      () => expect(report.textContent).toMatch(new RegExp(`^${count} of ${count} assigned to dispatcher `)),
      {
        timeout: 10_000,
      },
    );
    // One call per order, each order once, and only one confirmation was asked.
    const ids = assigned().map((r) => (r.body as { orderId: number }).orderId);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dispatcherId = Number(option.value.split(':')[1]);
    for (const id of ids) {
      expect((orders().find((o) => o.id === id) as OrderRow & { dispatcherId?: number }).dispatcherId).toBe(
        dispatcherId,
      );
    }
    expect(screen.queryByText(/matching selected/)).toBeNull();
  });

  it('says why every matching order could not be gathered, and assigns none', async () => {
    unassignAll();
    await signInAt('/admin/orders', 'scheduler@demo.test');
    const table = await ordersTable(/waiting for a dispatcher or shipping partner/);
    fireEvent.click(within(table).getByRole('checkbox', { name: /Select all rows on this page/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Select all \d+ matching the filter$/ }));
    const select = (await screen.findByLabelText('Assign to')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].some((o) => o.value.startsWith('dispatcher:'))).toBe(true),
    );
    const option = [...select.options].find((o) => o.value.startsWith('dispatcher:')) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    ctx.sandbox.faults.set('getSchedulerOrders', { status: 500, message: 'The queue is down' });
    press('Assign selected');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'The queue is down',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ctx.requests.filter((r) => r.path.endsWith('/scheduler/assignorder'))).toHaveLength(0);
  });

  it('gives a dispatcher their own orders and a navigation of orders only', async () => {
    await signInAt('/admin/orders', 'dispatcher@demo.test');
    const nav = await screen.findByRole('navigation', { name: 'Admin workspace' });
    const entries = () =>
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent);
    await waitFor(() => expect(entries()).toContain('Orders'));
    expect(entries()).toEqual(['Dashboard', 'Orders', 'Change password']);
    expect(ctx.requests.some((r) => r.path.endsWith('/ordertracking/dispatcher/view-orders'))).toBe(true);
    expect(ctx.requests.some((r) => r.path.endsWith('/ordertracking/admin/view-orders'))).toBe(false);

    const table = await ordersTable(/Orders assigned to you/);
    fireEvent.click(within(table).getAllByRole('link')[0] as HTMLElement);
    const detail = await screen.findByRole('article', { name: /^Order / });
    expect(within(detail).getByRole('heading', { name: 'Next step' })).toBeTruthy();
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.includes('/customershippingaddress/dispatcher/'))).toBe(true),
    );
  });

  it('lets an admin hand an order to the platform hub after the confirmation', async () => {
    await signInAt('/admin/orders', 'admin@demo.test');
    const table = await ordersTable(/Every order/);
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Not assigned') && r.textContent.includes('Pending'));
    if (!row) throw new Error('the seed has a pending order assigned to no one');
    const link = within(row).getByRole('link');
    const name = link.textContent ?? '';
    fireEvent.click(link);
    const detail = await screen.findByRole('article', { name: `Order ${name}` });
    const form = await within(detail).findByRole('form', { name: `Assign order ${name}` });
    fireEvent.click(within(form).getByRole('radio', { name: 'The platform hub' }));
    // The admin's platform call takes no note.
    expect(within(form).queryByLabelText(/^Note for whoever receives it/)).toBeNull();
    press('Assign the order');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: /to the platform hub\?$/ })).getByRole('button', {
        name: 'Assign the order',
      }),
    );
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.includes('/ordertracking/assigntobitmarte/'))).toBe(true),
    );
    const assigned = within(detail).getByText('Assigned to').parentElement as HTMLElement;
    await waitFor(() => expect(assigned.textContent).toBe('Assigned toThe platform hub'));
  });

  it("lets a dispatcher ship an order of theirs and set the rider's phone", async () => {
    await signInAt('/admin/orders', 'dispatcher@demo.test');
    const table = await ordersTable(/Orders assigned to you/);
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Ready for pickup'));
    if (!row) throw new Error('the seed gives the demo dispatcher an order ready for pickup');
    fireEvent.click(within(row).getByRole('link'));
    const detail = await screen.findByRole('article', { name: /^Order / });
    // A dispatcher hands an order on to the hub or another dispatcher, never to a shipping partner.
    const assign = await within(detail).findByRole('form', { name: /^Assign order / });
    expect(
      within(assign)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['The platform hub', 'A dispatcher']);
    fireEvent.click(await within(detail).findByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(within(detail).getAllByText('Shipped').length).toBeGreaterThan(0));
    expect(await within(detail).findByRole('button', { name: 'Mark as out for delivery' })).toBeTruthy();

    fireEvent.change(within(detail).getByLabelText("Rider's phone number"), {
      target: { value: '+2348030000001' },
    });
    press(/the number$/);
    await waitFor(() => expect(within(detail).getByRole('link', { name: '+2348030000001' })).toBeTruthy());
  });

  it('shows the error and tries again when the orders cannot be loaded', async () => {
    ctx.sandbox.faults.set('getAdminOrders', { status: 500, message: 'Orders are down' });
    await signInAt('/admin/orders', 'admin@demo.test');
    expect(await screen.findByText('Orders are down')).toBeTruthy();
    ctx.sandbox.faults.clear();
    press('Try again');
    expect(await ordersTable(/Every order/)).toBeTruthy();
  });
});
