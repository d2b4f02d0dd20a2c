import { sellsWhenSoldOut } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';

/** Sold out: no units left. */
export function isSoldOut(product: ProductRow): boolean {
  return product.quantity <= 0;
}

/** A product the shelves (deals, offers, random, top merchants) may show: not sold out, or still selling. */
export function isOnSale(product: ProductRow): boolean {
  return !isSoldOut(product) || sellsWhenSoldOut(product);
}
