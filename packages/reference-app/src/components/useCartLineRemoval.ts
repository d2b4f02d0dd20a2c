import { type CartItem, useCart } from '@marketplace/react-hooks';
import { useState } from 'react';

/** What {@link useCartLineRemoval} gives: the line last removed, how to remove one, and the undo. */
export interface CartLineRemoval {
  /** The line last removed, as it was (until undone or another is removed). */
  removed: CartItem | undefined;
  /** Removes the line (`useCart().remove`) and remembers it for the undo. */
  remove(key: string, item: CartItem): void;
  /** Puts the removed line back, with its quantity (`useCart().add`). */
  undo(): void;
}

/**
 * The cart page's removals with an undo: a line taken out (Remove, or a quantity of 0) is remembered
 * until undone or another goes, so the page can say so and put it back. It belongs to the page, not the
 * list: when the last line goes the list gives way to "Your cart is empty", and the undo stays.
 *
 * @example
 * const removal = useCartLineRemoval();
 * <RemovedCartLine removal={removal} />
 * <CartLineList removal={removal} />
 */
export function useCartLineRemoval(): CartLineRemoval {
  const cart = useCart();
  const [removed, setRemoved] = useState<CartItem>();
  return {
    removed,
    remove: (key, item) =>
      void cart.remove(key).then((done) => {
        if (done.ok) setRemoved(item);
      }),
    undo: () => {
      if (!removed) return;
      setRemoved(undefined);
      void cart.add(removed, removed.productVariant.quantity);
    },
  };
}
