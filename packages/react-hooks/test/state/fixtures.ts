// A persisted snapshot as version 1 writes it, for the restore tests.
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
    appliedDiscountCodes: ['WELCOME10'],
    appliedGiftCards: [{ code: 'GC-2026-0001', amountApplied: 5000, balance: 15000 }],
    selectedShippingAddressId: 7,
    discount: 2500,
    shippingFees: [{ merchantId: 2, storeName: 'Adire Lagos', shippingFee: 1500, withinLagos: true }],
    shippingFeeTotal: 1500,
  },
  user: {
    role: 'merchant',
    info: {
      id: 2,
      firstName: 'Tunde',
      lastName: 'Adeyemi',
      email: 'merchant@demo.test',
      accountType: 'merchant',
      storeId: 1,
      storeName: 'Adire Lagos',
    },
  },
  logins: {
    customer: { status: 'idle', loggedIn: false },
    merchant: { status: 'succeeded', loggedIn: true },
    admin: { status: 'failed', loggedIn: false, error: 'Invalid email or password' },
    'shipping-partner': { status: 'idle', loggedIn: false },
  },
};

/** The raw value zustand's persist keeps under the key. */
export function stored(state: unknown, version = 1): string {
  return JSON.stringify({ state, version });
}
