import { whenSoldOutFor } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { acceptsPayOnDelivery } from '../commerce/payOnDelivery';
import type { Product } from './types';

/** A product's review summary: the average rating and how many reviews. */
export interface ReviewSummary {
  rating: number;
  reviewCount: number;
}

/**
 * Every reviewed product's review summary (average rating to one decimal, and how many reviews), by product
 * id: the reviews read once.
 */
export function reviewSummaries(db: Database): Map<number, ReviewSummary> {
  const totals = new Map<number, { sum: number; count: number }>();
  for (const review of db.table('reviews').where((r) => r.productId !== undefined)) {
    const total = totals.get(review.productId as number) ?? { sum: 0, count: 0 };
    total.sum += review.rating;
    total.count += 1;
    totals.set(review.productId as number, total);
  }
  return new Map(
    [...totals].map(([id, total]) => [
      id,
      { rating: Math.round((total.sum / total.count) * 10) / 10, reviewCount: total.count },
    ]),
  );
}

/**
 * Whether each product's store accepts pay on delivery (the product's `payOnDelivery`), the stores read
 * once per answer.
 *
 * @example
 * const payOnDeliveryOf = payOnDeliveryIn(db);
 * payOnDeliveryOf(product); // false for a product of Ibadan Home & Living
 */
export function payOnDeliveryIn(db: Database): (product: ProductRow) => boolean {
  const refusing = new Set(
    db
      .table('stores')
      .where((s) => !acceptsPayOnDelivery(s))
      .map((s) => s.id),
  );
  return (product) => !refusing.has(product.storeId);
}

/**
 * {@link customerProductView} with each product's review summary (its rating on cards) and whether its
 * store accepts pay on delivery, the reviews and stores read once per answer.
 */
export function customerProductViewIn(db: Database): (product: ProductRow) => Product {
  const summaries = reviewSummaries(db);
  const payOnDeliveryOf = payOnDeliveryIn(db);
  return (product) => customerProductView(product, summaries.get(product.id), payOnDeliveryOf(product));
}

/** A product as customers see it: no approval status, no category ids, no cost price. */
export function customerProductView(
  product: ProductRow,
  reviews?: ReviewSummary,
  payOnDelivery = true,
): Product {
  const view: Product = {
    id: product.id,
    name: product.name,
    whenSoldOut: product.whenSoldOut ?? whenSoldOutFor(product.contSalesOutOfStock),
    description: [...(product.description ?? [])],
    category: product.category,
    subCategory: product.subCategory,
    childCategory: product.childCategory,
    storeName: product.storeName,
    brand: product.brand,
    hostedImages: [...(product.hostedImages ?? [])],
    pricing: product.pricing.map(({ sellingPrice, price }) => ({
      sellingPrice,
      price: price ?? sellingPrice,
    })),
    quantity: product.quantity,
    sku: product.sku,
    weight: product.weight,
    dimension: product.dimension ? { ...product.dimension } : undefined,
    productVariant: product.productVariant ? structuredClone(product.productVariant) : undefined,
    merchantId: product.merchantId,
    storeId: product.storeId,
    createdAt: product.createdAt,
    ...(reviews ? { rating: reviews.rating, reviewCount: reviews.reviewCount } : {}),
    payOnDelivery,
  };
  for (const key of Object.keys(view) as (keyof Product)[]) if (view[key] === undefined) delete view[key];
  return view;
}
