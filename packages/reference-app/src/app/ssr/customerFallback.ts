import { type FallbackEntry, fallbackQuery } from '@marketplace/react-hooks/server';
import { getCart, type MarketplaceClient } from '@marketplace/sdk';

/** The customer's calls, as the header's hooks make them. */
export const AS_CUSTOMER = { as: 'customer' } as const;

/**
 * A logged-in customer's cart (their token cookie came with the request), seeded under the key the
 * header reads, so the first HTML shows their cart count. None for a guest, and none when the API no
 * longer takes the token (the browser's hooks find that out on their own).
 *
 * @example
 * const fallback = [...page.fallback, ...(await customerFallback(serverClient(request, hosts)))];
 */
export async function customerFallback(client: MarketplaceClient): Promise<FallbackEntry[]> {
  if (client.session.getToken('customer') === undefined) return [];
  try {
    const cart = await getCart(client, AS_CUSTOMER);
    return [fallbackQuery(client, 'getCart', AS_CUSTOMER, cart.data)];
  } catch {
    return [];
  }
}
