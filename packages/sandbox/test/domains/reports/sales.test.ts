import {
  getOrdersOverTimeReport,
  getOrdersReport,
  getProductsReturnedReport,
  getProductsSoldReport,
  getSalesByCustomersReport,
  getSalesByLocationReport,
  getSalesByProductsReport,
  getSalesOverTimeReport,
  getSalesOverTimeTable,
  getSalesReport,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { account, type Ctx, insertOrder, insertReturn, newUser, refusal } from './support';

const ctx = sandboxFixture();

/**
 * A merchant with, in November 2026 (the test clock's month): two paid orders, a cancelled one and an
 * unpaid one; in October one paid order; a pending return of one unit and a declined return.
 */
function scenario(c: Ctx) {
  const merchant = account(c, 'merchant', { storeName: 'Mama Tee Fabrics' });
  const chinedu = newUser(c, 'customer', { firstName: 'Chinedu', lastName: 'Okafor' });
  const aisha = newUser(c, 'customer', { firstName: 'Aisha', lastName: 'Bello' });
  const m = merchant.user.id;
  const first = insertOrder(c, {
    merchantId: m,
    customerId: chinedu.id,
    items: [
      [10000, 2, 101],
      [5000, 1, 102],
    ],
    shippingFee: 2500,
    discount: 1000,
    createdAt: '2026-11-01T08:00:00.000Z',
    address: '12 Allen Avenue, Ikeja',
  });
  insertOrder(c, {
    merchantId: m,
    customerId: aisha.id,
    items: [[5000, 3, 102]],
    shippingFee: 1500,
    createdAt: '2026-11-01T08:30:00.000Z',
    state: 'Oyo',
    address: '5 Ring Road, Ibadan',
    status: 'processing',
  });
  insertOrder(c, {
    merchantId: m,
    customerId: aisha.id,
    items: [[99999, 1, 103]],
    shippingFee: 1000,
    createdAt: '2026-11-01T07:00:00.000Z',
    status: 'cancelled',
  });
  insertOrder(c, {
    merchantId: m,
    customerId: aisha.id,
    items: [[77777, 1, 103]],
    shippingFee: 1000,
    createdAt: '2026-11-01T07:30:00.000Z',
    status: 'pending',
    paid: false,
  });
  insertOrder(c, {
    merchantId: m,
    customerId: chinedu.id,
    items: [[20000, 1, 101]],
    shippingFee: 2000,
    createdAt: '2026-10-15T12:00:00.000Z',
  });
  insertReturn(c, first, { quantity: 1, createdAt: '2026-11-01T08:45:00.000Z' });
  insertReturn(c, first, { quantity: 2, createdAt: '2026-11-01T08:50:00.000Z', status: 'declined' });
  return { merchant, first, chinedu, aisha };
}

describe('sales reports', () => {
  it('counts only paid, not cancelled orders of the current month by default, and follows new orders', async () => {
    const { merchant, chinedu } = scenario(ctx);
    const { data } = await getSalesReport(merchant.client);
    expect(data).toEqual({ sales: 39000, orders: 2, productsSold: 6, productReturned: 1 });

    insertOrder(ctx, {
      merchantId: merchant.user.id,
      customerId: chinedu.id,
      items: [[1250.5, 2, 104]],
      shippingFee: 500,
      createdAt: '2026-11-01T08:55:00.000Z',
    });
    const after = await getSalesReport(merchant.client);
    expect(after.data).toMatchObject({ sales: 41501, orders: 3, productsSold: 8 });
  });

  it('drops an order from the sales once it is cancelled', async () => {
    const { merchant, first } = scenario(ctx);
    ctx.sandbox.db.table('orders').update(first.id, { orderStatusId: 7, status: 'cancelled' });
    const { data } = await getSalesReport(merchant.client);
    expect(data).toMatchObject({ sales: 15000, orders: 1 });
  });

  it('gives a merchant its own store only, whatever merchantId it sends', async () => {
    const { merchant } = scenario(ctx);
    const other = account(ctx, 'merchant');
    const own = await getSalesReport(other.client, { query: { merchantId: merchant.user.id } });
    expect(own.data).toEqual({ sales: 0, orders: 0, productsSold: 0, productReturned: 0 });
  });

  it('gives an admin one merchant with merchantId, or every merchant', async () => {
    const { merchant } = scenario(ctx);
    const admin = account(ctx, 'admin');
    const one = await getSalesReport(admin.client, { query: { merchantId: merchant.user.id } });
    expect(one.data).toEqual({ sales: 39000, orders: 2, productsSold: 6, productReturned: 1 });
    const all = await getSalesReport(admin.client);
    expect(all.data.sales).toBeGreaterThanOrEqual(39000);
    expect(all.data.orders).toBeGreaterThanOrEqual(2);
  });

  it('refuses dispatchers, schedulers and customers (403)', async () => {
    const dispatcher = account(ctx, 'dispatcher');
    expect((await refusal(getSalesReport(dispatcher.client)))[0]).toBe(403);
    const scheduler = account(ctx, 'scheduler');
    expect((await refusal(getOrdersReport(scheduler.client)))[0]).toBe(403);
    const customer = account(ctx, 'customer');
    expect((await refusal(getSalesReport(customer.client)))[0]).toBe(403);
  });

  it('refuses malformed dates and a start after the end (422)', async () => {
    const { merchant } = scenario(ctx);
    const [status, message] = await refusal(
      getSalesReport(merchant.client, { query: { startDate: '2026-11-30', endDate: '2026-11-01' } }),
    );
    expect(status).toBe(422);
    expect(message).toBe('Validation failed');
    const bad = await refusal(getSalesReport(merchant.client, { query: { startDate: '01/11/2026' } }));
    expect(bad[0]).toBe(422);
  });

  it('reports the orders and what customers paid for them', async () => {
    const { merchant } = scenario(ctx);
    const { data } = await getOrdersReport(merchant.client);
    expect(data).toEqual({ orders: 2, totalOrderAmount: 43000 });
    const october = await getOrdersReport(merchant.client, {
      query: { startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    expect(october.data).toEqual({ orders: 1, totalOrderAmount: 22000 });
  });

  it('reports the units sold and the units returned (declined returns left out)', async () => {
    const { merchant, first } = scenario(ctx);
    expect((await getProductsSoldReport(merchant.client)).data).toEqual({ productsSold: 6 });
    expect((await getProductsReturnedReport(merchant.client)).data).toEqual({ productReturned: 1 });
    insertReturn(ctx, first, { quantity: 1, createdAt: '2026-11-01T08:58:00.000Z', status: 'approved' });
    expect((await getProductsReturnedReport(merchant.client)).data).toEqual({ productReturned: 2 });
  });

  it('charts sales and orders month by month over the range, months without orders at 0', async () => {
    const { merchant } = scenario(ctx);
    const query = { startDate: '2026-09-01', endDate: '2026-11-30' };
    const sales = await getSalesOverTimeReport(merchant.client, { query });
    expect(sales.data).toEqual([
      { month: '2026-09', label: 'Sep 2026', sales: 0 },
      { month: '2026-10', label: 'Oct 2026', sales: 20000 },
      { month: '2026-11', label: 'Nov 2026', sales: 39000 },
    ]);
    const orders = await getOrdersOverTimeReport(merchant.client, { query });
    expect(orders.data.map((m) => m.orders)).toEqual([0, 1, 2]);
  });

  it('tables the sales day by day: net = gross - discount - returns (refunds paid), total = net + shipping', async () => {
    const { merchant } = scenario(ctx);
    const { data } = await getSalesOverTimeTable(merchant.client, {
      query: { startDate: '2026-10-01', endDate: '2026-11-30' },
    });
    expect(data).toEqual([
      {
        date: '2026-10-15',
        orders: 1,
        grossSales: 20000,
        discount: 0,
        returns: 0,
        netSales: 20000,
        shippingFee: 2000,
        totalSales: 22000,
      },
      {
        date: '2026-11-01',
        orders: 2,
        grossSales: 40000,
        discount: 1000,
        // The scenario's return is not refunded (yet): it takes nothing off the sales.
        returns: 0,
        netSales: 39000,
        shippingFee: 4000,
        totalSales: 43000,
      },
    ]);
  });

  it('ranks products, customers and delivery places by sales', async () => {
    const { merchant, chinedu, aisha } = scenario(ctx);
    const products = await getSalesByProductsReport(merchant.client);
    expect(products.data.map((p) => [p.productId, p.quantitySold, p.totalSales])).toEqual([
      [102, 4, 20000],
      [101, 2, 20000],
    ]);
    const customers = await getSalesByCustomersReport(merchant.client);
    expect(customers.data).toEqual([
      {
        customerId: chinedu.id,
        firstName: 'Chinedu',
        lastName: 'Okafor',
        email: chinedu.email,
        orders: 1,
        totalSales: 24000,
      },
      {
        customerId: aisha.id,
        firstName: 'Aisha',
        lastName: 'Bello',
        email: aisha.email,
        orders: 1,
        totalSales: 15000,
      },
    ]);
    const places = await getSalesByLocationReport(merchant.client);
    expect(places.data).toEqual([
      { country: 'Nigeria', state: 'Lagos', city: 'Ikeja', orders: 1, totalSales: 24000 },
      { country: 'Nigeria', state: 'Oyo', city: 'Ibadan', orders: 1, totalSales: 15000 },
    ]);
  });
});
