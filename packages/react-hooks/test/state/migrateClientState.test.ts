import { describe, expect, it, vi } from 'vitest';
import { CLIENT_STATE_VERSION } from '../../src/state/clientStateVersion';
import { createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { emptyClientState } from '../../src/state/emptyClientState';
import { type ClientStateV0, migrateClientState } from '../../src/state/migrateClientState';
import { ANKARA, SNAPSHOT, stored } from './fixtures';

// Version 0, made by hand: the existing app's flat layout.
const V0: ClientStateV0 = {
  cart: {
    cartItemsList: [ANKARA],
    appliedDiscountCodes: ['WELCOME10'],
    appliedGiftCards: [{ code: 'GC-2026-0001', amountApplied: 5000, balance: 15000 }],
    selectedShippingAddress: { id: 7 },
    discount: 2500,
    shippingFees: [{ merchantId: 2, storeName: 'Adire Lagos', shippingFee: 1500, withinLagos: true }],
    shippingFeeTotal: 1500,
  },
  user: { id: 2, email: 'merchant@demo.test', accountType: 'merchant' },
  customerLogin: { status: 'idle', isLoggedIn: false, error: null },
  merchantLogin: { status: 'succeeded', isLoggedIn: true, error: null },
  adminLogin: { status: 'failed', isLoggedIn: false, error: 'Invalid email or password' },
  shippingPartnerLogin: { status: 'idle', isLoggedIn: false },
};

// What version 1 wrote: the same cart without its owner, copies of the users and of `loggedIn`.
const V1 = {
  cart: { ...SNAPSHOT.cart, owner: undefined, stock: undefined },
  user: { role: 'merchant', info: { id: 2, email: 'merchant@demo.test', accountType: 'merchant' } },
  logins: {
    customer: { status: 'idle', loggedIn: false },
    merchant: { status: 'succeeded', loggedIn: true },
    admin: { status: 'failed', loggedIn: false, error: 'Invalid email or password' },
    'shipping-partner': { status: 'idle', loggedIn: false },
  },
};

describe('migrating the persisted state', () => {
  it('writes version 2', () => {
    expect(CLIENT_STATE_VERSION).toBe(2);
  });

  it('brings a version-0 snapshot to version 2 and saves it migrated', () => {
    const storage = createMemoryStorage({ root: stored(V0, 0) });
    const store = createClientStore({ storage, onError: () => {} });
    const { cart, logins, recentlyViewed } = store.getState();
    const expected = { ...SNAPSHOT, cart: { ...SNAPSHOT.cart, stock: {} }, recentlyViewed: [] };
    expect({ cart, logins, recentlyViewed }).toEqual(expected);
    const saved = JSON.parse(storage.getItem('root') as string);
    expect(saved).toEqual({ state: expected, version: 2 });
  });

  it("marks a version-1 cart kept while a customer was logged in as that customer's (never merged)", () => {
    const guest = migrateClientState(V1, 1) as { cart: { owner: unknown }; logins: Record<string, unknown> };
    expect(guest.cart.owner).toBeNull();
    expect(guest.logins.merchant).toEqual({ status: 'succeeded' });
    expect(guest).not.toHaveProperty('user');
    const customer = migrateClientState(
      { ...V1, logins: { ...V1.logins, customer: { status: 'succeeded', loggedIn: true } } },
      1,
    ) as { cart: { owner: unknown } };
    expect(customer.cart.owner).toBe('customer');
  });

  it('passes other versions and other values on', () => {
    expect(migrateClientState(SNAPSHOT, 2)).toBe(SNAPSHOT);
    expect(migrateClientState('junk', 0)).toBe('junk');
  });

  it('falls back to the empty state when a custom migration throws, and reports it', () => {
    const onError = vi.fn();
    const boom = new Error('cannot migrate');
    const store = createClientStore({
      storage: createMemoryStorage({ root: stored(V0, 0) }),
      migrate: () => {
        throw boom;
      },
      onError,
    });
    const { cart, logins, recentlyViewed } = store.getState();
    expect({ cart, logins, recentlyViewed }).toEqual(emptyClientState());
    expect(onError).toHaveBeenCalledWith(boom, 'migrate');
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false, error: boom });
  });

  it('runs a custom migration to a custom version', async () => {
    const migrate = vi.fn(async (persisted: unknown) => ({ ...(persisted as object), logins: {} }));
    const store = createClientStore({
      storage: createMemoryStorage({ root: stored(SNAPSHOT, 2) }),
      version: 3,
      migrate,
      onError: () => {},
    });
    await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
    expect(migrate).toHaveBeenCalledWith(SNAPSHOT, 2);
    expect(store.getState().logins).toEqual(emptyClientState().logins);
    expect(store.getState().cart).toEqual(SNAPSHOT.cart);
  });
});
