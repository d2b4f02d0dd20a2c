// Tables of the catalog domain (beside the shared categories, products and stores of src/db/core.ts).
import type { ActorStamp } from '../../db/core';
import '../../db/core';
import '../../db/identity';

/** A customer's review of a product (`productId`) or of a merchant (`merchantId`). */
export interface ReviewRow {
  id: number;
  productId?: number;
  merchantId?: number;
  /** The order a merchant review is about, when the customer named one. */
  orderId?: number;
  customerId: number;
  customerName: string;
  rating: number;
  comment?: string;
  /** The merchant's reply to a product review, and when it was last given. */
  reply?: string;
  repliedAt?: string;
  createdAt: string;
  /** When its author last edited it. */
  updatedAt?: string;
}

/** A featured image collection: a banner linking to products, managed by admins. */
export interface FeaturedCollectionRow {
  id: number;
  title: string;
  description?: string;
  image: string;
  productIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** A product an admin promotes, optionally between two dates (YYYY-MM-DD, inclusive). */
export interface PromotionRow {
  id: number;
  productId: number;
  merchantId: number;
  startDate?: string;
  endDate?: string;
  createdAt: string;
}

/** A store an admin made an official outlet (the store row also carries `officialOutlet: true`). */
export interface OfficialOutletRow {
  id: number;
  storeId: number;
  merchantId: number;
  createdAt: string;
}

/** A product a merchant features on its own store. */
export interface FeaturedProductRow {
  id: number;
  productId: number;
  merchantId: number;
  storeId: number;
  createdAt: string;
}

/** A merchant's product listed on the marketplace (the product row also carries the `marketplace` shelf). */
export interface MarketplaceListingRow {
  id: number;
  productId: number;
  merchantId: number;
  storeId: number;
  createdAt: string;
}

/** One change of a product's stock or of one of its variants' (`StockMovement`, see `recordStock`). */
export interface StockMovementRow {
  id: number;
  productId: number;
  variantSku?: string;
  variantName?: string;
  reason: 'sale' | 'return' | 'cancellation' | 'manual' | 'import' | 'created';
  change: number;
  quantityAfter: number;
  orderId?: number;
  orderName?: string;
  actor?: ActorStamp;
  createdAt: string;
}

/** A product a customer saved to their wishlist (see docs/rules/catalog.md, "Wishlist"). */
export interface SavedProductRow {
  id: number;
  customerId: number;
  productId: number;
  savedAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    reviews: ReviewRow;
    savedProducts: SavedProductRow;
    featuredCollections: FeaturedCollectionRow;
    promotions: PromotionRow;
    officialOutlets: OfficialOutletRow;
    featuredProducts: FeaturedProductRow;
    marketplaceListings: MarketplaceListingRow;
    stockMovements: StockMovementRow;
  }
}
