import type { CallInit } from '@marketplace/sdk';
import type { QueryConfig } from '../core/useOperationQuery';

/**
 * How the cart asks for the server's cart: always with the customer's token, whatever the page path
 * (a merchant page may show a customer's cart badge). The key of the shared `getCart` cache entry.
 */
export const CART_QUERY: CallInit<'getCart'> = Object.freeze({ as: 'customer' });

/**
 * The cart engine fetches the server's cart itself, in order with its changes; the shared cache only
 * follows it and revalidates when another mutation changes the cart (an order, an address).
 */
export const CART_QUERY_CONFIG: QueryConfig<'getCart'> = Object.freeze({
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
});
