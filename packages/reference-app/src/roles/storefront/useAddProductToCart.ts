import { type CartChangeResult, useCart } from '@marketplace/react-hooks';
import { cartLineKey, cartLineQuantity } from '@marketplace/sdk';
import { useCallback, useState } from 'react';
import { type CartItemForProduct, type ProductVariantItem, toCartItem } from '../../components/product';

type AddInput = Parameters<ReturnType<typeof useCart>['add']>[0];

/** What the last add did, for a status message beside the button. */
export interface LastAdded {
  id: number;
  name: string;
  /** Units this add put in the cart (fewer than asked when the stock ran out; 0 when none was left). */
  added: number;
  /** Units of the line in the cart now. */
  inCart: number;
  /** The add was cut to the stock. */
  limited: boolean;
  stock: number | undefined;
  /** The product's first picture, for the cart drawer. */
  image?: string;
  /** The chosen variant's size and colour ("M, Blue"), when it has any. */
  options?: string;
}

/** What {@link useAddProductToCart} returns. */
export interface AddProductToCart {
  /**
   * Adds `quantity` units of the product (and variant), never more than its stock: resolves with the
   * cart's answer (a refusal is answered, rolled back and toasted by the hooks, never thrown).
   */
  add(
    product: Parameters<typeof toCartItem>[0],
    variant?: ProductVariantItem,
    quantity?: number,
  ): Promise<CartChangeResult>;
  /** The id of the product being added, while the cart is taking it. */
  addingId: number | undefined;
  lastAdded: LastAdded | undefined;
  /** Forgets the last add (the cart drawer was closed). */
  dismiss(): void;
}

/**
 * Adds products to the cart (`useCart().add`) with the stock the page knows, so a guest's cart honours it
 * as a customer's does; keeps what the last add did for the status message ("Added 2 × …", or "Only 5
 * available …" when the add was cut to the stock).
 *
 * @example
 * const { add, addingId, lastAdded } = useAddProductToCart();
 * <button onClick={() => void add(product)} disabled={addingId === product.id}>Add to cart</button>
 * <p role="status">{lastAdded ? addedMessage(lastAdded) : null}</p>
 */
export function useAddProductToCart(): AddProductToCart {
  const { add: addToCart, items } = useCart();
  const [addingId, setAddingId] = useState<number | undefined>();
  const [lastAdded, setLastAdded] = useState<LastAdded>();

  const add = useCallback(
    async (product: Parameters<typeof toCartItem>[0], variant?: ProductVariantItem, quantity = 1) => {
      const item: CartItemForProduct = toCartItem(product, variant);
      const key = cartLineKey({ id: item.id, productVariant: { ...item.productVariant, quantity } });
      const before = cartLineQuantity(items, key);
      setAddingId(product.id);
      setLastAdded(undefined);
      try {
        const done = await addToCart(item as AddInput, quantity);
        if (done.ok) {
          setLastAdded({
            id: product.id,
            name: product.name,
            added: Math.max(0, done.quantity - before),
            inCart: done.quantity,
            limited: done.limited,
            stock: done.stock,
            ...(product.hostedImages?.[0] ? { image: product.hostedImages[0] } : {}),
            ...(variant && (variant.size || variant.color)
              ? { options: [variant.size, variant.color].filter(Boolean).join(', ') }
              : {}),
          });
        }
        return done;
      } finally {
        setAddingId(undefined);
      }
    },
    [addToCart, items],
  );
  const dismiss = useCallback(() => setLastAdded(undefined), []);
  return { add, addingId, lastAdded, dismiss };
}

/**
 * The status message of an add: what went in, or that the stock cut it.
 *
 * @example
 * addedMessage({ name: 'Tea', added: 2, inCart: 2, limited: false }); // 'Added 2 × Tea to your cart.'
 * addedMessage({ name: 'Tea', added: 0, inCart: 5, limited: true, stock: 5 }); // 'Only 5 available: your cart has all 5 of Tea.'
 */
export function addedMessage(
  last: Pick<LastAdded, 'name' | 'added' | 'inCart' | 'limited' | 'stock'>,
): string {
  if (!last.limited) return `Added ${last.added} × ${last.name} to your cart.`;
  const all = last.inCart === last.stock ? `all ${last.inCart}` : `${last.inCart}`;
  return last.added > 0
    ? `Only ${last.stock} available: added ${last.added}, your cart has ${all} of ${last.name}.`
    : `Only ${last.stock} available: your cart has ${all} of ${last.name}.`;
}
