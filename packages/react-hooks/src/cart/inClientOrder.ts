import { cartLineKey } from '@marketplace/sdk';
import type { CartItem } from './cartTypes';

/**
 * The server's lines in the order the client shows them (a decrease is a remove and an add on the
 * server, which moves the line to the end there); lines the client does not know come after, in the
 * server's order.
 *
 * @example
 * inClientOrder([oil, tea], [tea, oil]); // [tea, oil]
 */
export function inClientOrder(server: readonly CartItem[], shown: readonly CartItem[]): CartItem[] {
  const place = new Map(shown.map((line, index) => [cartLineKey(line), index]));
  const rank = (line: CartItem) => place.get(cartLineKey(line)) ?? shown.length;
  // Array.prototype.sort is stable, so unknown lines keep the server's order.
  return [...server].sort((a, b) => rank(a) - rank(b));
}
