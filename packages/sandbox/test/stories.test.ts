// A story per role, through the SDK's functions only, against ONE sandbox shared by every story of the
// file (the stories build on each other: the merchant moves the customer's order, the admin assigns it,
// the reports count it). Every answer the sandbox sends, errors included, is checked against the
// contract by the independent validator (Ajv over the bundled specs, scripts/lib/contractValidator.mjs),
// not by the SDK's zod schemas.
import {
  applyCoupon,
  approveProduct,
  assignOrderAsScheduler,
  assignOrderToPartner,
  createCustomerTransaction,
  createMarketplaceClient,
  createMemoryTokenStore,
  createOrder,
  createProduct,
  declinePartnerOrder,
  type Entity,
  fromKobo,
  getAdminProducts,
  getAllCategories,
  getAllCustomerProducts,
  getAllDispatchers,
  getAllShippingPartners,
  getCart,
  getChildCategories,
  getCustomerAddresses,
  getCustomerOrders,
  getCustomerProduct,
  getDispatcherOrders,
  getMerchantOrders,
  getMyGiftCards,
  getOneOrderReturn,
  getOrderDetails,
  getOrderStatuses,
  getPartnerOrder,
  getPartnerOrders,
  getSalesReport,
  getSarReport,
  getSchedulerOrders,
  getUserData,
  initializeProductPayment,
  isMarketplaceError,
  loginAdmin,
  loginCustomer,
  loginMerchant,
  loginPartner,
  type MarketplaceClient,
  type MarketplaceError,
  payWithGiftCard,
  returnOrder,
  toKobo,
  type UserType,
  updateOrder,
  updateRefundDecision,
  updateReturnStatus,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demoAccounts';
import { setupSandboxServer } from '../src/node';
import { type RecordedResponse, recordResponses } from './support/recordResponses';
import { TEST_NOW } from './support/sandboxTest';

type Order = Entity<'Order'>;

/** What scripts/lib/contractValidator.mjs exports (a plain ES module without types). */
interface ContractValidator {
  validate(operationId: string, status: number, body: unknown): string[];
}
const VALIDATOR_URL = new URL('../../../scripts/lib/contractValidator.mjs', import.meta.url).href;

/** The month of the sandbox clock (TEST_NOW = 2026-11-01), as the reports' inclusive date range. */
const MONTH = { startDate: '2026-11-01', endDate: '2026-11-30' };
const STORY_PRODUCT = 'Adire Story Kaftan';

// One sandbox behind one MSW server for the whole file; every answer recorded.
const { server, hosts, sandbox } = setupSandboxServer({ now: TEST_NOW });
const recorder = recordResponses(server, hosts);
let validator: ContractValidator;

beforeAll(async () => {
  const module: { createContractValidator(): Promise<ContractValidator> } = await import(
    /* @vite-ignore */ VALIDATOR_URL
  );
  validator = await module.createContractValidator();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  recorder.stop();
  server.close();
});

/** A client of the sandbox whose calls carry `role`'s token (pages under /<role>/...). */
function client(role?: UserType): MarketplaceClient {
  const made = createMarketplaceClient({
    hosts,
    session: createMemoryTokenStore(),
    pathname: () => (role ? `/${role}/page` : '/'),
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
    timeout: 10_000,
  });
  return role ? made.as(role) : made;
}

/** A client logged in with a demo account, through the role's login call. */
async function login(email: string, role: UserType): Promise<MarketplaceClient> {
  const made = client(role);
  const body = { email, password: DEMO_PASSWORD };
  const login =
    role === 'customer'
      ? loginCustomer
      : role === 'merchant'
        ? loginMerchant
        : role === 'admin'
          ? loginAdmin
          : loginPartner;
  const { data } = await login(made, { body });
  made.session.setSession(role, data.token, data.user);
  return made;
}

/** `[HTTP status, server message]` of a call that must fail. */
async function refusal(promise: Promise<unknown>): Promise<[number | undefined, string | undefined]> {
  let error: MarketplaceError;
  try {
    await promise;
    return expect.fail('the call succeeded but should have been refused');
  } catch (caught) {
    if (!isMarketplaceError(caught)) throw caught;
    error = caught;
  }
  return [error.status, error.serverMessage];
}

const naira = (amounts: number[]) => fromKobo(amounts.reduce((sum, n) => sum + toKobo(n), 0));
const activities = (order: Order) => (order.orderActivities ?? []).map((a) => a.activity);
const rows = (page: { rows?: Order[] }) => page.rows ?? [];

/** What the stories hand on to each other. */
const story: {
  customer?: MarketplaceClient;
  merchant?: MarketplaceClient;
  admin?: MarketplaceClient;
  /** The checkout's orders (one per merchant), and the one of the demo merchant's store. */
  orders: Order[];
  merchantOrder?: Order;
  /** The reports before the checkout was paid (the orders existed but did not count yet). */
  before?: {
    merchantSales: Entity<'SalesReport'>;
    adminSales: Entity<'SalesReport'>;
    sar: Entity<'FinanceReport'>;
  };
} = { orders: [] };

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`an earlier story did not provide ${what}`);
  return value;
};

