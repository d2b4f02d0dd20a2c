'use client';
import { createContext, useContext } from 'react';
import type { CartController } from './CartController';
import type { CartStore } from './CartStore';

/** What `CartProvider` gives `useCart`: the engine and the store holding the items. */
export interface CartContextValue {
  controller: CartController;
  store: CartStore;
}

export const CartContext = createContext<CartContextValue | null>(null);

/**
 * The nearest `CartProvider`'s engine and store; throws a clear error outside one.
 *
 * @example
 * const { controller } = useCartContext();
 */
export function useCartContext(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider> (within <MarketplaceProvider>)');
  return value;
}
