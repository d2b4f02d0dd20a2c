import type { ActorStamp, ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import './tables';
import type { StockMovementRow } from './tables';

/** Why stock moved, and around what: the order of a sale, return or cancellation, and who moved it. */
export interface StockCause {
  reason: StockMovementRow['reason'];
  orderId?: number;
  orderName?: string;
  /** Absent for the system's own moves (an unpaid checkout expiring). */
  actor?: ActorStamp;
}

type Stock = Pick<ProductRow, 'quantity' | 'productVariant'>;

/**
 * Writes the stock history of one change of a product (issue 24): an entry for its own stock when it
 * moved, and one for each variant whose stock moved (matched by SKU, else by place), each with the change,
 * the stock after it, why, who and when. `before` is absent for a new product: its opening stock.
 *
 * @example
 * const before = structuredClone(product);
 * const after = db.table('products').update(product.id, { quantity: 4 });
 * recordStock(db, env, before, after, { reason: 'manual', ...signedBy(db) });
 */
export function recordStock(
  db: Database,
  env: SandboxEnv,
  before: Stock | undefined,
  after: Stock & { id: number },
  cause: StockCause,
): void {
  const createdAt = env.now().toISOString();
  const base = {
    productId: after.id,
    reason: cause.reason,
    ...(cause.orderId !== undefined ? { orderId: cause.orderId } : {}),
    ...(cause.orderName ? { orderName: cause.orderName } : {}),
    ...(cause.actor ? { actor: cause.actor } : {}),
    createdAt,
  };
  const own = (after.quantity ?? 0) - (before?.quantity ?? 0);
  if (own !== 0)
    db.table('stockMovements').insert({ ...base, change: own, quantityAfter: after.quantity ?? 0 });
  const old = before?.productVariant?.variant ?? [];
  (after.productVariant?.variant ?? []).forEach((variant, i) => {
    const was = variant.sku ? old.find((v) => v.sku === variant.sku) : old[i];
    const change = (variant.quantity ?? 0) - (was?.quantity ?? 0);
    if (change === 0) return;
    const name = [variant.size, variant.color].filter(Boolean).join(' / ');
    db.table('stockMovements').insert({
      ...base,
      ...(variant.sku ? { variantSku: variant.sku } : {}),
      ...(name ? { variantName: name } : {}),
      change,
      quantityAfter: variant.quantity ?? 0,
    });
  });
}
