// A persisted snapshot as version 2 writes it, for the restore tests.
import type { ClientCartItem, PersistedClientState } from '../../src/state/ClientState';

export const ANKARA: ClientCartItem = {
  id: 101,
  name: 'Ankara print fabric, 6 yards',
  merchantId: 2,
  storeName: 'Adire Lagos',
  hostedImages: ['https://cdn.example.com/products/101.jpg'],
  weight: 1.2,
  productVariant: { sku: 'ANK-6YD-BLU', size: '6 yards', color: 'Blue', quantity: 2 },
  pricing: [{ sellingPrice: 12500, price: 15000 }],
};

export const SHEA: ClientCartItem = {
  id: 230,
  name: 'Shea butter, 500 g',
  merchantId: 3,
  storeName: 'Kano Naturals',
  weight: 0.5,
  productVariant: { sku: 'SHEA-500', quantity: 1 },
  pricing: [{ sellingPrice: 3200.5 }],
};

export const SNAPSHOT: PersistedClientState = {
  cart: {
    items: [ANKARA],
    owner: null,
    stock: { '101#sku=ANK-6YD-BLU': 40 },
  },
  logins: {
    customer: { status: 'idle' },
    merchant: { status: 'succeeded' },
    admin: { status: 'failed', error: 'Invalid email or password' },
    'shipping-partner': { status: 'idle' },
  },
  recentlyViewed: [61, 12],
};

/**
 * A snapshot as the versions before the lines-only cart wrote it (same version number, 2): the cart also
 * held copies of the server's discount, gift cards, fees and chosen address.
 */
export const OLD_SNAPSHOT = {
  ...SNAPSHOT,
  cart: {
    ...SNAPSHOT.cart,
    appliedDiscountCodes: ['WELCOME10'],
    appliedGiftCards: [{ code: 'GC-2026-0001', amountApplied: 5000, balance: 15000 }],
    selectedShippingAddressId: 7,
    discount: 2500,
    shippingFees: [{ merchantId: 2, storeName: 'Adire Lagos', shippingFee: 1500, withinLagos: true }],
    shippingFeeTotal: 1500,
  },
};

/** The raw value zustand's persist keeps under the key. */
export function stored(state: unknown, version = 2): string {
  return JSON.stringify({ state, version });
}
