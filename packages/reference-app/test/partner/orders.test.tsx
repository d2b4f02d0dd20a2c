// The shipping partner's assigned orders through the app's routes, against a fresh sandbox per test: the
// status filter, an order's detail (pickup, delivery address, timeline), the moves shipped, out for
// delivery and delivered (with the customer's token and a photo), the rider's phone, and declining with a
// confirmation, after which the order has left the list and is back with the scheduler.

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { press, type } from '../support/forms';
import { type RenderedRoutes, renderRoutes, sandboxFixture } from '../support/sandboxApp';

const ctx = sandboxFixture();

// jsdom has no modal dialogs: the kit's ConfirmDialog needs showModal and close.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void };
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
});

interface OrderRow {
  id: number;
  orderName: string;
  status: string;
  assignedToShippingPartner: boolean;
  partnerProfile: { id: number } | null;
  orderDeliveryToken: string | null;
  shippingEvidence: string | null;
  dispatchPhoneNumber: string | null;
}

/** The sandbox's orders (the published types of `db.table` lose the domains' table names). */
const orders = (): OrderRow[] =>
  (ctx.sandbox.db as unknown as { table(name: string): { all(): OrderRow[] } }).table('orders').all();

/** The demo partner's assigned order in `status` (the seed has one of each along its path). */
function partnerOrder(status: string): OrderRow {
  const found = orders()
    .filter((o) => o.assignedToShippingPartner && o.status === status)
    .sort((a, b) => b.id - a.id)[0];
  if (!found) throw new Error(`no partner order ${status}`);
  return found;
}

/** Opens `path` signed out, signs in as the demo partner through the login screen, and comes back. */
async function signInAt(path: string): Promise<RenderedRoutes> {
  const app = renderRoutes({ path, routes });
  await waitFor(() => expect(app.location()).toMatch(/^\/shipping-partner\/login/));
  await screen.findByLabelText('Email address');
  type('Email address', 'partner@demo.test');
  type('Password', DEMO_PASSWORD);
  press('Log in');
  await waitFor(() => expect(app.location()).toBe(path));
  return app;
}

