import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { recordStock, type StockCause } from '../catalog/recordStock';

/** An order line coming back: its product, units, and the variant chosen (by sku). */
interface LineBack {
  productId: number;
  quantity: number;
  productVariants?: { sku?: string }[];
}

/**
 * Puts order lines' units back in stock: the product's quantity and, for a line with a variant, that
 * variant's (matched by sku), as checkout took them out. Used when a refund return completes; a
 * cancellation puts its lines back the same way. Each move goes to the stock history with its `cause`.
 *
 * @example
 * returnToStock(db, env, ret.products, { reason: 'return', orderId: ret.orderId });
 */
export function returnToStock(
  db: Database,
  env: SandboxEnv,
  lines: readonly LineBack[],
  cause: StockCause,
): void {
  const now = env.now().toISOString();
  for (const line of lines) {
    const product = db.table('products').get(line.productId);
    if (!product || line.quantity <= 0) continue;
    const sku = line.productVariants?.[0]?.sku;
    const patch: Partial<typeof product> = {
      quantity: (product.quantity ?? 0) + line.quantity,
      updatedAt: now,
    };
    const variants = product.productVariant?.variant;
    if (sku && variants && product.productVariant) {
      patch.productVariant = {
        ...product.productVariant,
        variant: variants.map((v) =>
          v.sku === sku ? { ...v, quantity: (v.quantity ?? 0) + line.quantity } : v,
        ),
      };
    }
    const before = structuredClone(product);
    const after = db.table('products').update(product.id, patch);
    if (after) recordStock(db, env, before, after, cause);
  }
}
