// Helpers of the orders domain's tests: demo logins, seeded rows to act on, and failures to inspect.
import { addCustomerAddress, type Entity, type MarketplaceClient } from '@marketplace/sdk';
import type { OrderRow } from '../../../src/db/core';
import type { sandboxFixture } from '../../support/sandboxTest';

type Ctx = ReturnType<typeof sandboxFixture>;

import { failure } from '../../support/failure';

export { failure };

/** `[status, server message]` of a failing call. */
export async function refusal(promise: Promise<unknown>): Promise<[number | undefined, string | undefined]> {
  const error = await failure(promise);
  return [error.status, error.serverMessage];
}

/** Logged-in clients of the demo accounts. */
export function as(ctx: Ctx) {
  return {
    customer: () => ctx.login('customer@demo.test', 'customer'),
    merchant: () => ctx.login('merchant@demo.test', 'merchant'),
    admin: () => ctx.login('admin@demo.test', 'admin'),
    superadmin: () => ctx.login('superadmin@demo.test', 'admin'),
    dispatcher: () => ctx.login('dispatcher@demo.test', 'admin'),
    scheduler: () => ctx.login('scheduler@demo.test', 'admin'),
    partner: () => ctx.login('partner@demo.test', 'shipping-partner'),
  } satisfies Record<string, () => Promise<MarketplaceClient>>;
}

/** Reads of the sandbox's state, to pick the seeded rows a test acts on. */
export function state(ctx: Ctx) {
  const db = () => ctx.sandbox.db;
  const user = (email: string) => {
    const found = db()
      .table('users')
      .find((u) => u.email === email);
    if (!found) throw new Error(`no user ${email}`);
    return found;
  };
  const orders = (predicate: (o: OrderRow) => boolean) =>
    db()
      .table('orders')
      .where(predicate)
      .sort((a, b) => a.id - b.id);
  const order = (predicate: (o: OrderRow) => boolean) => {
    const found = orders(predicate)[0];
    if (!found) throw new Error('no seeded order matches');
    return found;
  };
  return {
    db,
    user,
    orders,
    order,
    customerId: () => user('customer@demo.test').id,
    merchantId: () => user('merchant@demo.test').id,
    partnerId: () => user('partner@demo.test').id,
    dispatcherId: () => user('dispatcher@demo.test').id,
    statusId: (code: string) => {
      const found = db()
        .table('orderStatuses')
        .find((s) => s.code_name === code);
      if (!found) throw new Error(`no status ${code}`);
      return found.id;
    },
  };
}

/** The orders of a paged answer (its `rows` typed as orders). */
export function orderRows(data: { rows?: Entity<'Order'>[] }): Entity<'Order'>[] {
  return data.rows ?? [];
}

/** A new Lagos address of the customer, and its id. */
export async function newAddress(customer: MarketplaceClient): Promise<number> {
  const { data } = await addCustomerAddress(customer, {
    body: {
      fullName: 'Ada Obi',
      phoneNumber: '+2348031234567',
      stateOrRegion: 'Lagos',
      address: '12 Allen Avenue, Ikeja',
      default: false,
    },
  });
  return data.id;
}
