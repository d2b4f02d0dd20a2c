import { addToCart, getCart, type MarketplaceClient, removeFromCart } from '@marketplace/sdk';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import type { CartSyncStep } from './cartSyncSteps';
import type { ServerCart } from './cartTypes';
import type { CustomerCart } from './customerCart';
import { SessionEnded } from './SessionEnded';

/** The server calls of one customer's cart; each answer becomes `customer.latest`. */
export interface CartServer {
  /** Sends one step (add units, remove a line); a removal of a line the server lacks counts as done. */
  send(step: CartSyncStep): Promise<void>;
  /** Reads the server's cart. */
  load(): Promise<ServerCart>;
}

/**
 * The cart calls of `customer`'s session, with the customer's token whatever the page. Every call first
 * checks that the session still lasts ({@link SessionEnded} otherwise), so that a call queued before a
 * logout is never sent with the next customer's token.
 *
 * @example
 * const server = createCartServer(client, customer);
 * await server.send({ kind: 'add', body: { productId: 56, quantity: 1 } });
 */
export function createCartServer(client: MarketplaceClient, customer: CustomerCart): CartServer {
  const asCustomer = client.as('customer');
  const live = () => {
    if (customer.ended) throw new SessionEnded();
  };
  return {
    async send(step) {
      live();
      if (step.kind === 'add') {
        customer.latest = (await addToCart(asCustomer, { body: step.body })).data;
        return;
      }
      try {
        customer.latest = (await removeFromCart(asCustomer, { body: step.body })).data;
      } catch (caught) {
        // Not in the server's cart: what the removal wanted already holds.
        if (asMarketplaceError(caught, 'removeFromCart').status !== 404) throw caught;
      }
    },
    async load() {
      live();
      const cart = (await getCart(asCustomer)).data;
      customer.latest = cart;
      return cart;
    },
  };
}
