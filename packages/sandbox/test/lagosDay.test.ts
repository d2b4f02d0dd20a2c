// One calendar: every rule that deals in days uses Lagos days (UTC+1), so an order placed at 23:30 UTC
// on New Year's Eve is a 1 January order for its name, the commerce filters and the reports alike.
import {
  createCustomerTransaction,
  createMarketplaceClient,
  createMemoryTokenStore,
  createOrder,
  getAdminTransactions,
  getCart,
  getCustomerAddresses,
  getSalesReport,
  initializeProductPayment,
  loginAdmin,
  loginCustomer,
  type MarketplaceClient,
  type UserType,
} from '@marketplace/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lagosDay';
import { setupSandboxServer } from '../src/node';

const NEW_YEARS_EVE_UTC = new Date('2026-12-31T23:30:00.000Z');
const { server, hosts, sandbox } = setupSandboxServer({ now: NEW_YEARS_EVE_UTC });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function login(role: UserType, email: string): Promise<MarketplaceClient> {
  const client = createMarketplaceClient({
    hosts,
    session: createMemoryTokenStore(),
    pathname: () => `/${role}/x`,
  }).as(role);
  const body = { email, password: 'demo1234' };
  const { data } =
    role === 'admin' ? await loginAdmin(client, { body }) : await loginCustomer(client, { body });
  client.session.setSession(role, data.token, data.user);
  return client;
}

describe('lagosDay', () => {
  it('is the UTC day of the instant one hour later, for every instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          expect(lagosDay(at)).toBe(new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10));
          expect(lagosDay(at)).toBe(
            new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(at),
          );
        },
      ),
    );
  });
});

describe('an order at 23:30 UTC on 31 December', () => {
  it('is a 1 January order for its name, the transactions filter and the sales report', async () => {
    const customer = await login('customer', 'customer@demo.test');
    const { data: cart } = await getCart(customer);
    const orderItems = cart.cartItemsList.map((i) => ({
      productId: i.id,
      sku: i.productVariant.sku,
      quantity: i.productVariant.quantity,
    }));
    const [address] = (await getCustomerAddresses(customer)).data;
    const { data: checkout } = await createOrder(customer, {
      body: { orderItems, deliveryAddressId: address?.id ?? 0 },
    });
    const first = checkout.orders[0];
    expect(first?.orderName).toMatch(/^ORD-2027-/);
    const { data: payment } = await initializeProductPayment(customer, {
      body: { amount: checkout.amountDue, email: 'customer@demo.test', orderTrackerId: first?.id ?? 0 },
    });
    sandbox.decidePayment(payment.reference, 'approve');
    await createCustomerTransaction(customer, {
      body: {
        reference: payment.reference,
        amount: checkout.amountDue,
        status: 'success',
        paymentChannel: 'card',
        orderTrackerId: first?.id ?? 0,
      },
    });

    const admin = await login('admin', 'superadmin@demo.test');
    const newYear = { startDate: '2027-01-01', endDate: '2027-01-01' };
    const eve = { startDate: '2026-12-31', endDate: '2026-12-31' };
    const references = async (query: typeof eve) =>
      (await getAdminTransactions(admin, { query: { ...query, limit: 100, offset: 0 } })).data.rows.map(
        (t) => t.reference,
      );
    expect(await references(newYear)).toContain(payment.reference);
    expect(await references(eve)).not.toContain(payment.reference);

    const sales = (query: typeof eve) => getSalesReport(admin, { query }).then((r) => r.data);
    expect(await sales(newYear)).toMatchObject({ orders: checkout.orders.length, sales: expect.any(Number) });
    expect((await sales(newYear)).sales).toBeGreaterThan(0);
  });
});
