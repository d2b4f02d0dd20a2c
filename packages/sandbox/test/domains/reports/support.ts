// Helpers of the reports domain's tests: accounts and sessions made directly in the state (so the tests
// do not depend on another domain's login or seed), orders and returns built from the shared row types,
// and failures to inspect.
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  type MarketplaceClient,
  type UserType,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import type { OrderRow, ReturnRow } from '../../../src/db/core';
import type { SandboxAccountType, UserRow } from '../../../src/db/identity';
import { ORDER_STATUSES } from '../../../src/domains/orders/orderStatuses';
import { TEST_HOSTS } from '../../../src/node';
import { type sandboxFixture, TEST_NOW } from '../../support/sandboxTest';

export type Ctx = ReturnType<typeof sandboxFixture>;

import { failure } from '../../support/failure';

export { failure };

/** `[HTTP status, server message]` of a failing call. */
export async function refusal(promise: Promise<unknown>): Promise<[number | undefined, string | undefined]> {
  const error = await failure(promise);
  return [error.status, error.serverMessage];
}

let serial = 0;

const SESSION_ROLE: Record<SandboxAccountType, UserType> = {
  customer: 'customer',
  merchant: 'merchant',
  admin: 'admin',
  superadmin: 'admin',
  dispatcher: 'admin',
  scheduler: 'admin',
  partner: 'shipping-partner',
};

/** A new account of `accountType` (merchants get a store named `storeName`). */
export function newUser(
  ctx: Ctx,
  accountType: SandboxAccountType,
  fields: Partial<Omit<UserRow, 'id'>> & { storeName?: string } = {},
): UserRow {
  const { storeName, ...rest } = fields;
  const n = ++serial;
  const db = ctx.sandbox.db;
  const user = db.table('users').insert({
    role: SESSION_ROLE[accountType],
    accountType,
    email: `reports-${accountType}-${n}@example.com`,
    password: 'demo1234',
    firstName: 'Test',
    lastName: `${accountType} ${n}`,
    confirmed: true,
    active: true,
    createdAt: TEST_NOW.toISOString(),
    ...rest,
  });
  if (accountType === 'merchant') {
    // On the Pro plan (5 % commission), the rate these tests' figures use; the plan is the rate's source.
    db.table('users').update(user.id, { profile: { ...(user.profile ?? {}), pricingPlanId: 3 } });
    const store = db.table('stores').insert({
      merchantId: user.id,
      storeName: storeName ?? `Test Store ${n}`,
      firstApproval: true,
      secondApproval: true,
      followers: [],
      createdAt: TEST_NOW.toISOString(),
    });
    return db.table('users').update(user.id, { storeId: store.id }) ?? user;
  }
  return user;
}

/** A client carrying a new session of `user` (made in the state, as a login would). */
export function signIn(ctx: Ctx, user: UserRow): MarketplaceClient {
  const token = `reports_test_${user.id}_${++serial}`;
  ctx.sandbox.db
    .table('sessions')
    .insert({ token, userId: user.id, role: user.role, createdAt: TEST_NOW.toISOString() });
  const client = ctx.client(user.role);
  client.session.setSession(user.role, token, null);
  return client;
}

/** A new account of `accountType` and a client signed in as it. */
export function account(
  ctx: Ctx,
  accountType: SandboxAccountType,
  fields: Partial<Omit<UserRow, 'id'>> & { storeName?: string } = {},
): { user: UserRow; client: MarketplaceClient } {
  const user = newUser(ctx, accountType, fields);
  return { user, client: signIn(ctx, user) };
}

/** A client without any token (guests, the provider without a key). */
export function guest(providerKey?: string): MarketplaceClient {
  return createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
    pathname: () => '/',
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
    timeout: 10_000,
    ...(providerKey ? { providerKey } : {}),
  });
}

export interface OrderSpec {
  merchantId: number;
  customerId: number;
  /** `[unit price, quantity, product id]` per line. */
  items: [number, number, number][];
  shippingFee: number;
  discount?: number;
  status?: string;
  createdAt: string;
  state?: string;
  address?: string;
  /** Delivered by the platform (assigned to the hub). */
  platform?: boolean;
  paid?: boolean;
  paymentStatus?: OrderRow['paymentStatus'];
  storeName?: string;
}

/** Inserts an order as the orders domain stores it. */
export function insertOrder(ctx: Ctx, spec: OrderSpec): OrderRow {
  const status = ORDER_STATUSES.find((s) => s.code_name === (spec.status ?? 'delivered'));
  if (!status) throw new Error(`no status ${spec.status}`);
  const subtotal = spec.items.reduce((sum, [price, qty]) => sum + price * qty, 0);
  const discount = spec.discount ?? 0;
  const n = ++serial;
  return ctx.sandbox.db.table('orders').insert({
    orderName: `ORD-T${n}`,
    orderStatusId: status.id,
    orderStatus: status.name,
    status: status.code_name,
    subtotal,
    shippingFee: spec.shippingFee,
    discount,
    total: subtotal + spec.shippingFee - discount,
    customerId: spec.customerId,
    merchantId: spec.merchantId,
    storeName: spec.storeName ?? 'Test Store',
    orderItems: spec.items.map(([productPrice, quantity, productId]) => ({
      productId,
      merchantId: spec.merchantId,
      quantity,
      productPrice,
      productName: `Product ${productId}`,
    })),
    deliveryAddress: {
      id: 1,
      fullName: 'Ada Obi',
      phoneNumber: '+2348030000000',
      stateOrRegion: spec.state ?? 'Lagos',
      address: spec.address ?? '12 Allen Avenue, Ikeja',
      default: true,
    },
    approvePayout: spec.paymentStatus !== undefined && spec.paymentStatus !== 'pending',
    assignedToPlatform: spec.platform ?? false,
    assignedToDispatcher: false,
    assignedToShippingPartner: false,
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
    transactionId: spec.paid === false ? null : 9000 + n,
    paymentStatus: spec.paymentStatus ?? 'pending',
    declinedBy: [],
  });
}

/** Inserts a return of `quantity` units of the order's first line. */
export function insertReturn(
  ctx: Ctx,
  order: OrderRow,
  fields: { quantity: number; createdAt: string; status?: ReturnRow['status']; type?: ReturnRow['type'] },
): ReturnRow {
  const line = order.orderItems?.[0];
  if (!line) throw new Error('order without lines');
  return ctx.sandbox.db.table('returns').insert({
    merchantId: order.merchantId,
    customerId: order.customerId,
    orderId: order.id,
    status: fields.status ?? 'pending',
    type: fields.type ?? 'return',
    products: [{ ...line, quantity: fields.quantity }],
    refund: (fields.type ?? 'return') === 'return',
    replace: fields.type === 'replace',
    createdAt: fields.createdAt,
  });
}

/** Exact sum of naira amounts (through kobo). */
export const sum = (values: number[]): number =>
  Math.round(values.reduce((s, v) => s + Math.round(v * 100), 0)) / 100;
