import { cartLineKey, cartQuantity, cartTotal, cartWeight, USER_TYPES } from '@marketplace/sdk';
import type { LoadStatus } from '../core/loadStatus';
import type { ClientCart, ClientCartItem, LoginSlice, PersistedClientState } from './ClientState';
import { emptyClientState } from './emptyClientState';

const STATUSES: readonly LoadStatus[] = ['idle', 'loading', 'succeeded', 'failed'];

/**
 * What restore keeps at most. Every kept value is rebuilt from known fields only, so depth is bounded by
 * the layout; these bound the size.
 */
export const RESTORE_LIMITS = Object.freeze({
  /** Cart lines. */
  lines: 200,
  /** Items of any other list (images, prices, codes, gift cards, fees). */
  list: 50,
  /** Characters of any string. */
  text: 2048,
  /** Naira of any amount (a price, a fee, a discount): large enough for any cart, small enough for exact kobo sums. */
  amount: 1e10,
  /** Units of one line. */
  quantity: 1_000_000,
});

/**
 * Reads a persisted snapshot part by part and keeps only what has the right shape and range: finite
 * amounts of 0 or more (at most `RESTORE_LIMITS.amount`), whole quantities, strings and lists of bounded
 * length, known fields only (so nothing deeper than the layout), and a cart whose totals compute. Anything
 * else is dropped and named in `onDropped` (paths such as `cart.items[2].pricing[0].sellingPrice`).
 * Storage is outside our control (older versions, other code, hand edits, other tabs), and a wrong value
 * must not crash the app later, far from where it was read. A login that was `loading` when the page
 * closed comes back `idle`: nothing will ever finish it.
 *
 * @example
 * restoreClientState({ cart: 5, logins: { merchant: { status: 'failed', error: 'Invalid email or password' } } }, console.warn);
 * // empty cart, the merchant's failed login kept, the other three idle; warns ['cart']
 */
export function restoreClientState(
  persisted: unknown,
  onDropped?: (paths: string[]) => void,
): PersistedClientState {
  const dropped: string[] = [];
  const state = emptyClientState();
  if (isRecord(persisted)) {
    if (persisted.cart !== undefined) state.cart = restoreCart(persisted.cart, dropped);
    if (isRecord(persisted.logins)) {
      for (const role of USER_TYPES) {
        const slice = restoreLogin(persisted.logins[role], `logins.${role}`, dropped);
        if (slice) state.logins[role] = slice;
      }
    } else if (persisted.logins !== undefined) dropped.push('logins');
  } else if (persisted !== undefined && persisted !== null) dropped.push('(root)');
  if (dropped.length > 0) onDropped?.(dropped);
  return state;
}

function restoreCart(value: unknown, dropped: string[]): ClientCart {
  const cart: ClientCart = emptyClientState().cart;
  if (!isRecord(value)) {
    dropped.push('cart');
    return cart;
  }
  const items = list(value.items, 'cart.items', RESTORE_LIMITS.lines, dropped, restoreItem);
  // Lines that pass one by one can still overflow the totals together: keep those that compute.
  for (const [index, item] of items.entries()) {
    if (computes([...cart.items, item])) cart.items.push(item);
    else dropped.push(`cart.items[${index}]`);
  }
  cart.appliedDiscountCodes = list(
    value.appliedDiscountCodes,
    'cart.appliedDiscountCodes',
    RESTORE_LIMITS.list,
    dropped,
    (c) => text(c),
  );
  cart.appliedGiftCards = list(
    value.appliedGiftCards,
    'cart.appliedGiftCards',
    RESTORE_LIMITS.list,
    dropped,
    (g, path) => {
      if (!isRecord(g)) return undefined;
      const code = text(g.code);
      const amountApplied = amount(g.amountApplied);
      if (code === undefined || amountApplied === undefined) return undefined;
      const card: ClientCart['appliedGiftCards'][number] = { code, amountApplied };
      optional(g, 'giftCardId', id, card, path, dropped);
      optional(g, 'balance', amount, card, path, dropped);
      return card;
    },
  );
  cart.shippingFees = list(
    value.shippingFees,
    'cart.shippingFees',
    RESTORE_LIMITS.list,
    dropped,
    (f, path) => {
      if (!isRecord(f)) return undefined;
      const merchantId = id(f.merchantId);
      const shippingFee = amount(f.shippingFee);
      if (merchantId === undefined || shippingFee === undefined) return undefined;
      const fee: ClientCart['shippingFees'][number] = { merchantId, shippingFee };
      optional(f, 'storeName', text, fee, path, dropped);
      optional(f, 'weight', amount, fee, path, dropped);
      optional(f, 'withinLagos', bool, fee, path, dropped);
      return fee;
    },
  );
  scalar(
    value,
    'selectedShippingAddressId',
    (v) => (v === null ? null : id(v)),
    'cart',
    dropped,
    (v) => {
      cart.selectedShippingAddressId = v;
    },
  );
  scalar(value, 'discount', amount, 'cart', dropped, (v) => {
    cart.discount = v;
  });
  scalar(value, 'shippingFeeTotal', amount, 'cart', dropped, (v) => {
    cart.shippingFeeTotal = v;
  });
  scalar(
    value,
    'owner',
    (v) => (v === null ? null : text(v)),
    'cart',
    dropped,
    (v) => {
      cart.owner = v;
    },
  );
  if (isRecord(value.stock)) {
    const keys = new Set(cart.items.map(cartLineKey));
    const entries = Object.entries(value.stock).filter(([key, units]) => {
      const keep = keys.has(key) && typeof units === 'number' && Number.isSafeInteger(units) && units >= 0;
      if (!keep) dropped.push(`cart.stock[${JSON.stringify(key.slice(0, 64))}]`);
      return keep;
    });
    // fromEntries defines own properties: a `__proto__` key can never reach a prototype.
    cart.stock = Object.fromEntries(entries) as Record<string, number>;
  } else if (value.stock !== undefined) dropped.push('cart.stock');
  return cart;
}

