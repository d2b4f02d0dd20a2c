import {
  getAdminTransaction,
  getAdminTransactions,
  getMerchantInvoice,
  getMerchantInvoices,
  getMerchantTransaction,
  getMerchantTransactions,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { ACCOUNTS, type Ctx, failure, userOf } from './support';

const ctx = sandboxFixture();

/** A payment covering one order of the demo merchant and one of another merchant (as checkout makes). */
function sharedPayment(c: Ctx) {
  const db = c.sandbox.db;
  const demo = userOf(c, ACCOUNTS.merchant);
  const other = userOf(c, ACCOUNTS.otherMerchant);
  const mine = db.table('orders').find((o) => o.merchantId === demo.id && o.status === 'delivered')!;
  const theirs = db.table('orders').find((o) => o.merchantId === other.id)!;
  const customer = userOf(c, ACCOUNTS.customer);
  const tx = db.table('transactions').insert({
    orderTrackerId: mine.id,
    transactionId: '4412098765',
    amount: mine.total + theirs.total,
    reference: 'SPLIT-20261101-000001',
    fees: 1000,
    date: TEST_NOW.toISOString(),
    customerName: 'Chiamaka Okafor',
    customerEmail: customer.email,
    paymentChannel: 'card',
    status: 'success',
    orderName: mine.orderName,
    createdAt: TEST_NOW.toISOString(),
    orderItems: [...structuredClone(mine.orderItems ?? []), ...structuredClone(theirs.orderItems ?? [])],
    customerId: customer.id,
    orderIds: [mine.id, theirs.id],
    merchantIds: [demo.id, other.id],
  });
  return { tx, mine, theirs, demo, other };
}

describe('admin transactions', () => {
  it('lists every transaction newest first, paged, with search, date range and merchant filters', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const all = ctx.sandbox.db.table('transactions').all();
    const page = (await getAdminTransactions(admin, { query: { limit: 5, offset: 0 } })).data;
    expect(page.count).toBe(all.length);
    expect(page.rows).toHaveLength(5);
    const dates = page.rows.map((t) => t.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);

    const target = all[3]!;
    const found = (await getAdminTransactions(admin, { query: { search: target.reference.toLowerCase() } }))
      .data;
    expect(found.rows.map((t) => t.id)).toEqual([target.id]);

    const day = target.date!.slice(0, 10);
    const sameDay = (await getAdminTransactions(admin, { query: { startDate: day, endDate: day } })).data;
    expect(sameDay.rows.map((t) => t.id)).toContain(target.id);
    expect(sameDay.rows.every((t) => t.date!.startsWith(day))).toBe(true);

    const other = userOf(ctx, ACCOUNTS.otherMerchant);
    const theirs = (await getAdminTransactions(admin, { query: { merchantId: other.id } })).data;
    expect(theirs.count).toBe(all.filter((t) => t.merchantIds.includes(other.id)).length);
    expect(theirs.rows.every((t) => t.orderItems?.some((i) => i.merchantId === other.id))).toBe(true);
  });

  it('gets one transaction whole; 404 for an unknown id; 403 for accounts that only assign orders', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const { tx } = sharedPayment(ctx);
    const { data } = await getAdminTransaction(admin, { path: { id: tx.id } });
    expect(data).toMatchObject({ id: tx.id, amount: tx.amount, reference: 'SPLIT-20261101-000001' });
    expect(data.orderItems).toHaveLength(tx.orderItems!.length);
    expect(data).not.toHaveProperty('orderIds');
    expect((await failure(getAdminTransaction(admin, { path: { id: 9999 } }))).status).toBe(404);
    const dispatcher = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    expect((await failure(getAdminTransactions(dispatcher))).status).toBe(403);
  });
});

