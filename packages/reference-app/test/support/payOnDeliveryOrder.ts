// Scene-setting for the screens that show an order paid on delivery: the demo customer's seeded cart
// ordered to the Lagos address with `paymentMethod: 'pay_on_delivery'`, and its delivery by the admin,
// through the SDK against the test's sandbox.
import { DEMO_PASSWORD, TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  createOrder,
  type Entity,
  getCart,
  getCustomerAddresses,
  getOrderStatuses,
  loginAdmin,
  loginCustomer,
  type MarketplaceClient,
  updateOrder,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';

function client(role: 'customer' | 'admin'): MarketplaceClient {
  return createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
    pathname: () => `/${role}/page`,
    schemas: operationSchemas,
    // Scene-setting calls: a failure should fail the test at once, not after retries.
    retry: false,
  }).as(role);
}

/**
 * Places the demo customer's seeded cart as one or more orders paid on delivery to the Lagos address
 * and returns the first.
 *
 * @example
 * const order = await placePayOnDeliveryOrder();
 */
export async function placePayOnDeliveryOrder(): Promise<Entity<'Order'>> {
  const customer = client('customer');
  const { data: login } = await loginCustomer(customer, {
    body: { email: 'customer@demo.test', password: DEMO_PASSWORD },
  });
  customer.session.setSession('customer', login.token, login.user);
  const { data: cart } = await getCart(customer);
  const addresses = (await getCustomerAddresses(customer)).data;
  const lagos = addresses.find((a) => a.stateOrRegion === 'Lagos');
  if (!lagos) throw new Error('the demo customer has no Lagos address');
  const { data } = await createOrder(customer, {
    body: {
      orderItems: cart.cartItemsList.map((i) => ({
        productId: i.id,
        sku: i.productVariant.sku,
        quantity: i.productVariant.quantity,
      })),
      deliveryAddressId: lagos.id,
      paymentMethod: 'pay_on_delivery',
    },
  });
  const order = data.orders[0];
  if (!order) throw new Error('no order placed');
  return order;
}

/**
 * The admin moves the order through every status to delivered (the rider collects the payment).
 *
 * @example
 * await deliverAsAdmin(order.id);
 */
export async function deliverAsAdmin(orderId: number): Promise<void> {
  const admin = client('admin');
  const { data: login } = await loginAdmin(admin, {
    body: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  admin.session.setSession('admin', login.token, login.user);
  const { data: statuses } = await getOrderStatuses(admin, { query: { orderType: 'all' } });
  for (const code of ['processing', 'ready_for_pickup', 'shipped', 'out_for_delivery', 'delivered']) {
    const status = statuses.find((s) => s.code_name === code);
    if (!status) throw new Error(`no status ${code}`);
    await updateOrder(admin, { path: { id: orderId }, body: { orderStatusId: status.id } });
  }
}
