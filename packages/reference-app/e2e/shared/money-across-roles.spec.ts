import {
  addToCart,
  cancelCustomerOrder,
  createCustomerTransaction,
  createMarketplaceClient,
  createOrder,
  dateRangeFor,
  type Entities,
  formatMoney,
  fromKobo,
  getAdminTransactions,
  getAllCustomerProducts,
  getCart,
  getCustomerAddresses,
  getCustomerOrders,
  getCustomerProduct,
  getMerchantPayments,
  getMerchantStatement,
  getNdsrReport,
  getOdprReport,
  getOndprReport,
  getOrderStatuses,
  getOrrReport,
  getSalesReport,
  getSarReport,
  getSettlementReport,
  initializeProductPayment,
  loginAdmin,
  loginCustomer,
  loginMerchant,
  type MarketplaceClient,
  returnOrder,
  toKobo,
  updateOrder,
  updateRefundDecision,
  updateReturnStatus,
} from '@marketplace/sdk';
import { SHARED_SANDBOX_URL } from '../../playwright.shared.config';
import { DEMO_PASSWORD, onPage } from '../app';
import { expect, test } from '../fixtures';
import { closeDesks, type Desk, type DeskOptions, openDesk } from './desks';

// Issue 22's "Done when": money tells one truth across the roles. A shopper buys from two stores, returns
// one of two dresses, cancels the other store's paid order and abandons a third checkout; then every figure
// that should move moved by exactly its amount, and nothing else did. The steps and most figures go through
// the SDK against the shared HTTP sandbox (what the screens read); the headline figures are checked on the
// screens of the merchant, the customer and the admin.

const SHOPPER = 'aisha.bello@example.com';
const STORE_A = { email: 'merchant@demo.test', product: 'Ankara Print Midi Dress' };
const STORE_B = { email: 'chukwuemeka.obi@example.com', product: 'Anker 10000mAh Power Bank' };
/** The third checkout's product (store A), left unpaid on the card page. */
const ABANDONED = 'Adire Maxi Gown';
/** The demo merchant's plan (Basic): the commission on its sales less returns. */
const RATE = 7.5;

type Order = Entities['Order'];
type Client = MarketplaceClient;

const k = toKobo;
const naira = fromKobo;

async function signIn(role: 'customer' | 'merchant' | 'admin', email: string): Promise<Client> {
  const hosts = { main: `${SHARED_SANDBOX_URL}/api/v1` };
  const client = createMarketplaceClient({ hosts });
  const body = { email, password: DEMO_PASSWORD };
  const { data } =
    role === 'customer'
      ? await loginCustomer(client, { body })
      : role === 'merchant'
        ? await loginMerchant(client, { body })
        : await loginAdmin(client, { body });
  client.session.setSession(role, data.token, data.user);
  return client.as(role);
}

/** A catalogue product by its exact name. */
async function product(client: Client, name: string) {
  const { data } = await getAllCustomerProducts(client, { query: { search: name, limit: 5, offset: 0 } });
  const found = data.rows.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return (await getCustomerProduct(client, { path: { id: found.id } })).data;
}

/** Units in stock of a product and of one of its variants (by sku). */
async function stock(client: Client, id: number, sku?: string): Promise<number[]> {
  const { data } = await getCustomerProduct(client, { path: { id } });
  const variant = data.productVariant?.variant?.find((v) => v.sku === sku);
  return [data.quantity ?? 0, ...(sku ? [variant?.quantity ?? 0] : [])];
}

/** Places the shopper's cart as orders (one per store), as the checkout does. */
async function checkout(shopper: Client) {
  const [address] = (await getCustomerAddresses(shopper)).data;
  const cart = (await getCart(shopper)).data;
  const orderItems = cart.cartItemsList.map((i) => ({
    productId: i.id,
    quantity: i.productVariant.quantity,
    ...(i.productVariant.sku ? { sku: i.productVariant.sku } : {}),
  }));
  return (await createOrder(shopper, { body: { orderItems, deliveryAddressId: address?.id ?? 0 } })).data;
}