describe('story a: the customer buys with a coupon and a gift card', () => {
  it('refuses a request without a token and a coupon code that does not exist', async () => {
    expect(await refusal(getCart(client('customer')))).toEqual([401, 'Token is not valid']);
    story.customer = await login('customer@demo.test', 'customer');
    const { data: cart } = await getCart(story.customer);
    const cartItems = cart.cartItemsList.map((i) => ({
      productId: i.id,
      sku: i.productVariant.sku,
      quantity: i.productVariant.quantity,
    }));
    expect(await refusal(applyCoupon(story.customer, { body: { code: 'NOSUCHCODE', cartItems } }))).toEqual([
      400,
      'Invalid coupon code',
    ]);
  });

  it('applies WELCOME10, pays with GIFT-DEMO-5000, places one order per merchant, pays and records the transaction', async () => {
    const customer = need(story.customer, 'the customer');
    const { data: cart } = await getCart(customer);
    expect(cart.cartItemsList.length).toBeGreaterThan(0);
    const merchants = [...new Set(cart.cartItemsList.map((i) => i.merchantId))];
    expect(merchants.length).toBe(2);
    const cartItems = cart.cartItemsList.map((i) => ({
      productId: i.id,
      sku: i.productVariant.sku,
      quantity: i.productVariant.quantity,
    }));

    // The coupon: the server's message is what the app shows in its toast.
    const applied = await applyCoupon(customer, { body: { code: 'WELCOME10', cartItems } });
    expect(applied.message).toBe('Coupon applied successfully');
    expect(applied.data.discount).toBeCloseTo(cart.cartTotal * 0.1, 2);

    // The gift card covers ₦5,000 of what is due.
    const due = naira([cart.cartTotal, -applied.data.discount, cart.shippingFeeTotal ?? 0]);
    const card = await payWithGiftCard(customer, { body: { code: 'GIFT-DEMO-5000', amount: due } });
    expect(card.message).toBe('Gift card applied successfully');
    expect(
      await refusal(payWithGiftCard(customer, { body: { code: 'GIFT-DEMO-5000', amount: due } })),
    ).toEqual([400, 'Gift card already applied']);

    // One order per merchant, all in the answer with the amount due, all in the customer's orders.
    const { data: addresses } = await getCustomerAddresses(customer);
    const address = addresses.find((a) => a.default) ?? addresses[0];
    const created = await createOrder(customer, {
      body: { orderItems: cartItems, deliveryAddressId: need(address, 'an address').id },
    });
    expect(created.status).toBe(201);
    expect(created.message).toBe('2 orders created successfully');
    const placed = rows((await getCustomerOrders(customer)).data).filter((o) =>
      created.data.orders.some((c) => c.id === o.id),
    );
    expect(placed).toHaveLength(created.data.orders.length);
    expect(placed.map((o) => o.merchantId).sort()).toEqual([...merchants].sort());
    expect(placed.every((o) => o.status === 'pending' && activities(o).join() === 'Order placed')).toBe(true);
    const discounts = naira(placed.map((o) => o.discount ?? 0));
    expect(discounts).toBeCloseTo(applied.data.discount + 5000, 2);
    expect((await getCart(customer)).data.cartItemsList).toEqual([]);
    story.orders = placed;

    // What the reports say while the orders are not paid (story f compares).
    const merchant = await login('merchant@demo.test', 'merchant');
    const admin = await login('admin@demo.test', 'admin');
    story.merchant = merchant;
    story.admin = admin;
    story.before = {
      merchantSales: (await getSalesReport(merchant, { query: MONTH })).data,
      adminSales: (await getSalesReport(admin, { query: MONTH })).data,
      sar: (await getSarReport(admin, { query: { ...MONTH, limit: 100 } })).data,
    };

    // Pay what the checkout says is due (every order of it), then record the provider's answer.
    const amount = created.data.amountDue;
    expect(amount).toBeCloseTo(naira(placed.map((o) => o.total)), 2);
    const first = need(created.data.orders[0], 'the first order');
    const { data: payment } = await initializeProductPayment(customer, {
      body: { amount, email: 'customer@demo.test', orderTrackerId: first.id },
    });
    expect(payment).toMatchObject({ amount, status: 'pending' });
    // The customer approves on the provider's page.
    expect(sandbox.decidePayment(payment.reference, 'approve')?.payment.status).toBe('success');
    const { data: tx, status } = await createCustomerTransaction(customer, {
      body: {
        reference: payment.reference,
        amount,
        status: 'success',
        transactionId: '4099261101',
        paymentChannel: 'card',
        orderTrackerId: first.id,
      },
    });
    expect(status).toBe(201);
    expect(tx).toMatchObject({ reference: payment.reference, amount, status: 'success' });

    // The orders carry their payment state, and their activities log it.
    const mine = rows((await getCustomerOrders(customer)).data);
    for (const order of placed) {
      const listed = need(
        mine.find((o) => o.id === order.id),
        `order ${order.id} in the list`,
      );
      expect(listed).toMatchObject({
        paymentStatus: 'paid',
        paymentReference: payment.reference,
        paidAt: TEST_NOW.toISOString(),
      });
      expect(activities(listed)).toEqual(['Order placed', `Payment received (${payment.reference})`]);
      const { data: detail } = await getOrderDetails(customer, { path: { id: order.id } });
      expect(activities(detail)).toEqual(activities(listed));
    }
    const { data: cards } = await getMyGiftCards(customer);
    expect(cards.rows.find((c) => c.code === 'GIFT-DEMO-5000')).toMatchObject({
      balance: 0,
      status: 'redeemed',
    });
  });
});

