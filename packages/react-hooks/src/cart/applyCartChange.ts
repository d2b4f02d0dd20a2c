import {
  addCartItem,
  decreaseCartItem,
  increaseCartItem,
  removeCartItem,
  setCartItemQuantity,
} from '@marketplace/sdk';
import type { CartChange, CartItem } from './cartTypes';

/**
 * The cart after one change, by the SDK's pure cart rules (no rule of its own): the one reducer the
 * optimistic cart, its rollback and its server mirror all replay. Returns `items` itself when nothing
 * changes (an unknown key); throws the SDK's `RangeError` for a quantity that is not a whole number.
 *
 * @example
 * const tea = { id: 56, productVariant: { sku: 'TEA-100', quantity: 1 }, pricing: [{ sellingPrice: 3600 }] };
 * let items = applyCartChange([], { kind: 'add', item: tea });
 * items = applyCartChange(items, { kind: 'increase', key: '56#sku=TEA-100' }); // quantity 2
 */
export function applyCartChange(items: readonly CartItem[], change: CartChange): CartItem[] {
  switch (change.kind) {
    case 'add':
      return addCartItem(items, change.item);
    case 'remove':
      return removeCartItem(items, change.key);
    case 'increase':
      return increaseCartItem(items, change.key, change.by);
    case 'decrease':
      return decreaseCartItem(items, change.key, change.by);
    case 'setQuantity':
      return setCartItemQuantity(items, change.key, change.quantity);
  }
}
