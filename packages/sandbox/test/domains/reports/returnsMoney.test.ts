// A partial return, refunded, nets only the returned part out of every figure: sales reports, finance
// reports, merchant payments, merchant reports and the merchant's statement, which all come from one split
// per order at the merchant's plan rate. Refunds and chargebacks are transactions rows; the payout waits
// while the return is open; decisions are final unless reopened.
import {
  getAdminTransactions,
  getMerchantPayments,
  getMerchantReports,
  getMerchantStatement,
  getOrderDetails,
  getOrrReport,
  getSalesOverTimeTable,
  getSalesReport,
  getSarReport,
  getSettlementReport,
  returnOrder,
  updateChargebackDecision,
  updateMerchantPayment,
  updateRefundDecision,
  updateReturnStatus,
} from '@marketplace/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/db/core';
import { cancelOrders } from '../../../src/domains/orders/cancelOrders';
import { recordRefund } from '../../../src/domains/reports/recordRefund';
import { splitOrder } from '../../../src/domains/reports/splitOrder';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { account, type Ctx, insertOrder, newUser, refusal, signIn, sum } from './support';

const ctx = sandboxFixture();
const DAY_MS = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * DAY_MS).toISOString();
/** Every order here is placed in October 2026 (Lagos days), the sandbox's now being 1 November. */
const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };

/** A seeded product with variants, to see its units come back per variant. */
function productWithVariant(c: Ctx) {
  const product = c.sandbox.db
    .table('products')
    .find((p) => (p.productVariant?.variant?.length ?? 0) > 0 && !!p.productVariant?.variant?.[0]?.sku);
  if (!product) throw new Error('no seeded product with variants');
  return product;
}

/**
 * The blouses at a merchant on the Basic plan (7.5 %): order O, 2 × ₦8,500, delivered yesterday
 * by the platform (in the return window); order P, 1 × ₦10,000, delivered 20 days ago (payable).
 */
function blouses(c: Ctx) {
  const customer = account(c, 'customer', { firstName: 'Ngozi', lastName: 'Eze' });
  const merchant = account(c, 'merchant', { storeName: 'Blouse House' });
  c.sandbox.db.table('users').update(merchant.user.id, { profile: { pricingPlanId: 2 } });
  const admin = account(c, 'admin', { firstName: 'Tunde', lastName: 'Bakare' });
  const product = productWithVariant(c);
  const sku = product.productVariant?.variant?.[0]?.sku as string;
  const o = insertOrder(c, {
    merchantId: merchant.user.id,
    customerId: customer.user.id,
    items: [[8500, 2, product.id]],
    shippingFee: 1500,
    platform: true,
    createdAt: daysAgo(5),
    storeName: 'Blouse House',
  });
  const line = o.orderItems?.[0];
  if (!line) throw new Error('no line');
  c.sandbox.db.table('orders').update(o.id, {
    deliveredAt: daysAgo(1),
    orderItems: [{ ...line, productVariants: [{ sku, quantity: 2 } as never] }],
  });
  const p = insertOrder(c, {
    merchantId: merchant.user.id,
    customerId: customer.user.id,
    items: [[10000, 1, 999001]],
    shippingFee: 1500,
    platform: true,
    createdAt: daysAgo(25),
    storeName: 'Blouse House',
  });
  c.sandbox.db.table('orders').update(p.id, { deliveredAt: daysAgo(20) });
  return { customer, merchant, admin, product, sku, o, p };
}

const units = (c: Ctx, productId: number, sku: string) => {
  const product = c.sandbox.db.table('products').get(productId);
  return [
    product?.quantity ?? 0,
    product?.productVariant?.variant?.find((v) => v.sku === sku)?.quantity ?? 0,
  ];
};