describe('story b: a new product waits for an admin before customers find it', () => {
  it('is created pending, hidden from search, approved by an admin, then found', async () => {
    const merchant = need(story.merchant, 'the merchant');
    const guest = client();
    const fashion = (await getAllCategories(guest)).data.find((c) => c.name === 'Fashion');
    const women = fashion?.subCategories?.find((s) => s.name === "Women's Clothing");
    const dresses = (
      await getChildCategories(guest, { path: { id: need(women, 'a sub-category').id } })
    ).data.find((c) => c.name === 'Dresses');
    const created = await createProduct(merchant, {
      body: {
        name: STORY_PRODUCT,
        description: ['Hand-dyed adire kaftan from Abeokuta.'],
        categoryId: need(fashion, 'Fashion').id,
        subCategoryId: need(women, "Women's Clothing").id,
        childCategoryId: need(dresses, 'Dresses').id,
        hostedImages: ['https://images.example.test/adire-kaftan.jpg'],
        pricing: { costPrice: 9000, sellingPrice: 18500, price: 21000 },
        quantity: 10,
        sku: 'ADR-KAFTAN-01',
        weight: 0.5,
        weightUnit: 'kg',
        contSalesOutOfStock: false,
        IsDigitalProduct: false,
      },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: STORY_PRODUCT, approvalStatus: 'pending' });
    const product = created.data;

    const customer = need(story.customer, 'the customer');
    const search = { search: 'adire story', limit: 10, offset: 0 };
    expect((await getAllCustomerProducts(customer, { query: search })).data.count).toBe(0);
    expect(await refusal(getCustomerProduct(customer, { path: { id: product.id } }))).toEqual([
      404,
      'Product not found',
    ]);

    // Only full admins approve: the dispatcher's admin session is refused.
    const dispatcher = await login('dispatcher@demo.test', 'admin');
    const query = { productId: product.id, merchantId: need(product.merchantId, 'the merchant id') };
    expect(
      (await refusal(approveProduct(dispatcher, { query, body: { approvalStatus: 'approved' } })))[0],
    ).toBe(403);
    const admin = need(story.admin, 'the admin');
    const pending = (await getAdminProducts(admin, { query: { search: STORY_PRODUCT } })).data;
    expect(pending.rows.map((p) => [p.id, p.approvalStatus])).toEqual([[product.id, 'pending']]);
    const approved = await approveProduct(admin, { query, body: { approvalStatus: 'approved' } });
    expect(approved.data.approvalStatus).toBe('approved');

    const found = (await getAllCustomerProducts(customer, { query: search })).data;
    expect(found.rows.map((p) => p.id)).toEqual([product.id]);
    expect((await getCustomerProduct(customer, { path: { id: product.id } })).data.name).toBe(STORY_PRODUCT);
  });
});

