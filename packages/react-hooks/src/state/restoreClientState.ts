import {
  cartLineKey,
  cartQuantity,
  cartTotal,
  cartWeight,
  RECENTLY_VIEWED_LIMIT,
  USER_TYPES,
} from '@marketplace/sdk';
import type { LoadStatus } from '../core/loadStatus';
import type { ClientCart, ClientCartItem, LoginSlice, PersistedClientState } from './ClientState';
import { emptyClientState } from './emptyClientState';
import { type CartLineSchema, loadRestore } from './loadRestore';

const STATUSES: readonly LoadStatus[] = ['idle', 'loading', 'succeeded', 'failed'];

/**
 * What restore keeps at most, beyond the contract's types (the cart line schema checks those).
 */
export const RESTORE_LIMITS = Object.freeze({
  /** Cart lines. */
  lines: 200,
  /** Items of any other list (images, prices). */
  list: 50,
  /** Characters of any string. */
  text: 2048,
  /** Naira of any amount (a price, a weight): large enough for any cart, small enough for exact kobo sums. */
  amount: 1e10,
  /** Units of one line. */
  quantity: 1_000_000,
});

/**
 * Reads a persisted snapshot and keeps what is right: each cart line checked by the contract's schema
 * (the SDK's `CartItemSchema`) and held to {@link RESTORE_LIMITS} (amounts finite, 0 or more; whole
 * quantities from 1; strings and lists of bounded length), a line's refused optional field dropped
 * (the line kept), lines whose totals compute, the owner, the stock of kept lines, the login slices, the recently
 * viewed product ids (positive whole numbers, each once, at most `RECENTLY_VIEWED_LIMIT`).
 * Anything else is dropped and named in `onDropped` (paths such as `cart.items[2].pricing[0].sellingPrice`).
 * Fields the cart no longer keeps (the discount, gift cards and fees older versions stored) are ignored.
 * Storage is outside our control (older versions, other code, hand edits, other tabs), and a wrong value
 * must not crash the app later, far from where it was read. A login that was `loading` when the page
 * closed comes back `idle`: nothing will ever finish it. Loads the schema first (a chunk of its own).
 *
 * @example
 * await restoreClientState({ cart: 5, logins: { merchant: { status: 'failed', error: 'Invalid email or password' } } }, console.warn);
 * // empty cart, the merchant's failed login kept, the other three idle; warns ['cart']
 */
export async function restoreClientState(
  persisted: unknown,
  onDropped?: (paths: string[]) => void,
): Promise<PersistedClientState> {
  const { cartLineSchema } = await loadRestore();
  return restoreWith(cartLineSchema, persisted, onDropped);
}

/**
 * {@link restoreClientState} with the schema at hand (synchronous); without one (it failed to load) every
 * line is dropped.
 */
export function restoreWith(
  schema: CartLineSchema | undefined,
  persisted: unknown,
  onDropped?: (paths: string[]) => void,
): PersistedClientState {
  const dropped: string[] = [];
  const state = emptyClientState();
  if (isRecord(persisted)) {
    if (persisted.cart !== undefined) state.cart = restoreCart(schema, persisted.cart, dropped);
    if (isRecord(persisted.logins)) {
      for (const role of USER_TYPES) {
        const slice = restoreLogin(persisted.logins[role], `logins.${role}`, dropped);
        if (slice) state.logins[role] = slice;
      }
    } else if (persisted.logins !== undefined) dropped.push('logins');
    if (persisted.recentlyViewed !== undefined)
      state.recentlyViewed = restoreViewed(persisted.recentlyViewed, dropped);
  } else if (persisted !== undefined && persisted !== null) dropped.push('(root)');
  if (dropped.length > 0) onDropped?.(dropped);
  return state;
}