describe('a partial return, refunded', () => {
  it('nets only the returned part out of sales, commission, payout due and every report', async () => {
    const { customer, merchant, admin, product, sku, o, p } = blouses(ctx);
    const stockBefore = units(ctx, product.id, sku);

    // The customer returns 1 of the 2 blouses.
    const opened = (
      await returnOrder(customer.client, {
        path: { id: o.id },
        body: { products: [{ productId: product.id, quantity: 1 }], reason: 'Too small' },
      })
    ).data;

    // While it is open the payout is held: it cannot be approved.
    expect(
      await refusal(
        updateMerchantPayment(admin.client, { path: { id: o.id }, body: { status: 'approved' } }),
      ),
    ).toEqual([
      400,
      'A return on this order is open: its payout is held until the return is completed or declined',
    ]);

    // The seller's side: approve, receive, and the refund is the admin's to decide.
    await updateReturnStatus(merchant.client, { path: { id: opened.id }, body: { status: 'approved' } });
    await updateReturnStatus(merchant.client, { path: { id: opened.id }, body: { status: 'received' } });
    expect(
      await refusal(
        updateReturnStatus(merchant.client, { path: { id: opened.id }, body: { status: 'completed' } }),
      ),
    ).toEqual([400, 'The refund must be approved before the return is completed: an admin decides it']);

    const decided = await updateRefundDecision(admin.client, {
      path: { id: opened.id },
      body: { decision: 'approved', previousDecidedAt: null },
    });
    expect(decided.data.refundDecision).toMatchObject({
      decision: 'approved',
      amount: 8500,
      decidedBy: 'Tunde Bakare',
    });
    // A second admin on a stale page (it saw no decision) is told who decided.
    const other = account(ctx, 'admin');
    const [status, message] = await refusal(
      updateRefundDecision(other.client, {
        path: { id: opened.id },
        body: { decision: 'declined', previousDecidedAt: null },
      }),
    );
    expect(status).toBe(409);
    expect(message).toMatch(
      /^The refund was already approved by Tunde Bakare on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );

    await updateReturnStatus(merchant.client, { path: { id: opened.id }, body: { status: 'completed' } });

    // The refund is a transactions row, and on the customer's order, which stays delivered (1 blouse kept).
    const transactions = await getAdminTransactions(admin.client, { query: { search: o.orderName } });
    const refund = transactions.data.rows.find((t) => t.type === 'refund');
    expect(refund).toMatchObject({
      type: 'refund',
      amount: 8500,
      reference: `RFD-${o.orderName}-1`,
      decidedBy: 'Tunde Bakare',
      status: 'success',
      returnId: opened.id,
    });
    const order = (await getOrderDetails(customer.client, { path: { id: o.id } })).data;
    expect(order).toMatchObject({ status: 'delivered', refundedAmount: 8500 });
    expect(order.orderActivities?.some((a) => a.activity.includes(`(RFD-${o.orderName}-1)`))).toBe(true);

    // One unit back in stock, on the product and on its variant.
    expect(units(ctx, product.id, sku)).toEqual([stockBefore[0]! + 1, stockBefore[1]! + 1]);

    // Sales: 17,000 − 8,500 + 10,000; the headline is the sum of the daily table's net sales.
    const headline = await getSalesReport(merchant.client, { query: OCTOBER });
    const table = await getSalesOverTimeTable(merchant.client, { query: OCTOBER });
    expect(headline.data.sales).toBe(18500);
    expect(sum(table.data.map((d) => d.netSales))).toBe(18500);
    expect(table.data.find((d) => (d.returns ?? 0) > 0)).toMatchObject({
      grossSales: 17000,
      returns: 8500,
      netSales: 8500,
    });

    // Finance reports: O's sales are 8,500, 7.5 % commission, due 7,862.50 (8,500 × 0.925).
    const q = { query: { ...OCTOBER, merchantId: merchant.user.id } };
    const sar = await getSarReport(admin.client, q);
    expect(sar.data.rows.find((r) => r.orderId === o.id)).toMatchObject({
      salesOrderAmount: 8500,
      deliveryAmount: 1500,
      orderAmount: 10000,
      commissionPercentage: 7.5,
      dueToMerchant: 7862.5,
    });
    const settlement = await getSettlementReport(admin.client, q);
    expect(settlement.data.totals.dueToMerchant).toBe(7862.5 + 9250);
    // The returns report lists returns by the day they were asked for (today).
    const orr = await getOrrReport(admin.client, {
      query: { startDate: '2026-11-01', endDate: '2026-11-01', merchantId: merchant.user.id },
    });
    expect(orr.data.rows).toEqual([
      expect.objectContaining({ returnId: opened.id, salesOrderAmt: 8500, refundedAmount: 8500 }),
    ]);
    const payments = await getMerchantPayments(admin.client, { query: { merchantId: merchant.user.id } });
    expect(payments.data.rows.map((r) => [r.orderId, r.amount, r.status, r.heldReason])).toEqual([
      [o.id, 7862.5, 'pending', expect.stringMatching(/^In the return window until \d{4}-\d{2}-\d{2}$/)],
      [p.id, 9250, 'pending', null],
    ]);

    // The statement: 27,000 − 8,500 − 1,387.50 (7.5 % of 18,500) − 0 = 17,112.50
    //                = 0 processed + 0 approved + 9,250 pending + 7,862.50 not yet due.
    const statement = (await getMerchantStatement(merchant.client, { query: OCTOBER })).data;
    expect(statement).toMatchObject({
      commissionPercentage: 7.5,
      orders: 2,
      sales: 27000,
      deliveryIncome: 0,
      returns: 8500,
      commission: 1387.5,
      fees: 0,
      due: 17112.5,
      processed: 0,
      approved: 0,
      pending: 9250,
      notYetDue: 7862.5,
    });
    // The admin's merchant reports say the same for the same merchant and period.
    const line = (await getMerchantReports(admin.client, { query: { ...OCTOBER, search: 'Blouse House' } }))
      .data.rows[0];
    expect(line).toMatchObject({
      dueToMerchant: 17112.5,
      returnsAmount: 8500,
      commissionAmount: 1387.5,
      pendingPayment: 9250,
      notYetDuePayment: 7862.5,
    });
    const own = await getMerchantStatement(admin.client, {
      query: { ...OCTOBER, merchantId: merchant.user.id },
    });
    expect(own.data).toEqual(statement);
  });

  it('charges an approved chargeback to the merchant as a fee, and keeps decisions final unless reopened', async () => {
    const { customer, merchant, admin, product, o } = blouses(ctx);
    const opened = (
      await returnOrder(customer.client, {
        path: { id: o.id },
        body: { products: [{ productId: product.id, quantity: 2 }] },
      })
    ).data;
    const first = await updateRefundDecision(admin.client, {
      path: { id: opened.id },
      body: { decision: 'approved', amount: 15000 },
    });
    // Flipping an approved refund without reopening it: 409; reopened with the version seen: done.
    expect(
      (
        await refusal(
          updateRefundDecision(admin.client, { path: { id: opened.id }, body: { decision: 'declined' } }),
        )
      )[0],
    ).toBe(409);
    await updateRefundDecision(admin.client, {
      path: { id: opened.id },
      body: {
        decision: 'approved',
        amount: 17000,
        reopen: true,
        previousDecidedAt: first.data.refundDecision?.decidedAt ?? null,
      },
    });
    await updateChargebackDecision(admin.client, {
      path: { id: opened.id },
      body: { decision: 'approved', amount: 1000, reason: 'Wrong size shipped' },
    });
    for (const step of ['approved', 'received', 'completed'] as const) {
      await updateReturnStatus(merchant.client, { path: { id: opened.id }, body: { status: step } });
    }
    const order = (await getOrderDetails(customer.client, { path: { id: o.id } })).data;
    expect(order).toMatchObject({ status: 'returned', refundedAmount: 17000 });
    const statement = (await getMerchantStatement(merchant.client, { query: OCTOBER })).data;
    // O: 17,000 − 17,000 − 0 commission − 1,000 chargeback would be below zero: the fee takes what O
    // still owed (0). P: 10,000 − 750 = 9,250.
    expect(statement).toMatchObject({ sales: 27000, returns: 17000, commission: 750, fees: 0, due: 9250 });
    const transactions = await getAdminTransactions(admin.client, { query: { search: o.orderName } });
    expect(
      transactions.data.rows
        .filter((t) => t.type !== 'payment' && t.type !== undefined)
        .map((t) => [t.type, t.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['refund', 17000],
        ['chargeback', 1000],
      ]),
    );
  });
});

