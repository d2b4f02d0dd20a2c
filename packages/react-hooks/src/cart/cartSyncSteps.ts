import type { CartItem } from './cartTypes';

/** One server call that moves the server's line toward the client's. */
export type CartSyncStep =
  | { kind: 'add'; body: { productId: number; sku?: string; quantity: number } }
  | { kind: 'remove'; body: { productId: number; sku?: string } };

/**
 * The server calls that turn one cart line from `before` into `after` (either may be absent), given
 * what the API offers: add-cart adds units, remove-cart takes the whole line out, and nothing sets a
 * quantity. So more units are one add; fewer are a remove then an add of the new quantity; none is a
 * remove. Lines are named to the server by product id and variant sku.
 *
 * @example
 * const line = (quantity: number) => ({ id: 56, productVariant: { sku: 'TEA', quantity }, pricing: [] });
 * cartSyncSteps(line(1), line(3)); // [{ kind: 'add', body: { productId: 56, sku: 'TEA', quantity: 2 } }]
 * cartSyncSteps(line(3), line(1)); // remove, then add 1
 * cartSyncSteps(line(3), undefined); // [{ kind: 'remove', body: { productId: 56, sku: 'TEA' } }]
 */
export function cartSyncSteps(before: CartItem | undefined, after: CartItem | undefined): CartSyncStep[] {
  const line = after ?? before;
  if (!line) return [];
  const sku = line.productVariant.sku;
  const named = { productId: line.id, ...(sku ? { sku } : {}) };
  const was = before?.productVariant.quantity ?? 0;
  const now = after?.productVariant.quantity ?? 0;
  if (now === was) return [];
  if (now > was) return [{ kind: 'add', body: { ...named, quantity: now - was } }];
  const remove: CartSyncStep = { kind: 'remove', body: named };
  return now === 0 ? [remove] : [remove, { kind: 'add', body: { ...named, quantity: now } }];
}
