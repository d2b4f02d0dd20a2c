import type { CartChange, CartItem, CartItemInput } from './cartTypes';

/**
 * The cart change that adds `quantity` units (default 1) of a product as a page shows it: the stock goes
 * with the change, not into the line (the line is the contract's cart item). `useCart().add` sends it;
 * without React, hand it to the engine's `change`.
 *
 * @example
 * await controller.change(addChange({ id: p.id, pricing: p.pricing, productVariant: { sku: p.sku }, stock: stockLimit(p) }, 2));
 */
export function addChange(input: CartItemInput, quantity = 1): CartChange {
  const { stock, ...item } = input;
  return {
    kind: 'add',
    item: { ...item, productVariant: { ...item.productVariant, quantity } } as CartItem,
    ...(stock !== undefined ? { stock } : {}),
  };
}