describe('the statement identity (fast-check)', () => {
  it('due = sales + delivery − returns − commission − fees = processed + approved + pending + not yet due, cancellations refunded whole and no sale, and payouts + refunds ≤ payments', async () => {
    const orderArb = fc.record({
      items: fc.array(fc.tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 4 })), {
        minLength: 1,
        maxLength: 3,
      }),
      shipping: fc.integer({ min: 0, max: 5000 }),
      discountPct: fc.integer({ min: 0, max: 30 }),
      platform: fc.boolean(),
      status: fc.constantFrom('processing', 'delivered', 'delivered', 'returned'),
      payment: fc.constantFrom('pending', 'approved', 'processed'),
      refundPct: fc.integer({ min: 0, max: 100 }),
      chargeback: fc.integer({ min: 0, max: 3000 }),
      processedBeforeRefund: fc.boolean(),
      daysAgo: fc.integer({ min: 1, max: 28 }),
      // A paid order not delivered yet may be cancelled instead: refunded whole, by the same rule.
      cancel: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(2, 3),
        async (specs, plan) => {
          const db = ctx.sandbox.db;
          const merchant = newUser(ctx, 'merchant');
          db.table('users').update(merchant.id, { profile: { pricingPlanId: plan } });
          const customer = newUser(ctx, 'customer');
          const orders: OrderRow[] = [];
          const cancelled: OrderRow[] = [];
          for (const spec of specs) {
            const subtotal = spec.items.reduce((s, [price, qty]) => s + price * qty, 0);
            const order = insertOrder(ctx, {
              merchantId: merchant.id,
              customerId: customer.id,
              items: spec.items.map(([price, qty], i) => [price, qty, 900_000 + i]),
              shippingFee: spec.shipping,
              discount: Math.floor((subtotal * spec.discountPct) / 100),
              platform: spec.platform,
              status: spec.status,
              paymentStatus: spec.status === 'processing' ? 'pending' : spec.payment,
              createdAt: daysAgo(spec.daysAgo),
            });
            if (spec.payment === 'processed' && spec.processedBeforeRefund && spec.status !== 'processing') {
              // Paid out before the refund: the transfer keeps its amount, the refund is recovered later.
              db.table('merchantPaymentRecords').insert({
                id: order.id,
                reference: 'TRF-TEST',
                note: null,
                paidAt: daysAgo(0),
                amount: splitOrder(db, order).dueToMerchant / 100,
                updatedAt: daysAgo(0),
              });
            }
            const refund = Math.floor((Math.max(0, subtotal - (order.discount ?? 0)) * spec.refundPct) / 100);
            if (spec.status !== 'processing') {
              recordRefund(db, ctx.sandbox.env, {
                orderId: order.id,
                type: 'refund',
                amountKobo: refund * 100,
                decidedBy: 'Test',
              });
              recordRefund(db, ctx.sandbox.env, {
                orderId: order.id,
                type: 'chargeback',
                amountKobo: spec.chargeback * 100,
                decidedBy: 'Test',
              });
            }
            if (spec.status === 'processing' && spec.cancel) {
              const payment = db.table('transactions').insert({
                type: 'payment',
                transactionId: `PAY-T${order.id}`,
                reference: `PAY-T${order.id}`,
                amount: order.total,
                fees: 0,
                status: 'success',
                date: order.createdAt,
                customerId: customer.id,
                orderTrackerId: order.id,
                orderName: order.orderName,
                orderIds: [order.id],
                merchantIds: [merchant.id],
                createdAt: order.createdAt,
                updatedAt: order.createdAt,
              });
              db.table('orders').update(order.id, { transactionId: payment.id });
              cancelOrders(db, ctx.sandbox.env, [order], { by: 'admin', decidedBy: 'Test', reason: 'Test' });
              cancelled.push(order);
            }
            orders.push(order);
          }
          const client = signIn(ctx, merchant);
          const s = (await getMerchantStatement(client, { query: OCTOBER })).data;
          const k = (n: number) => Math.round(n * 100);
          expect(k(s.due)).toBe(
            k(s.sales) + k(s.deliveryIncome) - k(s.returns) - k(s.commission) - k(s.fees),
          );
          expect(k(s.due)).toBe(k(s.processed) + k(s.approved) + k(s.pending) + k(s.notYetDue));
          // A cancelled order is no sale: the statement counts the others only.
          expect(s.orders).toBe(orders.length - cancelled.length);
          // A cancellation refunds exactly what was paid, through the same refund rows as a return.
          const refundsOf = (o: OrderRow) =>
            db
              .table('transactions')
              .where((t) => t.type === 'refund' && t.orderIds.includes(o.id))
              .reduce((sum, t) => sum + k(t.amount), 0);
          for (const o of cancelled) expect(refundsOf(o)).toBe(k(o.total));
          // All the merchant's payouts (due) plus every refund never exceed what the customers paid.
          const paid = orders.reduce((sum, o) => sum + k(o.total), 0);
          const refunded = orders.reduce((sum, o) => sum + refundsOf(o), 0);
          expect(k(s.due) + refunded).toBeLessThanOrEqual(paid);
          expect(k(s.processed)).toBeLessThanOrEqual(paid);
          // The plan's rate on sales less returns, rounded per order (at most half a kobo each).
          const exact = ((k(s.sales) - k(s.returns)) * (plan === 2 ? 7.5 : 5)) / 100;
          expect(Math.abs(k(s.commission) - exact)).toBeLessThanOrEqual(orders.length / 2);
        },
      ),
      { numRuns: 40 },
    );
  });
});
