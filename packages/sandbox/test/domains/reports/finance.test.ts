import {
  getMerchantPaymentStats,
  getMerchantPayments,
  getMerchantReports,
  getNdsrReport,
  getOdprReport,
  getOndprReport,
  getOrrReport,
  getSarReport,
  getSettlementReport,
  updateMerchantPayment,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { account, type Ctx, insertOrder, insertReturn, newUser, refusal, sum } from './support';

const ctx = sandboxFixture();

/** March 2024: no seeded order is that old, so the range holds only the orders made here. */
const MARCH = { startDate: '2024-03-01', endDate: '2024-03-31' };

/**
 * The contract's example: three delivered orders of three merchants; the first two delivered by the
 * platform (payments processed and pending), the third by its merchant (payment approved).
 */
function scenario(c: Ctx) {
  const customer = newUser(c, 'customer');
  const mamaTee = account(c, 'merchant', { storeName: 'Mama Tee Fabrics' });
  const ikeja = account(c, 'merchant', { storeName: 'Ikeja Gadgets Hub' });
  const abuja = account(c, 'merchant', { storeName: 'Abuja Organics' });
  const a = insertOrder(c, {
    merchantId: mamaTee.user.id,
    customerId: customer.id,
    items: [[25000, 1, 201]],
    shippingFee: 2500,
    platform: true,
    paymentStatus: 'processed',
    createdAt: '2024-03-02T09:15:00.000Z',
  });
  const b = insertOrder(c, {
    merchantId: ikeja.user.id,
    customerId: customer.id,
    items: [[48000, 1, 202]],
    shippingFee: 3500,
    platform: true,
    paymentStatus: 'pending',
    createdAt: '2024-03-04T14:40:00.000Z',
  });
  const cOrder = insertOrder(c, {
    merchantId: abuja.user.id,
    customerId: customer.id,
    items: [[18000, 1, 203]],
    shippingFee: 2000,
    paymentStatus: 'approved',
    createdAt: '2024-03-05T11:05:00.000Z',
  });
  const admin = account(c, 'admin');
  return { customer, mamaTee, ikeja, abuja, a, b, c: cOrder, admin };
}

describe('finance operations reports', () => {
  it('sar: every paid order with the split of what the customer paid, as the contract example', async () => {
    const { admin, a } = scenario(ctx);
    const { data } = await getSarReport(admin.client, { query: MARCH });
    expect(data.count).toBe(3);
    expect(data.rows[0]).toEqual({
      orderId: a.id,
      orderName: a.orderName,
      merchantId: a.merchantId,
      storeName: 'Mama Tee Fabrics',
      orderStatus: 'delivered',
      deliveredByPlatform: true,
      salesOrderAmount: 25000,
      deliveryAmount: 2500,
      orderAmount: 27500,
      commissionPercentage: 5,
      dueToMerchant: 23750,
      dueToPlatform: 3337.5,
      dueToProvider: 412.5,
      remitToPlatform: 27087.5,
      paymentStatus: 'processed',
      createdAt: '2024-03-02T09:15:00.000Z',
    });
    expect(data.totals).toEqual({
      dueToMerchant: 88450,
      dueToPlatform: 9065,
      dueToProvider: 1485,
      remitToPlatform: 97515,
      commissionPercentage: 5,
      totalSalesOrderAmount: 91000,
      totalOrderAmount: 99000,
      totalDeliveryAmount: 8000,
    });
  });

  it('sar: includes undelivered paid orders, leaves out cancelled and unpaid ones', async () => {
    const { admin, customer, mamaTee } = scenario(ctx);
    const base = {
      merchantId: mamaTee.user.id,
      customerId: customer.id,
      items: [[1000, 1, 1]] as [number, number, number][],
      shippingFee: 500,
      createdAt: '2024-03-10T10:00:00.000Z',
    };
    insertOrder(ctx, { ...base, status: 'processing' });
    insertOrder(ctx, { ...base, status: 'cancelled' });
    insertOrder(ctx, { ...base, status: 'pending', paid: false });
    const { data } = await getSarReport(admin.client, { query: MARCH });
    expect(data.count).toBe(4);
    expect(data.totals.totalOrderAmount).toBe(100500);
  });

  it('rows sum exactly to the totals, which cover every order and not only the page', async () => {
    const { admin, customer, mamaTee } = scenario(ctx);
    for (const [i, price] of [1234.57, 999.99, 10.01, 33333.33].entries()) {
      insertOrder(ctx, {
        merchantId: mamaTee.user.id,
        customerId: customer.id,
        items: [[price, 3, 300 + i]],
        shippingFee: 1499.99,
        discount: 0.07,
        platform: i % 2 === 0,
        createdAt: `2024-03-2${i}T10:00:00.000Z`,
      });
    }
    const { data } = await getSarReport(admin.client, { query: { ...MARCH, limit: 100 } });
    expect(data.count).toBe(7);
    for (const key of ['dueToMerchant', 'dueToPlatform', 'dueToProvider', 'remitToPlatform'] as const) {
      expect(sum(data.rows.map((r) => r[key] ?? 0))).toBe(data.totals[key]);
    }
    expect(sum(data.rows.map((r) => r.orderAmount))).toBe(data.totals.totalOrderAmount);
    expect(sum([data.totals.dueToMerchant, data.totals.dueToPlatform, data.totals.dueToProvider])).toBe(
      data.totals.totalOrderAmount,
    );
    for (const row of data.rows) {
      expect(sum([row.dueToMerchant, row.dueToPlatform ?? 0, row.dueToProvider ?? 0])).toBe(row.orderAmount);
    }

    const paged = await getSarReport(admin.client, { query: { ...MARCH, limit: 2, offset: 2 } });
    expect(paged.data.count).toBe(7);
    expect(paged.data.rows.map((r) => r.orderId)).toEqual(data.rows.slice(2, 4).map((r) => r.orderId));
    expect(paged.data.totals).toEqual(data.totals);
  });

  it('caps the card provider fee at 2,000 naira per order', async () => {
    const { admin, customer, mamaTee } = scenario(ctx);
    insertOrder(ctx, {
      merchantId: mamaTee.user.id,
      customerId: customer.id,
      items: [[300000, 1, 9]],
      shippingFee: 5000,
      createdAt: '2024-03-15T10:00:00.000Z',
    });
    const { data } = await getSarReport(admin.client, { query: { ...MARCH, merchantId: mamaTee.user.id } });
    expect(data.rows.map((r) => r.dueToProvider)).toEqual([412.5, 2000]);
  });

  it('ndsr: delivered orders whose payment is not processed yet, and it follows a payment update', async () => {
    const { admin, b, c } = scenario(ctx);
    const { data } = await getNdsrReport(admin.client, { query: MARCH });
    expect(data.rows.map((r) => r.orderId)).toEqual([b.id, c.id]);
    expect(data.totals).toEqual({
      dueToMerchant: 64700,
      dueToPlatform: 5727.5,
      dueToProvider: 1072.5,
      remitToPlatform: 70427.5,
      commissionPercentage: 5,
      totalSalesOrderAmount: 66000,
      totalOrderAmount: 71500,
      totalDeliveryAmount: 5500,
    });
    await updateMerchantPayment(admin.client, {
      path: { id: c.id },
      body: { status: 'processed', reference: 'TRF-1' },
    });
    const after = await getNdsrReport(admin.client, { query: MARCH });
    expect(after.data.rows.map((r) => r.orderId)).toEqual([b.id]);
  });

  it('ondpr and odpr split the delivered orders by who delivered them (delivery due to the merchant or not)', async () => {
    const { admin, a, b, c } = scenario(ctx);
    const ondpr = await getOndprReport(admin.client, { query: MARCH });
    expect(ondpr.data.rows.map((r) => r.orderId)).toEqual([c.id]);
    expect(ondpr.data.rows[0]).toMatchObject({
      deliveredByPlatform: false,
      dueToMerchant: 19100,
      dueToPlatform: 600,
    });
    const odpr = await getOdprReport(admin.client, { query: MARCH });
    expect(odpr.data.rows.map((r) => r.orderId)).toEqual([a.id, b.id]);
    expect(odpr.data.totals).toMatchObject({
      dueToMerchant: 69350,
      dueToPlatform: 8465,
      dueToProvider: 1185,
    });
  });

  it('settlement: the delivered orders of the range with their totals', async () => {
    const { admin, mamaTee } = scenario(ctx);
    const { data } = await getSettlementReport(admin.client, { query: MARCH });
    expect(data.count).toBe(3);
    expect(data.totals).toEqual({
      totalSalesOrderAmount: 91000,
      totalDeliveryAmount: 8000,
      totalOrderAmount: 99000,
      dueToMerchant: 88450,
      totalOrders: 3,
      dueToProvider: 1485,
      dueToPlatform: 9065,
    });
    const one = await getSettlementReport(admin.client, { query: { ...MARCH, merchantId: mamaTee.user.id } });
    expect(one.data.totals).toMatchObject({ totalOrders: 1, dueToMerchant: 23750 });
  });

  it('orr: returned orders of the range with their amounts (a return for a refund reads "refund")', async () => {
    const { admin, a, b } = scenario(ctx);
    const first = insertReturn(ctx, a, {
      quantity: 1,
      createdAt: '2024-03-06T10:20:00.000Z',
      status: 'approved',
    });
    insertReturn(ctx, b, { quantity: 1, createdAt: '2024-03-09T16:45:00.000Z', type: 'replace' });
    insertReturn(ctx, b, { quantity: 1, createdAt: '2024-04-09T16:45:00.000Z', type: 'replace' });
    const { data } = await getOrrReport(admin.client, { query: MARCH });
    const RETURNED_A = a.orderItems?.[0]?.productPrice ?? 0;
    expect(data.count).toBe(2);
    expect(data.rows[0]).toEqual({
      returnId: first.id,
      orderId: a.id,
      orderName: a.orderName,
      merchantId: a.merchantId,
      storeName: 'Mama Tee Fabrics',
      type: 'refund',
      status: 'approved',
      // The returned line's value, not the whole order's; nothing refunded until the return completes.
      salesOrderAmt: RETURNED_A,
      deliveryAmt: 0,
      totalOrderAmt: RETURNED_A,
      refundedAmount: 0,
      createdAt: '2024-03-06T10:20:00.000Z',
    });
    expect(data.rows[1]?.type).toBe('replace');
    expect(data.totals).toEqual({
      totalOrderAmt: sum(data.rows.map((r) => r.totalOrderAmt)),
      deliveryAmt: 0,
      salesOrderAmt: sum(data.rows.map((r) => r.salesOrderAmt)),
      refundedAmount: 0,
      totalOrders: 2,
    });
  });

  it('is for admins and super admins: dispatchers and schedulers get 403, merchants 403', async () => {
    const { mamaTee } = scenario(ctx);
    const dispatcher = account(ctx, 'dispatcher');
    const scheduler = account(ctx, 'scheduler');
    expect((await refusal(getSarReport(dispatcher.client, { query: MARCH })))[0]).toBe(403);
    expect((await refusal(getOrrReport(scheduler.client, { query: MARCH })))[0]).toBe(403);
    expect((await refusal(getSettlementReport(mamaTee.client, { query: MARCH })))[0]).toBe(403);
    const superadmin = account(ctx, 'superadmin');
    expect((await getSarReport(superadmin.client, { query: MARCH })).data.count).toBe(3);
  });
});

describe('merchant payments', () => {
  it('lists the payments of delivered orders newest first, narrowed by status and merchant', async () => {
    const { admin, a, b, c, ikeja } = scenario(ctx);
    const { data } = await getMerchantPayments(admin.client, { query: MARCH });
    expect(data.count).toBe(3);
    expect(data.rows.map((p) => [p.id, p.status, p.amount])).toEqual([
      [c.id, 'approved', 19100],
      [b.id, 'pending', 45600],
      [a.id, 'processed', 23750],
    ]);
    const pending = await getMerchantPayments(admin.client, { query: { ...MARCH, status: 'pending' } });
    expect(pending.data.rows.map((p) => p.id)).toEqual([b.id]);
    const one = await getMerchantPayments(admin.client, { query: { ...MARCH, merchantId: ikeja.user.id } });
    expect(one.data).toMatchObject({
      count: 1,
      rows: [{ orderId: b.id, storeName: 'Ikeja Gadgets Hub', totalOrderAmount: 51500 }],
    });
  });

  it('moves a payment pending -> approved -> processed, and the list and stats follow', async () => {
    const { admin, b } = scenario(ctx);
    const approved = await updateMerchantPayment(admin.client, {
      path: { id: b.id },
      body: { status: 'approved' },
    });
    expect(approved.data).toMatchObject({ id: b.id, status: 'approved', reference: null, paidAt: null });
    expect(ctx.sandbox.db.table('orders').get(b.id)).toMatchObject({
      paymentStatus: 'approved',
      approvePayout: true,
    });

    const missing = await refusal(
      updateMerchantPayment(admin.client, { path: { id: b.id }, body: { status: 'processed' } }),
    );
    expect(missing).toEqual([422, 'Validation failed']);

    const processed = await updateMerchantPayment(admin.client, {
      path: { id: b.id },
      body: { status: 'processed', reference: 'TRF-20240310-0057', note: 'Paid to GTBank' },
    });
    expect(processed.data).toMatchObject({
      status: 'processed',
      reference: 'TRF-20240310-0057',
      note: 'Paid to GTBank',
      paidAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
    });
    const list = await getMerchantPayments(admin.client, { query: { ...MARCH, status: 'processed' } });
    expect(list.data.rows.find((p) => p.id === b.id)).toMatchObject({ reference: 'TRF-20240310-0057' });
    const stats = await getMerchantPaymentStats(admin.client, { query: MARCH });
    expect(stats.data).toEqual({
      processedPayment: 69350,
      approvedPayment: 19100,
      pendingPayment: 0,
      notYetDuePayment: 0,
    });
  });

  it('refuses to take a processed payment back, or to process one not approved (400)', async () => {
    const { admin, a, b } = scenario(ctx);
    expect(
      await refusal(updateMerchantPayment(admin.client, { path: { id: a.id }, body: { status: 'pending' } })),
    ).toEqual([400, 'A processed payment cannot go back to pending or approved']);
    expect(
      await refusal(
        updateMerchantPayment(admin.client, {
          path: { id: b.id },
          body: { status: 'processed', reference: 'X' },
        }),
      ),
    ).toEqual([400, 'Approve the payment before processing it']);
    const note = await updateMerchantPayment(admin.client, { path: { id: a.id }, body: { note: 'Checked' } });
    expect(note.data).toMatchObject({ status: 'processed', note: 'Checked' });
  });

  it('answers 404 for an unknown payment or an order not delivered, 422 for an empty change, 403 for a dispatcher', async () => {
    const { admin, customer, mamaTee, b } = scenario(ctx);
    const open = insertOrder(ctx, {
      merchantId: mamaTee.user.id,
      customerId: customer.id,
      items: [[1000, 1, 1]],
      shippingFee: 0,
      status: 'shipped',
      createdAt: '2024-03-20T10:00:00.000Z',
    });
    expect(
      (
        await refusal(
          updateMerchantPayment(admin.client, { path: { id: 999999 }, body: { status: 'approved' } }),
        )
      )[0],
    ).toBe(404);
    expect(
      (
        await refusal(
          updateMerchantPayment(admin.client, { path: { id: open.id }, body: { status: 'approved' } }),
        )
      )[0],
    ).toBe(404);
    expect((await refusal(updateMerchantPayment(admin.client, { path: { id: b.id }, body: {} })))[0]).toBe(
      422,
    );
    const dispatcher = account(ctx, 'dispatcher');
    expect(
      (
        await refusal(
          updateMerchantPayment(dispatcher.client, { path: { id: b.id }, body: { status: 'approved' } }),
        )
      )[0],
    ).toBe(403);
  });

  it('gives a merchant the stats of its own payments, an admin every merchant or one', async () => {
    const { admin, ikeja, abuja } = scenario(ctx);
    const own = await getMerchantPaymentStats(ikeja.client, {
      query: { ...MARCH, merchantId: abuja.user.id },
    });
    expect(own.data).toEqual({
      processedPayment: 0,
      approvedPayment: 0,
      pendingPayment: 45600,
      notYetDuePayment: 0,
    });
    const all = await getMerchantPaymentStats(admin.client, { query: MARCH });
    expect(all.data).toEqual({
      processedPayment: 23750,
      approvedPayment: 19100,
      pendingPayment: 45600,
      notYetDuePayment: 0,
    });
    const one = await getMerchantPaymentStats(admin.client, {
      query: { ...MARCH, merchantId: abuja.user.id },
    });
    expect(one.data).toEqual({
      processedPayment: 0,
      approvedPayment: 19100,
      pendingPayment: 0,
      notYetDuePayment: 0,
    });
  });
});

describe('merchant reports', () => {
  it('gives a merchant its own line only', async () => {
    const { mamaTee } = scenario(ctx);
    const { data } = await getMerchantReports(mamaTee.client, { query: MARCH });
    expect(data).toEqual({
      count: 1,
      rows: [
        {
          merchantId: mamaTee.user.id,
          storeId: mamaTee.user.storeId,
          storeName: 'Mama Tee Fabrics',
          email: mamaTee.user.email,
          totalOrders: 1,
          totalSalesOrderAmount: 25000,
          totalDeliveryAmount: 2500,
          totalOrderAmount: 27500,
          commissionPercentage: 5,
          dueToMerchant: 23750,
          returnsAmount: 0,
          commissionAmount: 1250,
          feesAmount: 0,
          processedPayment: 23750,
          approvedPayment: 0,
          pendingPayment: 0,
          notYetDuePayment: 0,
        },
      ],
    });
  });

  it('gives an admin every merchant, biggest first, searchable by store name, and follows new orders', async () => {
    const { admin, customer, ikeja, abuja } = scenario(ctx);
    const all = await getMerchantReports(admin.client, { query: { ...MARCH, limit: 100 } });
    expect(all.data.count).toBeGreaterThanOrEqual(3);
    expect(all.data.rows.slice(0, 3).map((r) => r.storeName)).toEqual([
      'Ikeja Gadgets Hub',
      'Mama Tee Fabrics',
      'Abuja Organics',
    ]);
    const found = await getMerchantReports(admin.client, { query: { ...MARCH, search: 'organics' } });
    expect(found.data.rows.map((r) => r.merchantId)).toEqual([abuja.user.id]);
    insertOrder(ctx, {
      merchantId: abuja.user.id,
      customerId: customer.id,
      items: [[50000, 1, 5]],
      shippingFee: 1000,
      status: 'processing',
      createdAt: '2024-03-25T10:00:00.000Z',
    });
    const again = await getMerchantReports(admin.client, { query: { ...MARCH, search: 'organics' } });
    expect(again.data.rows[0]).toMatchObject({ totalOrders: 2, totalSalesOrderAmount: 68000 });
    const top = await getMerchantReports(admin.client, { query: { ...MARCH, limit: 1 } });
    expect(top.data.rows.map((r) => r.merchantId)).toEqual([abuja.user.id]);
    expect(ikeja.user.id).not.toBe(abuja.user.id);
  });

  it('refuses a dispatcher (403)', async () => {
    const dispatcher = account(ctx, 'dispatcher');
    expect((await refusal(getMerchantReports(dispatcher.client)))[0]).toBe(403);
  });
});

describe('reports over the seeded marketplace', () => {
  const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };

  it('add up: rows sum to totals, the split adds up, processed payments carry their transfer reference', async () => {
    const admin = account(ctx, 'admin');
    const sar = await getSarReport(admin.client, { query: { ...YEAR, limit: 100 } });
    expect(sar.data.count).toBe(sar.data.rows.length);
    expect(sum(sar.data.rows.map((r) => r.dueToMerchant))).toBe(sar.data.totals.dueToMerchant);
    expect(
      sum([sar.data.totals.dueToMerchant, sar.data.totals.dueToPlatform, sar.data.totals.dueToProvider]),
    ).toBe(sar.data.totals.totalOrderAmount);
    const cancelled = ctx.sandbox.db
      .table('orders')
      .where((o) => o.orderStatusId === 7)
      .map((o) => o.id);
    expect(sar.data.rows.some((r) => cancelled.includes(r.orderId))).toBe(false);

    const payments = await getMerchantPayments(admin.client, { query: { limit: 100 } });
    for (const p of payments.data.rows.filter((row) => row.status === 'processed')) {
      expect(p.reference).toMatch(/^TRF-\d{8}-\d{4}$/);
    }
    const stats = await getMerchantPaymentStats(admin.client);
    const byStatus = (status: string) =>
      sum(payments.data.rows.filter((p) => p.status === status).map((p) => p.amount));
    const payable = (status: string) =>
      sum(payments.data.rows.filter((p) => p.status === status && !p.heldReason).map((p) => p.amount));
    const held = sum(payments.data.rows.filter((p) => p.heldReason).map((p) => p.amount));
    expect(stats.data.processedPayment).toBe(byStatus('processed'));
    expect(stats.data.approvedPayment).toBe(payable('approved'));
    expect(stats.data.pendingPayment).toBe(payable('pending'));
    // Not yet due: the held payments, and the sales not delivered yet (no payment).
    expect(stats.data.notYetDuePayment).toBeGreaterThanOrEqual(held);
  });
});
