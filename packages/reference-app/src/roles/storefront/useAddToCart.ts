import { useCart, useSession } from '@marketplace/react-hooks';
import { useCallback, useState } from 'react';
import { type CartItemForProduct, type ProductVariantItem, toCartItem } from './product';

type AddInput = Parameters<ReturnType<typeof useCart>['add']>[0];

/** What {@link useAddToCart} returns. */
export interface AddToCart {
  /** Adds `quantity` units of the product (and variant); resolves true when the cart took them. */
  add(
    product: Parameters<typeof toCartItem>[0],
    variant?: ProductVariantItem,
    quantity?: number,
  ): Promise<boolean>;
  /** The id of the product being added, while the cart is taking it. */
  addingId: number | undefined;
  /** What the last add did, for a status message: "Added … to your cart". */
  lastAdded: { id: number; name: string; quantity: number } | undefined;
}

/**
 * Adds products to the cart (`useCart().add`): a guest's cart on the client, a customer's mirrored to the
 * server. A refusal is rolled back by the cart and its message reaches the toast area through the hooks,
 * so here it only ends the "adding" state.
 *
 * @example
 * const { add, addingId } = useAddToCart();
 * <button onClick={() => void add(product)} disabled={addingId === product.id}>Add to cart</button>
 */
export function useAddToCart(): AddToCart {
  const cart = useCart();
  const [addingId, setAddingId] = useState<number | undefined>();
  const [lastAdded, setLastAdded] = useState<AddToCart['lastAdded']>();
  const { add: addToCart } = cart;

  const add = useCallback(
    async (product: Parameters<typeof toCartItem>[0], variant?: ProductVariantItem, quantity = 1) => {
      const item: CartItemForProduct = toCartItem(product, variant);
      setAddingId(product.id);
      setLastAdded(undefined);
      try {
        await addToCart(item as AddInput, quantity);
        setLastAdded({ id: product.id, name: product.name, quantity });
        return true;
      } catch {
        return false;
      } finally {
        setAddingId(undefined);
      }
    },
    [addToCart],
  );
  return { add, addingId, lastAdded };
}

/**
 * Where the cart is: the customer's cart page when a customer is logged in, else the guest cart.
 *
 * @example
 * <Link to={useCartPath()}>View cart</Link>
 */
export function useCartPath(): string {
  return useSession('customer').loggedIn ? '/customer/cart' : '/cart';
}