function restoreCart(schema: CartLineSchema | undefined, value: unknown, dropped: string[]): ClientCart {
  const cart = emptyClientState().cart;
  if (!isRecord(value)) {
    dropped.push('cart');
    return cart;
  }
  if (Array.isArray(value.items)) {
    if (value.items.length > RESTORE_LIMITS.lines) dropped.push(`cart.items[${RESTORE_LIMITS.lines}..]`);
    for (const [index, raw] of value.items.slice(0, RESTORE_LIMITS.lines).entries()) {
      const path = `cart.items[${index}]`;
      const line = schema && restoreLine(schema, raw, path, dropped);
      // Lines that pass one by one can still overflow the totals together: keep those that compute.
      if (line && computes([...cart.items, line])) cart.items.push(line);
      else dropped.push(path);
    }
  } else if (value.items !== undefined) dropped.push('cart.items');
  if (value.owner === null || (typeof value.owner === 'string' && value.owner.length <= RESTORE_LIMITS.text))
    cart.owner = value.owner;
  else if (value.owner !== undefined) dropped.push('cart.owner');
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

/**
 * One line through the schema and the limits. What they refuse is taken out and the line checked once
 * more: a bad optional field goes (and is named), a line missing what it needs goes whole. The schema's
 * output holds the contract's fields only (a `__proto__` key never survives).
 */
function restoreLine(
  schema: CartLineSchema,
  raw: unknown,
  path: string,
  dropped: string[],
): ClientCartItem | undefined {
  let candidate = raw;
  const removed: string[] = [];
  // At most three checks: the schema's refusals go, then the values beyond the limits, then the last word.
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = schema.safeParse(candidate);
    const refused = result.success
      ? outOfLimits(result.data, [])
      : result.error.issues.map((issue) => issue.path);
    if (result.success && refused.length === 0) {
      dropped.push(...removed.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
      return result.data;
    }
    if (refused.some((at) => at.length === 0)) return undefined;
    candidate = structuredClone(result.success ? result.data : candidate);
    // Later array items first, so that splicing one leaves the indexes of the others right.
    refused.sort((a, b) => String(b.at(-1)).localeCompare(String(a.at(-1)), 'en', { numeric: true }));
    for (const at of refused) {
      removeAt(candidate, at);
      removed.push(
        path + at.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join(''),
      );
    }
  }
  return undefined;
}

/** The paths of values beyond RESTORE_LIMITS in a line the schema accepted. */
function outOfLimits(value: unknown, at: PropertyKey[]): PropertyKey[][] {
  if (typeof value === 'string') return value.length > RESTORE_LIMITS.text ? [at] : [];
  if (typeof value === 'number') {
    const quantity = at.length === 2 && at[0] === 'productVariant' && at[1] === 'quantity';
    const [low, high] = quantity ? [1, RESTORE_LIMITS.quantity] : [0, RESTORE_LIMITS.amount];
    return Number.isFinite(value) && value >= low && value <= high ? [] : [at];
  }
  if (Array.isArray(value)) {
    const over = value.length > RESTORE_LIMITS.list ? [at] : [];
    return [...over, ...value.flatMap((item, index) => outOfLimits(item, [...at, index]))];
  }
  if (isRecord(value)) return Object.keys(value).flatMap((key) => outOfLimits(value[key], [...at, key]));
  return [];
}

/** Takes the value at `at` out of `root` (an array item is spliced out, a field deleted). */
function removeAt(root: unknown, at: readonly PropertyKey[]): void {
  let parent = root;
  for (const key of at.slice(0, -1))
    parent = isRecord(parent) || Array.isArray(parent) ? parent[key as never] : undefined;
  const last = at[at.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (isRecord(parent) && last !== undefined) delete parent[last as string];
}

/** Product ids: positive whole numbers, each once, at most RECENTLY_VIEWED_LIMIT; others are dropped. */
function restoreViewed(value: unknown, dropped: string[]): number[] {
  if (!Array.isArray(value)) {
    dropped.push('recentlyViewed');
    return [];
  }
  const ids: number[] = [];
  for (const [index, id] of value.entries()) {
    const keep =
      ids.length < RECENTLY_VIEWED_LIMIT &&
      typeof id === 'number' &&
      Number.isSafeInteger(id) &&
      id > 0 &&
      !ids.includes(id);
    if (keep) ids.push(id);
    else dropped.push(`recentlyViewed[${index}]`);
  }
  return ids;
}

function restoreLogin(value: unknown, path: string, dropped: string[]): LoginSlice | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !STATUSES.includes(value.status as LoadStatus)) {
    dropped.push(path);
    return undefined;
  }
  const status = value.status as LoadStatus;
  const slice: LoginSlice = { status: status === 'loading' ? 'idle' : status };
  if (typeof value.error === 'string' && value.error.length <= RESTORE_LIMITS.text) slice.error = value.error;
  else if (value.error !== undefined) dropped.push(`${path}.error`);
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