describe('story c: the merchant moves the order of story a', () => {
  it('finds the order, moves it to processing then ready for pickup; each move is in its activities', async () => {
    const merchant = need(story.merchant, 'the merchant');
    const me = (await getUserData(merchant)).data;
    const mine = rows((await getMerchantOrders(merchant)).data);
    const order = need(
      mine.find((o) => story.orders.some((placed) => placed.id === o.id)),
      "the checkout's order in the merchant's orders",
    );
    expect(order.merchantId).toBe(me.id);
    expect(order.orderDeliveryToken).toBeNull();
    story.merchantOrder = order;

    const reachable = (await getOrderStatuses(merchant, { query: { orderType: 'merchant' } })).data;
    const all = (await getOrderStatuses(merchant, { query: { orderType: 'all' } })).data;
    const statusId = (code: string) =>
      need(
        all.find((s) => s.code_name === code),
        code,
      ).id;
    expect(reachable.map((s) => s.code_name)).toEqual(['processing', 'ready_for_pickup', 'cancelled']);

    const processing = await updateOrder(merchant, {
      path: { id: order.id },
      body: { orderStatusId: statusId('processing') },
    });
    expect(processing.data.status).toBe('processing');
    expect(activities((await getOrderDetails(merchant, { path: { id: order.id } })).data).at(-1)).toBe(
      'Order is being processed',
    );
    expect(
      await refusal(
        updateOrder(merchant, { path: { id: order.id }, body: { orderStatusId: statusId('delivered') } }),
      ),
    ).toEqual([400, 'Cannot move an order from Processing to Delivered']);
    expect(
      (await refusal(updateOrder(merchant, { path: { id: order.id }, body: { orderStatusId: 999 } })))[0],
    ).toBe(422);
    await updateOrder(merchant, {
      path: { id: order.id },
      body: { orderStatusId: statusId('ready_for_pickup'), activity: 'Packed and labelled at Adaeze Styles' },
    });

    // The customer sees the same order and log.
    const seen = (await getOrderDetails(need(story.customer, 'the customer'), { path: { id: order.id } }))
      .data;
    expect(seen).toMatchObject({ status: 'ready_for_pickup', orderStatus: 'Ready for pickup' });
    expect(activities(seen).slice(-3)).toEqual([
      expect.stringMatching(/^Payment received/),
      'Order is being processed',
      'Packed and labelled at Adaeze Styles',
    ]);
  });
});

