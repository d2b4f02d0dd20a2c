import { isApproved, stockLimit, toKobo } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { PricedLine } from './coupons';
import type { S } from './types';
import { weightKg } from './weightKg';

/** A product customers may buy: approved and not deleted. */
export function isBuyable(product: ProductRow | undefined): boolean {
  return !!product && !product.deleted && isApproved(product);
}

/**
 * A cart line priced from the catalogue: the product (and the variant `sku` names, when it is not the
 * product's own sku). Refused when the product does not exist or has no such variant.
 */
export function priceLine(
  db: Database,
  productId: number,
  sku: string | undefined,
  quantity: number,
): { line: PricedLine } | { error: string; status: 400 | 404 } {
  const product = db.table('products').get(productId);
  if (!product || product.deleted) return { error: 'Product not found', status: 404 };
  let variant: S['ProductVariantItem'] | undefined;
  if (sku && sku !== product.sku) {
    variant = product.productVariant?.variant?.find((v) => v.sku === sku);
    if (!variant) return { error: `${product.name} has no variant ${sku}`, status: 400 };
  }
  const store = db.table('stores').get(product.storeId);
  const unitKobo = toKobo(product.pricing[0]?.sellingPrice ?? 0);
  return {
    line: {
      productId: product.id,
      ...(sku ? { sku } : {}),
      quantity,
      product,
      ...(variant ? { variant } : {}),
      unitKobo,
      lineKobo: unitKobo * quantity,
      weightKg: weightKg(product),
      merchantId: product.merchantId,
      storeId: product.storeId,
      storeName: store?.storeName ?? product.storeName ?? '',
    },
  };
}

/** Why a priced line cannot be bought now (unavailable, out of stock or short), if it cannot. */
export function lineProblem(line: PricedLine): string | undefined {
  if (!isBuyable(line.product)) return `${line.product.name} is no longer available`;
  const stock = stockLimit(line.product, line.variant) ?? Number.POSITIVE_INFINITY;
  if (stock <= 0) return `${line.product.name} is out of stock`;
  if (line.quantity > stock) return `Only ${stock} of ${line.product.name} left in stock`;
  return undefined;
}
