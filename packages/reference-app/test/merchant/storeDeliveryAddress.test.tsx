// The merchant's order detail says when the customer changed the delivery address after ordering (the
// order keeps the address as it was), against a fresh sandbox per test.

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

interface OrderRow {
  id: number;
  merchantId: number;
  deliveryAddress?: { id: number; phoneNumber: string };
}

const table = <T,>(name: string) =>
  (
    ctx.sandbox.db as unknown as {
      table(n: string): { all(): T[]; update(id: number, p: object): T; delete(id: number): boolean };
    }
  ).table(name);

/** One of the demo merchant's orders that carries a delivery address still in the address book. */
function demoOrder(): OrderRow & { deliveryAddress: { id: number; phoneNumber: string } } {
  const merchant = table<{ id: number; email: string }>('users')
    .all()
    .find((u) => u.email === 'merchant@demo.test');
  const addresses = new Set(
    table<{ id: number }>('addresses')
      .all()
      .map((a) => a.id),
  );
  const order = table<OrderRow>('orders')
    .all()
    .find((o) => o.merchantId === merchant?.id && o.deliveryAddress && addresses.has(o.deliveryAddress.id));
  if (!order?.deliveryAddress) throw new Error('no order with a delivery address');
  return order as OrderRow & { deliveryAddress: { id: number; phoneNumber: string } };
}

describe('the delivery address of an order', () => {
  it('shows the new address once the customer changed it after ordering', async () => {
    const order = demoOrder();
    table('addresses').update(order.deliveryAddress.id, { phoneNumber: '+2348000000001' });
    await signInAt(`/merchant/orders?order=${order.id}`, 'merchant@demo.test');
    const detail = await screen.findByRole('article', { name: /^Order / });
    expect(
      await within(detail).findByText(/changed this address after ordering.*\+2348000000001/),
    ).toBeTruthy();
  });

  it('says when the customer removed the address', async () => {
    const order = demoOrder();
    table('addresses').delete(order.deliveryAddress.id);
    await signInAt(`/merchant/orders?order=${order.id}`, 'merchant@demo.test');
    const detail = await screen.findByRole('article', { name: /^Order / });
    expect(await within(detail).findByText(/removed this address from their address book/)).toBeTruthy();
  });

  it('adds no note while the address is as ordered', async () => {
    const order = demoOrder();
    await signInAt(`/merchant/orders?order=${order.id}`, 'merchant@demo.test');
    const detail = await screen.findByRole('article', { name: /^Order / });
    await within(detail).findByRole('heading', { name: 'Customer and delivery' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.requests.some((r) => r.path.includes('/customershippingaddress/merchant/'))).toBe(true);
    expect(within(detail).queryByText(/changed this address/)).toBeNull();
  });
});
