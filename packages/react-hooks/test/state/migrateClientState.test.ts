import { describe, expect, it, vi } from 'vitest';
import { createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { emptyClientState } from '../../src/state/emptyClientState';
import {
  CLIENT_STATE_VERSION,
  type ClientStateV0,
  migrateClientState,
} from '../../src/state/migrateClientState';
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
  user: SNAPSHOT.user?.info as ClientStateV0['user'],
  customerLogin: { status: 'idle', isLoggedIn: false, error: null },
  merchantLogin: { status: 'succeeded', isLoggedIn: true, error: null },
  adminLogin: { status: 'failed', isLoggedIn: false, error: 'Invalid email or password' },
  shippingPartnerLogin: { status: 'idle', isLoggedIn: false },
};

describe('migrating the persisted state', () => {
  it('writes version 1', () => {
    expect(CLIENT_STATE_VERSION).toBe(1);
  });

  it('brings a version-0 snapshot to version 1 and saves it migrated', () => {
    const storage = createMemoryStorage({ root: stored(V0, 0) });
    const store = createClientStore({ storage, onError: () => {} });
    const { cart, user, logins } = store.getState();
    expect({ cart, user, logins }).toEqual(SNAPSHOT);
    const saved = JSON.parse(storage.getItem('root') as string);
    expect(saved).toEqual({ state: SNAPSHOT, version: 1 });
  });

  it('gives the user of version 0 the only logged-in role when its account type names none', () => {
    const partner = { name: 'Kwik Dispatch Lagos', email: 'partner@demo.test' };
    const migrated = migrateClientState(
      { user: partner, shippingPartnerLogin: { status: 'succeeded', isLoggedIn: true } },
      0,
    ) as { user: unknown };
    expect(migrated.user).toEqual({ role: 'shipping-partner', info: partner });
  });

  it('drops a version-0 user it cannot place, and passes other versions on', () => {
    expect((migrateClientState({ user: { name: 'x' } }, 0) as { user: unknown }).user).toBeNull();
    expect(migrateClientState(SNAPSHOT, 1)).toBe(SNAPSHOT);
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
    const { cart, user, logins } = store.getState();
    expect({ cart, user, logins }).toEqual(emptyClientState());
    expect(onError).toHaveBeenCalledWith(boom, 'migrate');
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false, error: boom });
  });

  it('runs a custom migration to a custom version', async () => {
    const migrate = vi.fn(async (persisted: unknown) => ({ ...(persisted as object), user: null }));
    const store = createClientStore({
      storage: createMemoryStorage({ root: stored(SNAPSHOT, 1) }),
      version: 2,
      migrate,
      onError: () => {},
    });
    await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
    expect(migrate).toHaveBeenCalledWith(SNAPSHOT, 1);
    expect(store.getState().user).toBeNull();
    expect(store.getState().cart).toEqual(SNAPSHOT.cart);
  });
});
