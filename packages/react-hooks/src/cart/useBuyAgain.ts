'use client';
import {
  cartItemFor,
  getCustomerProduct,
  isMarketplaceError,
  type MarketplaceError,
  type ReorderedItem,
  type ReorderProblem,
  reorderLine,
} from '@marketplace/sdk';
import { useCallback, useState } from 'react';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import type { CartItemInput } from './cartTypes';
import { useCart } from './useCart';

/** One line of a past order to buy again (an order's `orderItems` entry fits). */
export interface BuyAgainItem extends ReorderedItem {
  productName: string;
}

/** What "Buy again" did with one line of the order. */
export type BuyAgainLine =
  | {
      name: string;
      added: true;
      /** Units asked of the cart (the order's, or fewer when the stock is short). */
      quantity: number;
      /** Units the order had. */
      ordered: number;
      /** The stock cut the line (here, or in the cart with what it held already). */
      limited: boolean;
      /** Units of the line in the cart now. */
      inCart: number;
    }
  | {
      name: string;
      added: false;
      /** Why not: no longer sold, the variant is gone, sold out, or the cart refused it (`refused`). */
      problem: ReorderProblem | 'refused';
      /** The cart's message when it refused the line. */
      message?: string;
    };

/** What {@link useBuyAgain} returns. */
export interface BuyAgain {
  /**
   * Puts the lines' products back into the cart as the catalogue sells them now (price and stock of
   * today), each line on its own; resolves with what happened to each. Rejects only when the catalogue
   * cannot be read (a network or server failure: nothing was added then).
   */
  buyAgain(items: readonly BuyAgainItem[]): Promise<BuyAgainLine[]>;
  /** A buy-again is running. */
  busy: boolean;
}

/**
 * "Buy again" for a past order: reads each product from the catalogue (`getCustomerProduct`), decides
 * each line with the SDK's `reorderLine` (same variant and quantity, cut to the stock; nothing when the
 * product, its variant or its stock is gone), and adds what can be added through the cart (`useCart().add`,
 * so a guest's and a customer's cart behave alike and the cart's own stock rules hold).
 *
 * @example
 * const { buyAgain, busy } = useBuyAgain();
 * const lines = await buyAgain(order.orderItems ?? []);
 * const missed = lines.filter((line) => !line.added);
 */
export function useBuyAgain(): BuyAgain {
  const client = useMarketplaceClient();
  const { add } = useCart();
  const [busy, setBusy] = useState(false);

  const buyAgain = useCallback(
    async (items: readonly BuyAgainItem[]): Promise<BuyAgainLine[]> => {
      setBusy(true);
      try {
        const ids = [...new Set(items.map((item) => item.productId))];
        const products = new Map(
          await Promise.all(
            ids.map(async (id) => {
              try {
                const { data } = await getCustomerProduct(client.as('customer'), { path: { id } });
                return [id, data] as const;
              } catch (caught) {
                // A product the catalogue no longer has is a line to skip, not a failure.
                if (isMarketplaceError(caught) && caught.status === 404) return [id, undefined] as const;
                throw asMarketplaceError(caught, 'getCustomerProduct');
              }
            }),
          ),
        );
        const lines: BuyAgainLine[] = [];
        // One at a time: the cart applies its changes in order anyway, and each answer is the line's.
        for (const item of items) {
          const product = products.get(item.productId);
          const plan = reorderLine(item, product);
          if (!plan.add || !product) {
            lines.push({
              name: item.productName,
              added: false,
              problem: plan.add ? 'unavailable' : plan.problem,
            });
            continue;
          }
          const done = await add(cartItemFor(product, plan.variant) as CartItemInput, plan.quantity);
          lines.push(
            done.ok
              ? {
                  name: product.name,
                  added: true,
                  quantity: plan.quantity,
                  ordered: item.quantity,
                  limited: plan.limited || done.limited,
                  inCart: done.quantity,
                }
              : refused(product.name, done.error),
          );
        }
        return lines;
      } finally {
        setBusy(false);
      }
    },
    [client, add],
  );
  return { buyAgain, busy };
}

const refused = (name: string, error: MarketplaceError): BuyAgainLine => ({
  name,
  added: false,
  problem: 'refused',
  message: error.message,
});