describe('merchant transactions', () => {
  it('lists only the payments for the merchant’s orders', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const demo = userOf(ctx, ACCOUNTS.merchant);
    const { data } = await getMerchantTransactions(merchant);
    const expected = ctx.sandbox.db.table('transactions').where((t) => t.merchantIds.includes(demo.id));
    expect(data.count).toBe(expected.length);
    expect(data.rows.every((t) => t.orderItems?.every((i) => i.merchantId === demo.id))).toBe(true);

    const foreign = ctx.sandbox.db.table('transactions').find((t) => !t.merchantIds.includes(demo.id))!;
    expect((await failure(getMerchantTransaction(merchant, { path: { id: foreign.id } }))).status).toBe(404);
  });

  it('a payment shared with another merchant shows each merchant only their part', async () => {
    const { tx, mine, theirs } = sharedPayment(ctx);
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const other = await ctx.login(ACCOUNTS.otherMerchant, 'merchant');

    const seen = (await getMerchantTransaction(merchant, { path: { id: tx.id } })).data;
    expect(seen).toMatchObject({ amount: mine.total, orderTrackerId: mine.id, orderName: mine.orderName });
    expect(seen.orderItems).toEqual(mine.orderItems);
    const theirView = (await getMerchantTransaction(other, { path: { id: tx.id } })).data;
    expect(theirView).toMatchObject({ amount: theirs.total, orderTrackerId: theirs.id });
    // The provider's fees are shared in proportion to the amounts, to the kobo.
    expect(Math.round((seen.fees! + theirView.fees!) * 100)).toBeGreaterThanOrEqual(99_999);
    expect(Math.round((seen.fees! + theirView.fees!) * 100)).toBeLessThanOrEqual(100_001);

    const listed = (await getMerchantTransactions(merchant, { query: { search: 'split-2026' } })).data;
    expect(listed.rows.map((t) => t.id)).toEqual([tx.id]);
    expect(listed.rows[0]?.amount).toBe(mine.total);
  });
});

describe('merchant invoices', () => {
  it('one invoice per order of the merchant, newest first, searchable', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const demo = userOf(ctx, ACCOUNTS.merchant);
    const orders = ctx.sandbox.db.table('orders').where((o) => o.merchantId === demo.id);
    const { data } = await getMerchantInvoices(merchant);
    expect(data.count).toBe(orders.length);
    const issued = data.rows.map((i) => i.issuedAt ?? '');
    expect([...issued].sort().reverse()).toEqual(issued);

    const invoice = data.rows[2]!;
    const order = ctx.sandbox.db.table('orders').get(invoice.id)!;
    expect(invoice).toMatchObject({
      orderTrackerId: order.id,
      orderName: order.orderName,
      total: order.total,
    });
    expect(invoice.invoiceNumber).toBe(
      `INV-${order.createdAt.slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
    );

    const searched = (await getMerchantInvoices(merchant, { query: { search: invoice.invoiceNumber } })).data;
    expect(searched.rows.map((i) => i.id)).toEqual([invoice.id]);
    const limited = (await getMerchantInvoices(merchant, { query: { limit: 3, offset: 3 } })).data;
    expect(limited).toMatchObject({ count: orders.length });
    expect(limited.rows.map((i) => i.id)).toEqual(data.rows.slice(3, 6).map((i) => i.id));
  });

  it('is paid when a successful payment covers the order, void when the order was cancelled', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const demo = userOf(ctx, ACCOUNTS.merchant);
    const orders = ctx.sandbox.db.table('orders').where((o) => o.merchantId === demo.id);
    const paid = orders.find((o) => o.status === 'delivered')!;
    const paidInvoice = (await getMerchantInvoice(merchant, { path: { id: paid.id } })).data;
    expect(paidInvoice.status).toBe('paid');
    expect(paidInvoice.paidAt).toBeDefined();
    expect(paidInvoice.reference).toBeDefined();

    // Cancel it (as the orders domain does, by status) and the invoice is void.
    const statuses = ctx.sandbox.db.table('orderStatuses');
    const cancelledStatus = statuses.find((s) => s.code_name === 'cancelled')!;
    ctx.sandbox.db
      .table('orders')
      .update(paid.id, { orderStatusId: cancelledStatus.id, status: 'cancelled' });
    const voided = (await getMerchantInvoice(merchant, { path: { id: paid.id } })).data;
    expect(voided.status).toBe('void');
    expect(voided.paidAt).toBeUndefined();
  });

  it("another merchant's order has no invoice for this merchant (404)", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const other = userOf(ctx, ACCOUNTS.otherMerchant);
    const theirs = ctx.sandbox.db.table('orders').find((o) => o.merchantId === other.id)!;
    expect((await failure(getMerchantInvoice(merchant, { path: { id: theirs.id } }))).status).toBe(404);
    expect((await failure(getMerchantInvoice(merchant, { path: { id: 9999 } }))).status).toBe(404);
  });
});
