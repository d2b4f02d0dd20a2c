// The browser sandbox keeps its state in local storage: after every request that changes anything,
// whatever its method, a sandbox re-created from the saved snapshot (a page reload) has the same state.
import {
  addCustomerAddress,
  addToCart,
  confirmCustomerAccount,
  createMarketplaceClient,
  createMemoryTokenStore,
  createOrder,
  deleteCustomerAddress,
  forgotPassword,
  getAllCustomerProducts,
  getCart,
  loginCustomer,
  type MarketplaceClient,
  resetPassword,
  signupCustomer,
  updateCustomerAddress,
} from '@marketplace/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type SandboxPersistence } from '../src/createSandbox';
import { setupSandboxServer } from '../src/node';
import { TEST_NOW } from './support/sandboxTest';

/** Local storage, as the browser sandbox uses it. */
const memoryStorage = (): SandboxPersistence & { saves: number } => {
  let saved: string | null = null;
  return {
    saves: 0,
    load: () => saved,
    save(snapshot) {
      saved = snapshot;
      this.saves++;
    },
    clear: () => {
      saved = null;
    },
  };
};

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function start() {
  const storage = memoryStorage();
  const { sandbox, server, hosts } = setupSandboxServer({ now: TEST_NOW, persist: storage });
  server.listen({ onUnhandledRequest: 'error' });
  stop = () => server.close();
  const client = (): MarketplaceClient =>
    createMarketplaceClient({ hosts, session: createMemoryTokenStore(), pathname: () => '/customer/x' });
  /** Runs one change, then reloads: the reloaded sandbox must hold the same state as the running one. */
  const step = async <T>(name: string, change: () => Promise<T>): Promise<T> => {
    const result = await change();
    const reloaded = createSandbox({ now: TEST_NOW, persist: storage });
    expect(reloaded.snapshot() === sandbox.snapshot(), `state after "${name}" survives a reload`).toBe(true);
    return result;
  };
  return { sandbox, storage, client, step };
}

describe('the saved state', () => {
  it('holds every change of a sign-up, a checkout and a password reset, GETs that write included', async () => {
    const { client, step, sandbox } = start();
    const guest = client();
    const email = 'ifeoma.nwosu@example.com';
    await step('sign up', () =>
      signupCustomer(guest, {
        body: { firstName: 'Ifeoma', lastName: 'Nwosu', email, password: 'Ajah2026!' },
      }),
    );
    const [confirmation] = sandbox.emails(email);
    await step('confirm (GET)', () =>
      confirmCustomerAccount(guest, { path: { token: confirmation?.token ?? '' } }),
    );
    const customer = client();
    const { data: login } = await step('log in', () =>
      loginCustomer(customer, { body: { email, password: 'Ajah2026!' } }),
    );
    customer.session.setSession('customer', login.token, login.user);
    await step('open the cart (GET)', () => getCart(customer));
    const { data: products } = await getAllCustomerProducts(guest, { query: { limit: 2, offset: 0 } });
    const lines = products.rows.map((p) => ({
      productId: p.id,
      quantity: 1,
      ...(p.productVariant?.variant?.[0]?.sku ? { sku: p.productVariant.variant[0].sku } : {}),
    }));
    for (const line of lines) await step('add to cart', () => addToCart(customer, { body: line }));
    const { data: address } = await step('add an address', () =>
      addCustomerAddress(customer, {
        body: {
          fullName: 'Ifeoma Nwosu',
          phoneNumber: '08031234567',
          stateOrRegion: 'Lagos',
          address: '12 Admiralty Way',
        },
      }),
    );
    const { data: spare } = await step('add another address', () =>
      addCustomerAddress(customer, {
        body: {
          fullName: 'Ifeoma Nwosu',
          phoneNumber: '08031234567',
          stateOrRegion: 'Oyo',
          address: '3 Ring Road',
        },
      }),
    );
    await step('edit an address (PUT)', () =>
      updateCustomerAddress(customer, {
        path: { id: spare.id },
        body: {
          fullName: 'I. Nwosu',
          phoneNumber: '08031234567',
          stateOrRegion: 'Oyo',
          address: '3 Ring Road',
        },
      }),
    );
    await step('delete an address (DELETE)', () =>
      deleteCustomerAddress(customer, { path: { id: spare.id } }),
    );
    await step('check out', () =>
      createOrder(customer, { body: { orderItems: lines, deliveryAddressId: address.id } }),
    );
    await step('forgot password', () =>
      forgotPassword(guest, { path: { userType: 'customer' }, body: { email } }),
    );
    const [reset] = sandbox.emails(email);
    await step('reset password (PATCH)', () =>
      resetPassword(guest, {
        path: { userType: 'customer', token: reset?.token ?? '' },
        body: { password: 'Lekki2026!' },
      }),
    );
    // And the reloaded sandbox lets the customer in with the new password.
    const reloaded = createSandbox({ now: TEST_NOW, persist: { load: () => sandbox.snapshot(), save() {} } });
    expect(reloaded.db.table('users').find((u) => u.email === email)).toMatchObject({
      confirmed: true,
      password: 'Lekki2026!',
    });
  });

  it('is not written by requests that change nothing', async () => {
    const { client, storage } = start();
    await getAllCustomerProducts(client(), { query: { limit: 5, offset: 0 } });
    expect(storage.saves).toBe(0);
  });
});
