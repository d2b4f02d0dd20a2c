import { useCart, useGetCart, usePersistGate, useSession } from '@marketplace/react-hooks';

const AS_CUSTOMER = { as: 'customer' } as const;
// The cart engine reloads the cart itself (CartProvider): this only reads the seeded entry, never fetches.
const READ_ONLY = { revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false } as const;

/**
 * The cart lines a page shows, the same on the server and in the hydrating render: a guest's are the saved
 * ones (read after hydration, so none until then); a customer's are the server's cart the layout seeded,
 * until the cart engine holds it. `held`: the engine holds the lines (they can be changed).
 */
export function useShownCart() {
  const { restored } = usePersistGate();
  const cart = useCart();
  const { loggedIn } = useSession('customer');
  const seeded = useGetCart(loggedIn ? AS_CUSTOMER : null, READ_ONLY).data?.cartItemsList;
  const held = loggedIn ? cart.mode === 'customer' && cart.serverCart !== undefined : restored;
  return { cart, loggedIn, held, items: held ? cart.items : seeded };
}
