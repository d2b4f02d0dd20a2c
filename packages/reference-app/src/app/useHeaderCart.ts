import { useCart, useGetCart, useSession } from '@marketplace/react-hooks';
import { cartQuantity, cartTotal } from '@marketplace/sdk';
import { AS_CUSTOMER } from './ssr/customerFallback';

// The cart engine loads the customer's cart itself: the header only reads the server's seeded answer.
const READ_ONLY = { revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false } as const;

/**
 * The header's cart count and total. A guest's is the cart engine's (the saved cart); a logged-in
 * customer's is the engine's once it holds their cart, and until then the cart the server seeded
 * (src/app/ssr/customerFallback.ts), so a server-rendered page shows their count in its first HTML and
 * hydrates with the same.
 *
 * @example
 * const { quantity, total } = useHeaderCart();
 */
export function useHeaderCart(): { quantity: number; total: number } {
  const cart = useCart();
  const { loggedIn } = useSession('customer');
  const seeded = useGetCart(loggedIn ? AS_CUSTOMER : null, READ_ONLY).data?.cartItemsList;
  const engineHolds = !loggedIn || (cart.mode === 'customer' && cart.serverCart !== undefined);
  if (engineHolds || !seeded) return { quantity: cart.quantity, total: cart.cartTotal };
  return { quantity: cartQuantity(seeded), total: cartTotal(seeded) };
}