/** The table's rows, by their order names. */
async function listedOrders(): Promise<string[]> {
  const tableEl = await screen.findByRole('table', { name: /Orders assigned to you/ });
  await waitFor(() => expect(within(tableEl).queryAllByRole('link').length).toBeGreaterThan(0));
  return within(tableEl)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('PartnerOrdersScreen', () => {
  it('filters the assigned orders by status and opens one from the list', async () => {
    const shipped = partnerOrder('shipped');
    const app = await signInAt('/shipping-partner/orders');
    expect((await listedOrders()).length).toBeGreaterThan(2);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    await waitFor(() => expect(app.location()).toContain('f.status=shipped'));
    const names = await listedOrders();
    expect(names).toContain(shipped.orderName);
    for (const name of names) expect(orders().find((o) => o.orderName === name)?.status).toBe('shipped');

    fireEvent.click(screen.getByRole('link', { name: shipped.orderName }));
    await waitFor(() => expect(app.location()).toContain(`order=${shipped.id}`));
    const detail = await screen.findByRole('article', { name: `Order ${shipped.orderName}` });
    // Pickup from the merchant's shipping details, with the hub's phone; the delivery address; the log.
    const pickup = within(detail).getByRole('region', { name: 'Pickup' });
    expect(await within(pickup).findByText(/Hub phone:/)).toBeTruthy();
    expect(within(detail).getByRole('region', { name: 'Delivery address' }).textContent).not.toContain(
      'No delivery',
    );
    expect(within(detail).getByRole('list', { name: 'Order activity' }).textContent).toContain(
      'Order has been shipped',
    );
    // The filter is still in force under the detail.
    expect(app.location()).toContain('f.status=shipped');
  });

  it('moves an order ready for pickup to shipped, then out for delivery, with the timeline following', async () => {
    const order = partnerOrder('ready_for_pickup');
    await signInAt(`/shipping-partner/orders?order=${order.id}`);
    const detail = await screen.findByRole('article', { name: `Order ${order.orderName}` });
    fireEvent.click(await within(detail).findByRole('button', { name: 'Mark as shipped' }));
    await within(detail).findByRole('button', { name: 'Mark as out for delivery' });
    expect(partnerOrder('shipped').id).toBe(order.id);
    // Shipped: the partner holds the parcel and can no longer decline it.
    expect(within(detail).queryByRole('button', { name: 'Decline this order' })).toBeNull();
    expect(within(detail).getByRole('list', { name: 'Order activity' }).textContent).toContain(
      'Order has been shipped',
    );

    type('Note for the timeline', 'Rider left the Ikeja hub');
    press('Mark as out for delivery');
    await within(detail).findByText('Rider left the Ikeja hub', {});
    expect(orders().find((o) => o.id === order.id)?.status).toBe('out_for_delivery');
  });

  it("delivers only with the customer's token, keeping what was typed after a wrong one", async () => {
    const order = partnerOrder('out_for_delivery');
    await signInAt(`/shipping-partner/orders?order=${order.id}`);
    const detail = await screen.findByRole('article', { name: `Order ${order.orderName}` });
    await within(detail).findByRole('button', { name: 'Mark as delivered' });
    expect(within(detail).getByLabelText('Proof of delivery')).toBeTruthy();

    type("Customer's delivery token", 'dlv-wrong');
    press('Mark as delivered');
    expect(await screen.findAllByText('The delivery token is not correct', {})).not.toHaveLength(0);
    expect((screen.getByLabelText("Customer's delivery token") as HTMLInputElement).value).toBe('dlv-wrong');
    expect(orders().find((o) => o.id === order.id)?.status).toBe('out_for_delivery');

    type("Customer's delivery token", String(order.orderDeliveryToken));
    press('Mark as delivered');
    await within(detail).findByText('This order is delivered: nothing more to do.', {});
    expect(orders().find((o) => o.id === order.id)?.status).toBe('delivered');
    expect(ctx.requests.some((r) => r.path.endsWith(`/update-order/${order.id}`))).toBe(true);
    // Closed: the sandbox withholds the customer's name, address and phone, and the screen says so.
    const delivery = within(detail).getByRole('region', { name: 'Delivery address' });
    expect(
      await within(delivery).findByText('Customer details are hidden once the order is closed.'),
    ).toBeTruthy();
    expect(within(delivery).queryByRole('link')).toBeNull();
  });

  it("saves the rider's phone number", async () => {
    const order = partnerOrder('shipped');
    await signInAt(`/shipping-partner/orders?order=${order.id}`);
    const detail = await screen.findByRole('article', { name: `Order ${order.orderName}` });
    await within(detail).findByLabelText("Rider's phone number");
    type("Rider's phone number", '+234 803 555 0101');
    fireEvent.click(within(detail).getByRole('button', { name: /the number/ }));
    await waitFor(() =>
      expect(orders().find((o) => o.id === order.id)?.dispatchPhoneNumber).toBe('+234 803 555 0101'),
    );
  });

  it('declines an order only after confirming, and the order leaves the list for the scheduler', async () => {
    const order = partnerOrder('ready_for_pickup');
    const app = await signInAt(`/shipping-partner/orders?order=${order.id}`);
    const detail = await screen.findByRole('article', { name: `Order ${order.orderName}` });
    type('Reason (optional, shown to the scheduler)', 'No rider free this week');
    fireEvent.click(await within(detail).findByRole('button', { name: 'Decline this order' }));
    // Cancelling the confirmation changes nothing.
    const dialog = await screen.findByRole('dialog', { name: `Decline ${order.orderName}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(orders().find((o) => o.id === order.id)?.assignedToShippingPartner).toBe(true);

    fireEvent.click(within(detail).getByRole('button', { name: 'Decline this order' }));
    const again = await screen.findByRole('dialog', { name: `Decline ${order.orderName}?` });
    fireEvent.click(within(again).getByRole('button', { name: 'Decline the order' }));
    await waitFor(() => expect(app.location()).not.toContain('order='));
    await waitFor(() => expect(screen.queryByRole('link', { name: order.orderName })).toBeNull());
    const after = orders().find((o) => o.id === order.id);
    expect(after?.assignedToShippingPartner).toBe(false);
    expect(after?.partnerProfile).toBeNull();
  });
});
