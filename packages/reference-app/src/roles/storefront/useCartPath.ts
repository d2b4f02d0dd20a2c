import { useSession } from '@marketplace/react-hooks';

/**
 * Where the cart is: the customer's cart page when a customer is logged in, else the guest cart.
 *
 * @example
 * <Link to={useCartPath()}>View cart</Link>
 */
export function useCartPath(): string {
  return useSession('customer').loggedIn ? '/customer/cart' : '/cart';
}
