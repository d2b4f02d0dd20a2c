// The orders domain's seed: six months of orders consistent with their status paths, payments and returns.
import { getCustomerOrders } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/createSandbox';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { as, orderRows, state } from './support';

const ctx = sandboxFixture();
const seeded = state(ctx);

describe('seedOrders', () => {
  it('seeds about 40 orders over the last six months in every status, for the seeded customers', () => {
    const orders = seeded.orders(() => true);
    expect(orders.length).toBe(40);
    const sixMonthsAgo = TEST_NOW.getTime() - 186 * 24 * 3_600_000;
    for (const order of orders) {
      expect(Date.parse(order.createdAt)).toBeLessThan(TEST_NOW.getTime());
      expect(Date.parse(order.createdAt)).toBeGreaterThan(sixMonthsAgo);
      expect(order.orderName).toMatch(/^ORD-\d{4}-\d{6}$/);
      const sum = order.orderItems!.reduce((total, line) => total + line.productPrice * line.quantity, 0);
      expect(order.subtotal).toBeCloseTo(sum, 2);
      expect(order.total).toBeCloseTo(order.subtotal + order.shippingFee - (order.discount ?? 0), 2);
      for (const line of order.orderItems!) {
        const product = seeded.db().table('products').get(line.productId)!;
        expect(line.productPrice).toBe(product.pricing[0]!.sellingPrice);
        expect(product.approvalStatus).toBe('approved');
      }
    }
    const statuses = new Set(orders.map((o) => o.status));
    for (const code of [
      'pending',
      'processing',
      'ready_for_pickup',
      'shipped',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]) {
      expect(statuses.has(code)).toBe(true);
    }
    expect(new Set(orders.map((o) => o.customerId)).size).toBeGreaterThan(5);
    // Ids follow the dates.
    expect(orders.map((o) => o.createdAt)).toEqual([...orders.map((o) => o.createdAt)].sort());
  });

  it('gives the demo customer at least six orders, some delivered, visible through the API', async () => {
    const customer = await as(ctx).customer();
    const { data } = await getCustomerOrders(customer);
    expect(data.count).toBeGreaterThanOrEqual(6);
    expect(orderRows(data).filter((o) => o.status === 'delivered').length).toBeGreaterThanOrEqual(2);
  });

  it('logs each order’s path, assigns some to the hub, the demo dispatcher and the demo partner', () => {
    const orders = seeded.orders(() => true);
    for (const order of orders) {
      const log = seeded
        .db()
        .table('orderActivities')
        .where((a) => a.orderTrackerId === order.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      expect(log[0]?.activity).toBe('Order placed');
      expect(log.every((a) => Date.parse(a.createdAt) <= TEST_NOW.getTime())).toBe(true);
      if (order.status === 'delivered') expect(log.some((a) => a.activity === 'Order delivered')).toBe(true);
      if (order.status === 'cancelled') expect(log.at(-1)?.activity).toMatch(/^Order cancelled/);
    }
    expect(orders.some((o) => o.assignedToPlatform && o.hubId !== undefined)).toBe(true);
    expect(orders.some((o) => o.dispatcherId === seeded.dispatcherId() && o.status !== 'delivered')).toBe(
      true,
    );
    expect(
      orders.some((o) => o.partnerProfile?.id === seeded.partnerId() && o.status === 'ready_for_pickup'),
    ).toBe(true);
    const payments = new Set(orders.filter((o) => o.status === 'delivered').map((o) => o.paymentStatus));
    expect([...payments].sort()).toEqual(['approved', 'pending', 'processed']);
  });

  it('signs every seeded order activity as the live handlers would: who acted, by name and role', () => {
    const db = seeded.db();
    const activities = db.table('orderActivities').all();
    expect(activities.length).toBeGreaterThan(0);
    for (const entry of activities) {
      expect(entry.actor, `${entry.activity} on order ${entry.orderTrackerId}`).toMatchObject({
        id: expect.any(Number),
        name: expect.stringMatching(/\S/),
        role: expect.stringMatching(/\S/),
      });
    }
    const by = (text: RegExp) => activities.filter((a) => text.test(a.activity));
    for (const placed of by(/^Order placed$/)) {
      expect(placed.actor?.id).toBe(db.table('orders').get(placed.orderTrackerId)?.customerId);
    }
    for (const processed of by(/^Order is being processed$/)) {
      expect(processed.actor?.id).toBe(db.table('orders').get(processed.orderTrackerId)?.merchantId);
    }
    for (const asked of by(/^(Return|Replacement) requested$/)) expect(asked.actor?.role).toBe('customer');
    for (const decided of by(/^Return (approved|declined)$/)) expect(decided.actor?.role).toBe('merchant');
    const carriers = new Set(by(/^Order delivered$/).map((a) => a.actor?.role));
    expect([...carriers].sort()).toEqual(expect.arrayContaining(['dispatcher', 'partner']));
  });

  it('keeps its assignment entries internal, as the live assignments do: out of the customer’s tracking', () => {
    const assignments = seeded
      .db()
      .table('orderActivities')
      .where((a) => /^Order assigned to /.test(a.activity));
    expect(assignments.length).toBeGreaterThan(0);
    for (const entry of assignments) expect(entry.audience, entry.activity).toBe('internal');
  });

  it('records a successful masked card or bank payment per order', () => {
    const orders = seeded.orders(() => true);
    for (const order of orders) {
      const tx = seeded.db().table('transactions').get(order.transactionId!)!;
      expect(tx).toMatchObject({ orderTrackerId: order.id, amount: order.total, orderName: order.orderName });
      expect(['card', 'bank']).toContain(tx.paymentChannel);
      expect(tx.status).toBe(order.status === 'cancelled' ? 'reversed' : 'success');
      if (tx.paymentChannel === 'card') expect(tx.cardNumber).toMatch(/^\d{6}\*{6}\d{4}$/);
    }
  });

  it('seeds returns on delivered orders: one refund decided, one pending, one completed (order Returned)', () => {
    const returns = seeded.db().table('returns').all();
    expect(returns.length).toBeGreaterThanOrEqual(3);
    expect(returns.some((r) => r.refundDecision?.decision === 'approved')).toBe(true);
    expect(returns.some((r) => r.status === 'pending' && !r.refundDecision)).toBe(true);
    const completed = returns.find((r) => r.status === 'completed');
    expect(seeded.db().table('orders').get(completed!.orderId)?.status).toBe('returned');
    for (const ret of returns)
      expect(seeded.db().table('orders').get(ret.orderId)?.orderReturnId).toBe(ret.id);
  });

  it('is deterministic', () => {
    const tables = (s: ReturnType<typeof createSandbox>) =>
      JSON.stringify(
        ['orders', 'orderActivities', 'transactions', 'returns', 'orderAssignments'].map(
          (t) => s.db.toJSON()[t],
        ),
      );
    expect(tables(createSandbox({ now: TEST_NOW }))).toBe(tables(createSandbox({ now: TEST_NOW })));
  });
});