describe('story d: the admin assigns the order; the shipping partner takes it and declines another', () => {
  it('assigns to a dispatcher, then to the partner, who views it; the partner declines another order', async () => {
    const order = need(story.merchantOrder, "the merchant's order");
    const admin = need(story.admin, 'the admin');
    const dispatchers = (await getAllDispatchers(admin)).data;
    const dispatcherId = need(
      dispatchers.find((d) => d.email === 'dispatcher@demo.test'),
      'the dispatcher',
    ).id;

    // Dispatcher: the scheduler's assignment, which full admins may make too.
    const toDispatcher = await assignOrderAsScheduler(admin, {
      body: { orderId: order.id, assignTo: 'dispatcher', dispatcherId, note: 'Lekki run, before noon' },
    });
    expect(toDispatcher.status).toBe(201);
    const dispatcher = await login('dispatcher@demo.test', 'admin');
    const theirs = rows((await getDispatcherOrders(dispatcher, { query: { search: order.orderName } })).data);
    expect(theirs.map((o) => o.id)).toEqual([order.id]);

    // Shipping partner: full admins only; the scheduler's session is refused.
    const partners = (await getAllShippingPartners(admin)).data;
    const partnerId = need(
      partners.find((p) => p.email === 'partner@demo.test'),
      'the partner',
    ).id;
    const scheduler = await login('scheduler@demo.test', 'admin');
    const toPartner = {
      orderId: order.id,
      assignTo: 'shippingPartner' as const,
      partnerId,
      note: 'Interstate',
    };
    expect((await refusal(assignOrderToPartner(scheduler, { body: toPartner })))[0]).toBe(403);
    const assignment = (await assignOrderToPartner(admin, { body: toPartner })).data;
    expect(assignment).toMatchObject({ orderId: order.id, partnerId });

    const partner = await login('partner@demo.test', 'shipping-partner');
    const listed = rows((await getPartnerOrders(partner)).data);
    expect(listed.some((o) => o.id === order.id)).toBe(true);
    const viewed = (await getPartnerOrder(partner, { path: { id: order.id } })).data;
    expect(viewed).toMatchObject({
      id: order.id,
      assignedToShippingPartner: true,
      assignedToDispatcher: false,
    });
    expect(viewed.partnerProfile?.id).toBe(partnerId);
    expect(viewed.orderDeliveryToken).toBeNull();
    const log = activities((await getOrderDetails(admin, { path: { id: order.id } })).data);
    expect(log.slice(-2)).toEqual([
      expect.stringMatching(/^Order assigned to dispatcher .+: Lekki run, before noon$/),
      expect.stringMatching(/^Order assigned to shipping partner .+: Interstate$/),
    ]);

    // Another order assigned to the partner (seeded, ready for pickup): declined, back to the scheduler.
    const other = need(
      listed.find(
        (o) => o.id !== order.id && ['pending', 'processing', 'ready_for_pickup'].includes(o.status ?? ''),
      ),
      'another order of the partner',
    );
    const declined = (
      await declinePartnerOrder(partner, {
        path: { id: other.id },
        body: { reason: 'No rider free this week' },
      })
    ).data;
    expect(declined).toMatchObject({ id: other.id, assignedToShippingPartner: false, partnerProfile: null });
    expect(await refusal(getPartnerOrder(partner, { path: { id: other.id } }))).toEqual([
      404,
      'Order not found',
    ]);
    const waiting = rows((await getSchedulerOrders(scheduler, { query: { search: other.orderName } })).data);
    expect(waiting.map((o) => o.id)).toEqual([other.id]);
    expect(activities((await getOrderDetails(admin, { path: { id: other.id } })).data).at(-1)).toMatch(
      /^Declined by shipping partner .+: No rider free this week$/,
    );
  });
});

describe('story e: the customer returns a delivered order; the admin decides the refund', () => {
  it('opens a refund return, the admin approves the refund and moves the return to completed', async () => {
    const customer = need(story.customer, 'the customer');
    const admin = need(story.admin, 'the admin');
    const mine = rows((await getCustomerOrders(customer)).data);
    const delivered = need(
      mine.find((o) => o.status === 'delivered' && !o.orderReturnId),
      'a delivered order of the customer without a return',
    );
    const line = need(delivered.orderItems?.[0], 'a line of the order');

    // Only delivered orders: the checkout's order (on its way) is refused.
    const open = need(story.merchantOrder, "the merchant's order");
    expect(
      await refusal(
        returnOrder(customer, {
          path: { id: open.id },
          body: { products: [{ productId: open.orderItems?.[0]?.productId ?? 0, quantity: 1 }] },
        }),
      ),
    ).toEqual([400, 'Only delivered orders can be returned']);

    const opened = await returnOrder(customer, {
      path: { id: delivered.id },
      body: { products: [{ productId: line.productId, quantity: 1 }], reason: 'The seams came apart' },
    });
    expect(opened.status).toBe(201);
    expect(opened.data).toMatchObject({ status: 'pending', refund: true, orderId: delivered.id });
    const returnId = opened.data.id;

    const refund = await updateRefundDecision(admin, {
      path: { id: returnId },
      body: { decision: 'approved', reason: 'Photos confirm the defect' },
    });
    expect(refund.data.refundDecision).toEqual({
      decision: 'approved',
      amount: line.productPrice,
      reason: 'Photos confirm the defect',
      decidedBy: expect.any(String),
      decidedAt: expect.any(String),
    });
    for (const status of ['approved', 'received', 'completed'] as const) {
      const moved = await updateReturnStatus(admin, { path: { id: returnId }, body: { status } });
      expect(moved.data.status).toBe(status);
    }
    expect(
      await refusal(updateReturnStatus(admin, { path: { id: returnId }, body: { status: 'pending' } })),
    ).toEqual([400, 'Cannot move a return from completed to pending']);

    const seen = (await getOneOrderReturn(customer, { path: { id: returnId } })).data;
    expect(seen).toMatchObject({ status: 'completed', refundDecision: { decision: 'approved' } });
    const after = (await getOrderDetails(customer, { path: { id: delivered.id } })).data;
    // Returned once every unit came back; one unit of several leaves it Delivered, refunded for that unit.
    const whole = (delivered.orderItems ?? []).reduce((n, item) => n + item.quantity, 0) === 1;
    expect(after).toMatchObject({
      status: whole ? 'returned' : 'delivered',
      orderReturnId: returnId,
      refundedAmount: line.productPrice,
    });
    const log = activities(after);
    expect(log).toContain('Return completed');
    expect(log.some((a) => a.startsWith('Refund of ₦'))).toBe(true);
    expect(log.includes('Order returned')).toBe(whole);
  });
});

