import { type CartChangeResult, useCart } from '@marketplace/react-hooks';
import { cartLineKey } from '@marketplace/sdk';
import { useState } from 'react';
import { CartLine } from './CartLine';
import { productPath } from './product';
import type { CartLineRemoval } from './useCartLineRemoval';

/** Props of {@link CartLineList}. */
export interface CartLineListProps {
  className?: string;
  /** The page's removals (Remove, or a quantity of 0), which it announces with an undo. */
  removal: CartLineRemoval;
}

/**
 * The cart's lines with their controls, for the guest's and the customer's cart pages: each change goes
 * to `useCart()` (which answers instead of throwing: a refusal is rolled back and toasted by the hooks),
 * quantities go no higher than the stock the cart knows, and a change the stock cut is said beside the
 * line's quantity. A line removed (Remove, or a quantity of 0) goes through the page's `removal`, which
 * says so with an undo (`RemovedCartLine`).
 *
 * @example
 * <CartLineList className="cart-page__lines" removal={useCartLineRemoval()} />
 */
export function CartLineList({ className, removal }: CartLineListProps) {
  const cart = useCart();
  const [notes, setNotes] = useState<Record<string, string | undefined>>({});
  const follow = (key: string, change: Promise<CartChangeResult>) =>
    void change.then((done) => {
      const note = done.ok && done.limited ? `Only ${done.stock} available` : undefined;
      setNotes((all) => ({ ...all, [key]: note }));
    });

  return (
    <ul className={className} aria-busy={cart.isSyncing || undefined}>
      {cart.items.map((item) => {
        const key = cartLineKey(item);
        const stock = cart.stock[key];
        return (
          <li key={key}>
            <CartLine
              item={item}
              to={productPath(item.id)}
              {...(stock !== undefined ? { max: stock } : {})}
              {...(notes[key] ? { note: notes[key] } : {})}
              onIncrease={() => follow(key, cart.increase(key))}
              onDecrease={() => follow(key, cart.decrease(key))}
              onRemove={() => {
                setNotes((all) => ({ ...all, [key]: undefined }));
                removal.remove(key, item);
              }}
              onSetQuantity={(n) => follow(key, cart.setQuantity(key, n))}
            />
          </li>
        );
      })}
    </ul>
  );
}