function restoreItem(value: unknown, path: string, dropped: string[]): ClientCartItem | undefined {
  if (!isRecord(value) || !isRecord(value.productVariant)) return undefined;
  const itemId = id(value.id);
  const variant = value.productVariant;
  const quantity = variant.quantity;
  if (
    itemId === undefined ||
    typeof quantity !== 'number' ||
    !Number.isSafeInteger(quantity) ||
    quantity < 1 ||
    quantity > RESTORE_LIMITS.quantity
  )
    return undefined;
  const productVariant: ClientCartItem['productVariant'] = { quantity };
  for (const field of ['sku', 'size', 'color'] as const)
    optional(variant, field, text, productVariant, `${path}.productVariant`, dropped);
  optional(variant, 'discount', amount, productVariant, `${path}.productVariant`, dropped);
  const pricing = list(value.pricing ?? [], `${path}.pricing`, RESTORE_LIMITS.list, dropped, (p, at) => {
    if (!isRecord(p)) return undefined;
    const sellingPrice = amount(p.sellingPrice);
    if (sellingPrice === undefined) return undefined;
    const price: ClientCartItem['pricing'][number] = { sellingPrice };
    optional(p, 'price', amount, price, at, dropped);
    optional(p, 'costPrice', amount, price, at, dropped);
    return price;
  });
  // A line priced by nothing would count 0 in the total: a line without its price is dropped.
  if (
    value.pricing !== undefined &&
    pricing.length === 0 &&
    Array.isArray(value.pricing) &&
    value.pricing.length > 0
  )
    return undefined;
  const item: ClientCartItem = { id: itemId, productVariant, pricing };
  optional(value, 'name', text, item, path, dropped);
  optional(value, 'merchantId', id, item, path, dropped);
  optional(value, 'storeName', text, item, path, dropped);
  optional(value, 'weight', amount, item, path, dropped);
  if (value.hostedImages !== undefined)
    item.hostedImages = list(value.hostedImages, `${path}.hostedImages`, RESTORE_LIMITS.list, dropped, (s) =>
      text(s),
    );
  return item;
}

function restoreLogin(value: unknown, path: string, dropped: string[]): LoginSlice | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !STATUSES.includes(value.status as LoadStatus)) {
    dropped.push(path);
    return undefined;
  }
  const status = value.status as LoadStatus;
  const slice: LoginSlice = { status: status === 'loading' ? 'idle' : status };
  optional(value, 'error', text, slice, path, dropped);
  return slice;
}

/** Whether the SDK's cart rules compute these lines (finite totals, exact in kobo). */
function computes(items: ClientCartItem[]): boolean {
  try {
    return [cartTotal(items), cartQuantity(items), cartWeight(items)].every(Number.isFinite);
  } catch {
    return false;
  }
}

/** The kept items of a list, at most `max`; each dropped item (and the overflow) is named. */
function list<T>(
  value: unknown,
  path: string,
  max: number,
  dropped: string[],
  keep: (item: unknown, path: string, dropped: string[]) => T | undefined,
): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    dropped.push(path);
    return [];
  }
  if (value.length > max) dropped.push(`${path}[${max}..]`);
  const kept: T[] = [];
  for (const [index, item] of value.slice(0, max).entries()) {
    const restored = keep(item, `${path}[${index}]`, dropped);
    if (restored === undefined) dropped.push(`${path}[${index}]`);
    else kept.push(restored);
  }
  return kept;
}

/** Copies `from[field]` to `to[field]` when `check` accepts it; a present value it refuses is named. */
function optional<T>(
  from: Record<string, unknown>,
  field: string,
  check: (value: unknown) => T | undefined,
  to: object,
  path: string,
  dropped: string[],
): void {
  if (from[field] === undefined) return;
  const value = check(from[field]);
  if (value === undefined) dropped.push(`${path}.${field}`);
  else Object.defineProperty(to, field, { value, enumerable: true, writable: true, configurable: true });
}

function scalar<T>(
  from: Record<string, unknown>,
  field: string,
  check: (value: unknown) => T | undefined,
  path: string,
  dropped: string[],
  set: (value: T) => void,
): void {
  if (from[field] === undefined) return;
  const value = check(from[field]);
  if (value === undefined) dropped.push(`${path}.${field}`);
  else set(value);
}

const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= RESTORE_LIMITS.amount
    ? value
    : undefined;

const id = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= RESTORE_LIMITS.text ? value : undefined;

const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
