import type { ProductRow } from '../../db/core';

/** Whether a product is in the approval state asked for (none asked: every product), case-insensitively (spec section 3). */
export function approvalIs(product: ProductRow, wanted: string | undefined): boolean {
  const state = wanted?.trim().toLowerCase();
  return !state || product.approvalStatus.toLowerCase() === state;
}