describe('story f: the reports count the sale of story a once it is paid', () => {
  it('shows it in the merchant sales report and in the admin sales and finance reports', async () => {
    const before = need(story.before, 'the reports before payment');
    const merchant = need(story.merchant, 'the merchant');
    const admin = need(story.admin, 'the admin');
    const order = need(story.merchantOrder, "the merchant's order");
    const sales = (o: Order) => naira([o.subtotal, -(o.discount ?? 0)]);
    const units = (o: Order) => (o.orderItems ?? []).reduce((n, i) => n + i.quantity, 0);

    // Before payment the orders existed but were not sales.
    expect(before.sar.rows.some((r) => story.orders.some((o) => o.id === r.orderId))).toBe(false);

    const merchantSales = (await getSalesReport(merchant, { query: MONTH })).data;
    expect(merchantSales.sales).toBeCloseTo(before.merchantSales.sales + sales(order), 2);
    expect(merchantSales.orders).toBe((before.merchantSales.orders ?? 0) + 1);
    expect(merchantSales.productsSold).toBe((before.merchantSales.productsSold ?? 0) + units(order));

    const adminSales = (await getSalesReport(admin, { query: MONTH })).data;
    expect(adminSales.sales).toBeCloseTo(before.adminSales.sales + naira(story.orders.map(sales)), 2);
    expect(adminSales.orders).toBe((before.adminSales.orders ?? 0) + story.orders.length);

    const sar = (await getSarReport(admin, { query: { ...MONTH, limit: 100 } })).data;
    expect(sar.count).toBe(before.sar.count + story.orders.length);
    for (const placed of story.orders) {
      const row = need(
        sar.rows.find((r) => r.orderId === placed.id),
        `order ${placed.id} in the sar report`,
      );
      expect(row.salesOrderAmount).toBeCloseTo(sales(placed), 2);
      expect(row.orderAmount).toBeCloseTo(placed.total, 2);
    }
  });
});

describe('every answer of the stories', () => {
  it('conforms to the contract (checked by Ajv, not by the SDK)', async () => {
    const recorded: RecordedResponse[] = await recorder.settle();
    const violations = recorded.flatMap((r) =>
      r.operationId === undefined
        ? [`${r.method} ${r.url}: no operation of the contract`]
        : r.unreadable
          ? [`${r.operationId} ${r.status}: body is not JSON (${r.unreadable})`]
          : validator.validate(r.operationId, r.status, r.body),
    );
    const errors = recorded.filter((r) => r.status >= 400);
    console.info(
      `stories: ${recorded.length} answers validated (${errors.length} errors: ${[...new Set(errors.map((r) => r.status))].sort().join(', ')}), ${violations.length} violations`,
    );
    expect(violations).toEqual([]);
    expect(recorded.length).toBeGreaterThan(40);
    expect(new Set(errors.map((r) => r.status))).toEqual(new Set([400, 401, 403, 404, 422]));
  });
});