/** Starts the card payment of a checkout and decides it on the provider's page (undefined: left there). */
async function pay(shopper: Client, amount: number, decision?: 'approve') {
  const { data } = await initializeProductPayment(shopper, { body: { amount, email: SHOPPER } });
  if (!decision) return;
  const page = await fetch(`${SHARED_SANDBOX_URL}/sandbox/pay/${data.reference}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ decision }),
  });
  expect(page.ok).toBe(true);
  await createCustomerTransaction(shopper, { body: { reference: data.reference, amount } });
}

/** Every figure the test watches, read through the SDK. */
async function figures(who: { admin: Client; a: Client; b: Client; aId: number; bId: number }) {
  const range = dateRangeFor('last30Days');
  const today = dateRangeFor('today');
  const forA = { query: { ...range, merchantId: who.aId } };
  const forB = { query: { ...range, merchantId: who.bId } };
  const report = async (call: typeof getSarReport, q: typeof forA) => (await call(who.admin, q)).data;
  return {
    statementA: (await getMerchantStatement(who.a, { query: range })).data,
    statementB: (await getMerchantStatement(who.b, { query: range })).data,
    todayA: (await getSalesReport(who.a, { query: today })).data,
    salesB: (await getSalesReport(who.b, { query: range })).data,
    sar: [await report(getSarReport, forA), await report(getSarReport, forB)],
    ndsr: [await report(getNdsrReport, forA), await report(getNdsrReport, forB)],
    ondpr: [await report(getOndprReport, forA), await report(getOndprReport, forB)],
    odpr: [await report(getOdprReport, forA), await report(getOdprReport, forB)],
    settlement: [
      (await getSettlementReport(who.admin, forA)).data,
      (await getSettlementReport(who.admin, forB)).data,
    ],
    orr: [
      (await getOrrReport(who.admin, { query: { ...today, merchantId: who.aId } })).data,
      (await getOrrReport(who.admin, { query: { ...today, merchantId: who.bId } })).data,
    ],
    payments: [
      (await getMerchantPayments(who.admin, { query: { merchantId: who.aId, limit: 100, offset: 0 } })).data,
      (await getMerchantPayments(who.admin, { query: { merchantId: who.bId, limit: 100, offset: 0 } })).data,
    ],
    transactions: (await getAdminTransactions(who.admin, { query: { ...today, limit: 100, offset: 0 } }))
      .data,
  };
}

/** The amount a desk's page shows for a label (₦ and separators read as a number). */
async function shown(desk: Desk, scope: string, label: string): Promise<number> {
  const value = desk.page.locator(scope, { hasText: label }).first().locator('.stat-card__value, dd').first();
  await expect(value).toHaveText(/\d/);
  return Number(((await value.textContent()) ?? '').replace(/[^\d.-]/g, ''));
}

test('a return, a cancellation and an abandoned checkout move every figure by exactly their amounts', async ({
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  const desks: Desk[] = [];
  const open = async (options: DeskOptions) => {
    const desk = await openDesk(browser, testInfo, options);
    desks.push(desk);
    return desk;
  };
  try {
    const shopper = await signIn('customer', SHOPPER);
    const a = await signIn('merchant', STORE_A.email);
    const b = await signIn('merchant', STORE_B.email);
    const admin = await signIn('admin', 'admin@demo.test');
    expect((await getCart(shopper)).data.cartItemsList).toEqual([]);
    const dress = await product(shopper, STORE_A.product);
    const powerBank = await product(shopper, STORE_B.product);
    const gown = await product(shopper, ABANDONED);
    const aId = dress.merchantId as number;
    const bId = powerBank.merchantId as number;
    const sku = dress.productVariant?.variant?.find((v) => (v.quantity ?? 0) >= 2)?.sku as string;
    const who = { admin, a, b, aId, bId };
    const before = await figures(who);
    const stockBefore = {
      dress: await stock(shopper, dress.id, sku),
      powerBank: await stock(shopper, powerBank.id),
      gown: await stock(shopper, gown.id),
    };

    // 1. Two dresses from store A and a power bank from store B, paid by card: two orders, one payment.
    await addToCart(shopper, { body: { productId: dress.id, sku, quantity: 2 } });
    await addToCart(shopper, { body: { productId: powerBank.id, quantity: 1 } });
    const bought = await checkout(shopper);
    await pay(shopper, bought.amountDue, 'approve');
    const orderA = bought.orders.find((o) => o.merchantId === aId) as Order;
    const orderB = bought.orders.find((o) => o.merchantId === bId) as Order;
    expect([orderA, orderB].every(Boolean)).toBe(true);

    // 2. Store A's order is delivered (by the store: no platform delivery); one dress comes back, refunded.
    const statuses = (await getOrderStatuses(admin, { query: { orderType: 'all' } })).data;
    const statusId = (code: string) => statuses.find((s) => s.code_name === code)?.id as number;
    for (const code of ['processing', 'ready_for_pickup', 'shipped', 'out_for_delivery', 'delivered'])
      await updateOrder(admin, { path: { id: orderA.id }, body: { orderStatusId: statusId(code) } });
    const opened = (
      await returnOrder(shopper, {
        path: { id: orderA.id },
        body: { products: [{ productId: dress.id, quantity: 1 }], reason: 'Too small' },
      })
    ).data;
    await updateReturnStatus(a, { path: { id: opened.id }, body: { status: 'approved' } });
    await updateReturnStatus(a, { path: { id: opened.id }, body: { status: 'received' } });
    await updateRefundDecision(admin, {
      path: { id: opened.id },
      body: { decision: 'approved', previousDecidedAt: null },
    });
    await updateReturnStatus(a, { path: { id: opened.id }, body: { status: 'completed' } });

    // 3. Store B's paid order is cancelled before it ships, with a reason: refunded in full.
    await cancelCustomerOrder(shopper, { path: { id: orderB.id }, body: { reason: 'Bought it elsewhere' } });

    // 4. A third checkout (a gown of store A) is left on the card page.
    await addToCart(shopper, { body: { productId: gown.id, quantity: 1 } });
    const abandoned = await checkout(shopper);
    await pay(shopper, abandoned.amountDue);
    const unpaid = abandoned.orders[0] as Order;

    const after = await figures(who);

    // The arithmetic, in kobo: the dress sells at 15,500; one of two came back.
    const price = k(orderA.orderItems?.[0]?.productPrice ?? 0);
    const shipA = k(orderA.shippingFee ?? 0);
    const refundA = price;
    const salesA = 2 * price;
    const netA = salesA - refundA;
    const commissionA = Math.round((netA * RATE) / 100);
    const dueA = netA - commissionA + shipA;
    const totalB = k(orderB.total);
    expect(k(orderA.total)).toBe(salesA + shipA);

    // Merchant A's statement: + sales, + its own delivery, − the returned dress, − 7.5 % of what is left.
    const moved = (key: keyof typeof after.statementA) =>
      k(after.statementA[key] as number) - k(before.statementA[key] as number);
    expect(after.statementA.commissionPercentage).toBe(RATE);
    expect(after.statementA.orders - before.statementA.orders).toBe(1);
    expect([
      moved('sales'),
      moved('deliveryIncome'),
      moved('returns'),
      moved('commission'),
      moved('fees'),
      moved('due'),
    ]).toEqual([salesA, shipA, refundA, commissionA, 0, dueA]);
    // Delivered today, the payout waits for the 7-day return window: not yet due.
    expect([moved('processed'), moved('approved'), moved('pending'), moved('notYetDue')]).toEqual([
      0,
      0,
      0,
      dueA,
    ]);
    const payoutA = after.statementA.payouts.find((p) => p.orderId === orderA.id);
    expect(payoutA).toMatchObject({ status: 'not-yet-due', amount: naira(dueA) });
    // Store B: a cancelled order is no sale; nothing moved.
    expect(after.statementB).toEqual(before.statementB);
    expect(after.salesB).toEqual(before.salesB);
    // Today's sales (the dashboard's card): the two dresses less the one refunded.
    expect(k(after.todayA.sales) - k(before.todayA.sales)).toBe(netA);

    // The finance reports: order A once, net of its refund, at the plan's rate; order B nowhere.
    const rowA = {
      orderId: orderA.id,
      salesOrderAmount: naira(netA),
      deliveryAmount: naira(shipA),
      orderAmount: naira(netA + shipA),
      commissionPercentage: RATE,
      dueToMerchant: naira(dueA),
      deliveredByPlatform: false,
    };
    for (const name of ['sar', 'ndsr', 'ondpr'] as const) {
      const [reportA, reportB] = after[name];
      expect(
        reportA?.rows.filter((r) => r.orderId === orderA.id),
        name,
      ).toEqual([expect.objectContaining(rowA)]);
      expect(
        k(reportA?.totals.totalSalesOrderAmount ?? 0) - k(before[name][0]?.totals.totalSalesOrderAmount ?? 0),
        name,
      ).toBe(netA);
      expect(
        k(reportA?.totals.dueToMerchant ?? 0) - k(before[name][0]?.totals.dueToMerchant ?? 0),
        name,
      ).toBe(dueA);
      expect(reportB, name).toEqual(before[name][1]);
    }
    expect(after.odpr).toEqual(before.odpr);
    expect(after.settlement[0]?.rows.filter((r) => r.orderId === orderA.id)).toEqual([
      expect.objectContaining({ orderId: orderA.id, dueToMerchant: naira(dueA) }),
    ]);
    expect(
      k(after.settlement[0]?.totals.dueToMerchant ?? 0) - k(before.settlement[0]?.totals.dueToMerchant ?? 0),
    ).toBe(dueA);
    expect(after.settlement[1]).toEqual(before.settlement[1]);
    // The returns report: the returned dress (not the whole order) and its refund.
    expect(after.orr[0]?.rows.filter((r) => r.orderId === orderA.id)).toEqual([
      expect.objectContaining({
        returnId: opened.id,
        salesOrderAmt: naira(refundA),
        refundedAmount: naira(refundA),
      }),
    ]);
    expect(after.orr[1]).toEqual(before.orr[1]);

    // Merchant payments: one for order A (its due, held by the return window), none for the cancelled one.
    expect(after.payments[0]?.rows.filter((p) => p.orderId === orderA.id)).toEqual([
      expect.objectContaining({
        amount: naira(dueA),
        status: 'pending',
        heldReason: expect.stringMatching(/^In the return window/),
      }),
    ]);
    expect(after.payments[0]?.count).toBe((before.payments[0]?.count ?? 0) + 1);
    expect(after.payments[1]).toEqual(before.payments[1]);

    // Transactions: the one card payment of both orders and two refunds, each its own row; the unpaid
    // checkout none.
    const seen = new Set(before.transactions.rows.map((t) => t.id));
    const added = after.transactions.rows
      .filter((t) => !seen.has(t.id))
      .map((t) => [t.type ?? 'payment', k(t.amount), t.reference, t.decidedBy ?? null])
      .sort((x, y) => String(x[2]).localeCompare(String(y[2])));
    expect(added).toEqual(
      [
        ['payment', k(bought.amountDue), expect.any(String), null],
        ['refund', refundA, `RFD-${orderA.orderName}-1`, expect.any(String)],
        ['refund', totalB, `RFD-${orderB.orderName}-1`, 'Aisha Bello'],
      ].sort((x, y) => String(x[2]).localeCompare(String(y[2]))),
    );
    expect(after.transactions.count).toBe(before.transactions.count + 3);

    // Stock: one dress back on its variant, the power bank back whole, the gown held by the unpaid checkout.
    expect(await stock(shopper, dress.id, sku)).toEqual(stockBefore.dress.map((n) => n - 1));
    expect(await stock(shopper, powerBank.id)).toEqual(stockBefore.powerBank);
    expect(await stock(shopper, gown.id)).toEqual(stockBefore.gown.map((n) => n - 1));

    // The shopper's orders: A delivered with its refund, B cancelled and refunded, the gown waiting to be paid.
    const mine = (await getCustomerOrders(shopper, { query: { limit: 10, offset: 0 } })).data.rows;
    const byId = (id: number) => mine.find((o) => o.id === id);
    expect(byId(orderA.id)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      refundedAmount: naira(refundA),
    });
    expect(byId(orderB.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: naira(totalB),
      refundReference: `RFD-${orderB.orderName}-1`,
      cancellationReason: 'Bought it elsewhere',
    });
    expect(byId(unpaid.id)?.unpaidCheckout).toMatchObject({ orderIds: [unpaid.id], amountDue: unpaid.total });

    // The screens show the same headline figures.
    const merchant = await open({ name: 'merchant A', role: 'merchant', email: STORE_A.email });
    await merchant.page.goto('/merchant/money/payouts');
    await onPage(merchant.page, merchant.a11y, 'Payouts', 'merchant: payouts statement');
    const statement = merchant.page.getByRole('definition').filter({ hasText: '₦' });
    await expect(statement.first()).toBeVisible();
    expect(await shown(merchant, '.money-statement__due', 'Due to you')).toBe(after.statementA.due);
    expect(await shown(merchant, '.money-statement--lines > div', 'Returns')).toBe(after.statementA.returns);
    expect(await shown(merchant, '.stat-card', 'Not yet due')).toBe(after.statementA.notYetDue);
    await merchant.page.goto('/merchant');
    await onPage(merchant.page, merchant.a11y, /.+/, 'merchant: dashboard');
    expect(await shown(merchant, '.stat-card', "Today's sales")).toBe(after.todayA.sales);

    const customer = await open({ name: 'shopper', role: 'customer', email: SHOPPER });
    await customer.page.goto('/customer/orders');
    await onPage(customer.page, customer.a11y, /orders/i, 'shopper: orders');
    const list = customer.page.getByRole('main');
    await expect(list.getByRole('button', { name: /^Pay now ₦/ })).toHaveCount(1);
    const cancelled = list.getByRole('listitem').filter({ hasText: orderB.orderName }).first();
    await expect(cancelled).toContainText(/cancelled/i);
    await cancelled.getByRole('link', { name: orderB.orderName }).click();
    await onPage(customer.page, customer.a11y, /^order \S+/i, 'shopper: cancelled order');
    await expect(list).toContainText(`refunded ${formatMoney(naira(totalB))}`);
    await expect(list).toContainText(`(RFD-${orderB.orderName}-1)`);

    const desk = await open({ name: 'admin', role: 'admin', email: 'admin@demo.test' });
    await desk.page.goto('/admin/money/transactions');
    await onPage(desk.page, desk.a11y, 'Transactions', 'admin: transactions');
    await desk.page.getByRole('searchbox', { name: 'Search transactions' }).fill(`RFD-${orderB.orderName}`);
    const row = desk.page.getByRole('row').filter({ hasText: `RFD-${orderB.orderName}-1` });
    // A cancellation's refund is decided by whoever cancelled: here the shopper.
    await expect(row).toContainText('Refund (by Aisha Bello)');
    await desk.a11y.check('admin: the refund row');
  } finally {
    await closeDesks(desks, testInfo);
  }
});
