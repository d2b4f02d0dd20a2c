import { isApproved } from '@marketplace/sdk';
import type { ProductRow, StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, refuse } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { newestFirst } from '../../shared/newestFirst';
import {
  MAX_FEATURED_PER_STORE,
  RANDOM_PRODUCTS_PER_CATEGORY,
  TOP_MERCHANT_PRODUCTS,
  TOP_MERCHANTS,
} from './catalogLimits';
import { customerProductViewIn } from './customerProductView';
import { isOnSale } from './isOnSale';
import { isStoreApproved, isVisible, visibleProducts } from './isVisible';
import type { FeaturedProductRow, MarketplaceListingRow, OfficialOutletRow, PromotionRow } from './tables';
import type { OfficialOutlet, Promotion } from './types';

type Shelf = ProductRow['shelves'][number];

/** Puts a product on a shelf (or takes it off); the shelf mirrors the promotions and marketplace tables. */
export function setShelf(db: Database, productId: number, shelf: Shelf, on: boolean): void {
  const product = db.table('products').get(productId);
  if (!product) return;
  const shelves = product.shelves.filter((s) => s !== shelf);
  db.table('products').update(product.id, { shelves: on ? [...shelves, shelf] : shelves });
}

/** Products customers see on a shelf that they can still buy. */
const onShelf = (db: Database, shelf: Shelf) =>
  visibleProducts(db, (p) => p.shelves.includes(shelf) && isOnSale(p));

/** The reduction of a product's first price line, as a fraction of its list price. */
function discountRate(product: ProductRow): number {
  const line = product.pricing[0];
  if (!line?.price || line.price <= 0) return 0;
  return Math.max(0, (line.price - line.sellingPrice) / line.price);
}

/** A promotion runs today when today is within its dates (missing dates are open). */
function isRunning(promotion: PromotionRow, day: string): boolean {
  return (
    (!promotion.startDate || promotion.startDate <= day) && (!promotion.endDate || promotion.endDate >= day)
  );
}

function promotionView(db: Database, promotion: PromotionRow): Promotion {
  const product = db.table('products').get(promotion.productId);
  const view: Promotion = {
    id: promotion.id,
    productId: promotion.productId,
    merchantId: promotion.merchantId,
    createdAt: promotion.createdAt,
  };
  if (promotion.startDate) view.startDate = promotion.startDate;
  if (promotion.endDate) view.endDate = promotion.endDate;
  if (product && !product.deleted) view.product = customerProductViewIn(db)(product);
  return view;
}

function outletView(
  db: Database,
  outlet: OfficialOutletRow,
  store: StoreRow,
  withProducts: boolean,
): OfficialOutlet {
  const view: OfficialOutlet = {
    id: outlet.id,
    storeId: store.id,
    merchantId: store.merchantId,
    storeName: store.storeName,
    createdAt: outlet.createdAt,
  };
  if (store.logo) view.logo = store.logo;
  if (withProducts)
    view.products = visibleProducts(db, (p) => p.storeId === store.id).map(customerProductViewIn(db));
  return view;
}

function listingView(db: Database, listing: MarketplaceListingRow | FeaturedProductRow) {
  const product = db.table('products').get(listing.productId);
  return {
    id: listing.id,
    productId: listing.productId,
    merchantId: listing.merchantId,
    storeId: listing.storeId,
    createdAt: listing.createdAt,
    ...(product && !product.deleted ? { product: customerProductViewIn(db)(product) } : {}),
  };
}

/** A store customers may browse: it exists and an admin approved it. */
function openStore(db: Database, id: number): StoreRow | undefined {
  const store = db.table('stores').get(id);
  return isStoreApproved(store) ? store : undefined;
}

/** The store's featured products customers see, in the order they were featured. */
function featuredOf(db: Database, storeId: number): ProductRow[] {
  return db
    .table('featuredProducts')
    .where((f) => f.storeId === storeId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map((f) => db.table('products').get(f.productId))
    .filter((p): p is ProductRow => isVisible(db, p));
}

/** Up to `count` items of `items`, picked with the sandbox's random source. */
function pickRandom<T>(env: SandboxEnv, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (pool.length > 0 && picked.length < count) {
    const [item] = pool.splice(Math.floor(env.random() * pool.length), 1);
    picked.push(item as T);
  }
  return picked;
}

/** Units a merchant sold in orders that were not cancelled. */
function unitsSold(db: Database, merchantId: number): number {
  return db
    .table('orders')
    .where((o) => o.merchantId === merchantId && o.status !== 'cancelled')
    .reduce((sum, o) => sum + (o.orderItems ?? []).reduce((n, item) => n + item.quantity, 0), 0);
}

function averageMerchantRating(db: Database, merchantId: number): number {
  const ratings = db
    .table('reviews')
    .where((r) => r.merchantId === merchantId)
    .map((r) => r.rating);
  return ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
}

/** The storefront shelves, marketplace listings, promotions, official outlets and featured products. */
export const shelfHandlers = defineHandlers({
  // ---- shelves --------------------------------------------------------------------------------------
  getSuperDeals: ({ db }) =>
    ok(onShelf(db, 'super-deal').map(customerProductViewIn(db)), 'Super deals fetched'),

  getSuperDiscountedOffers: ({ db }) =>
    ok(
      onShelf(db, 'super-discounted')
        .sort((a, b) => discountRate(b) - discountRate(a) || newestFirst(a, b))
        .map(customerProductViewIn(db)),
      'Super discounted offers fetched',
    ),

  getDailyDiscountOffers: ({ db }) =>
    ok(
      onShelf(db, 'daily-discount')
        .sort((a, b) => discountRate(b) - discountRate(a) || newestFirst(a, b))
        .map(customerProductViewIn(db)),
      'Daily deals fetched',
    ),

  getRandomCategoryProducts: ({ db, env }) => {
    const categories = db
      .table('categories')
      .all()
      .sort((a, b) => a.id - b.id);
    const picked = categories.flatMap((c) =>
      pickRandom(
        env,
        visibleProducts(db, (p) => p.categoryId === c.id && isOnSale(p)),
        RANDOM_PRODUCTS_PER_CATEGORY,
      ),
    );
    return ok(picked.map(customerProductViewIn(db)), 'Products fetched');
  },

  getMerchantStoreProducts: ({ db, path }) => {
    const store = openStore(db, path.id);
    if (!store) return notFound('Store not found');
    return ok(
      visibleProducts(db, (p) => p.storeId === store.id).map(customerProductViewIn(db)),
      'Products fetched',
    );
  },

  getThemeStoreProducts: ({ db, path }) => {
    const store = openStore(db, path.id);
    if (!store) return notFound('Store not found');
    const featured = featuredOf(db, store.id);
    const rest = visibleProducts(db, (p) => p.storeId === store.id && !featured.includes(p));
    return ok([...featured, ...rest].map(customerProductViewIn(db)), 'Products fetched');
  },

  // ---- marketplace ----------------------------------------------------------------------------------
  getMarketplaceProducts: ({ db }) => {
    const products = db
      .table('marketplaceListings')
      .all()
      .sort(newestFirst)
      .map((l) => db.table('products').get(l.productId))
      .filter((p): p is ProductRow => isVisible(db, p));
    return ok(products.map(customerProductViewIn(db)), 'Marketplace products fetched');
  },

  getMarketplaceProduct: ({ db, path }) => {
    const product = db.table('products').get(path.id);
    const listed = db.table('marketplaceListings').find((l) => l.productId === path.id);
    if (!listed || !isVisible(db, product)) return notFound('Product is not on the marketplace');
    return ok(customerProductViewIn(db)(product), 'Successfully fetched product.');
  },

  addMarketplaceProduct: ({ db, env, user, body }) => {
    const product = db.table('products').get(body.productId);
    if (!product || product.deleted || product.merchantId !== user?.id) return notFound('Product not found');
    if (db.table('marketplaceListings').find((l) => l.productId === product.id)) {
      return refuse('Product is already on the marketplace');
    }
    const listing = db.table('marketplaceListings').insert({
      productId: product.id,
      merchantId: product.merchantId,
      storeId: product.storeId,
      createdAt: env.now().toISOString(),
    });
    setShelf(db, product.id, 'marketplace', true);
    return ok(
      listingView(db, listing),
      isApproved(product)
        ? 'Product added to the marketplace'
        : 'Product added to the marketplace; customers see it once an admin approves it',
      201,
    );
  },

  deleteMarketplaceProduct: ({ db, user, path }) => {
    const product = db.table('products').get(path.id);
    if (!product || product.deleted || product.merchantId !== user?.id) return notFound('Product not found');
    const listing = db.table('marketplaceListings').find((l) => l.productId === product.id);
    if (!listing) return notFound('Product is not on the marketplace');
    db.table('marketplaceListings').delete(listing.id);
    setShelf(db, product.id, 'marketplace', false);
    return ok({ id: product.id }, 'Product removed from the marketplace');
  },

  // ---- promotions -----------------------------------------------------------------------------------
  getPromotionProducts: ({ db, env }) => {
    const day = lagosDay(env.now());
    const rows = db
      .table('promotions')
      .where((p) => isRunning(p, day) && isVisible(db, db.table('products').get(p.productId)))
      .sort(newestFirst)
      .map((p) => promotionView(db, p));
    return ok(rows, 'Promotions fetched');
  },

  getAdminPromotions: ({ db }) => {
    const rows = db
      .table('promotions')
      .all()
      .sort(newestFirst)
      .map((p) => promotionView(db, p));
    return ok(rows, 'Promotions fetched');
  },

  addPromotion: ({ db, env, user, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may manage promotions');
    const product = db.table('products').get(body.productId);
    if (!product || product.deleted) return notFound('Product not found');
    if (body.merchantId !== undefined && body.merchantId !== product.merchantId) {
      return refuse('The product does not belong to this merchant');
    }
    if (body.startDate && body.endDate && body.startDate > body.endDate) {
      return invalid([{ field: 'endDate', message: 'End date cannot be before the start date' }]);
    }
    const day = lagosDay(env.now());
    if (body.endDate && body.endDate < day) return refuse('The promotion would already be over');
    if (!isApproved(product)) return refuse('Only approved products can be promoted');
    if (db.table('promotions').find((p) => p.productId === product.id && (!p.endDate || p.endDate >= day))) {
      return refuse('Product is already promoted');
    }
    const promotion = db.table('promotions').insert({
      productId: product.id,
      merchantId: product.merchantId,
      startDate: body.startDate,
      endDate: body.endDate,
      createdAt: env.now().toISOString(),
    });
    setShelf(db, product.id, 'promotion', true);
    return ok(promotionView(db, promotion), 'Promotion added', 201);
  },

  deletePromotion: ({ db, user, path }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may manage promotions');
    const promotion = db.table('promotions').get(path.id);
    if (!promotion) return notFound('Promotion not found');
    db.table('promotions').delete(promotion.id);
    const stillPromoted = db.table('promotions').find((p) => p.productId === promotion.productId);
    if (!stillPromoted) setShelf(db, promotion.productId, 'promotion', false);
    return ok({ id: promotion.id }, 'Promotion deleted');
  },

  // ---- official outlets -----------------------------------------------------------------------------
  getOfficialOutlets: ({ db }) => {
    const rows = db
      .table('officialOutlets')
      .all()
      .sort(newestFirst)
      .flatMap((o) => {
        const store = openStore(db, o.storeId);
        return store ? [outletView(db, o, store, true)] : [];
      });
    return ok(rows, 'Official outlets fetched');
  },

  getAdminOfficialOutlets: ({ db }) => {
    const rows = db
      .table('officialOutlets')
      .all()
      .sort(newestFirst)
      .flatMap((o) => {
        const store = db.table('stores').get(o.storeId);
        return store ? [outletView(db, o, store, false)] : [];
      });
    return ok(rows, 'Official outlets fetched');
  },

  addOfficialOutlet: ({ db, env, user, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may manage official outlets');
    const store = db.table('stores').get(body.storeId);
    if (!store) return notFound('Store not found');
    if (body.merchantId !== undefined && body.merchantId !== store.merchantId) {
      return refuse('The store does not belong to this merchant');
    }
    if (!isStoreApproved(store)) return refuse('Only approved stores can be official outlets');
    if (db.table('officialOutlets').find((o) => o.storeId === store.id)) {
      return refuse('Store is already an official outlet');
    }
    const outlet = db.table('officialOutlets').insert({
      storeId: store.id,
      merchantId: store.merchantId,
      createdAt: env.now().toISOString(),
    });
    db.table('stores').update(store.id, { officialOutlet: true, updatedAt: env.now().toISOString() });
    return ok(outletView(db, outlet, store, true), 'Official outlet added', 201);
  },

  // ---- featured products ----------------------------------------------------------------------------
  getFeaturedProducts: ({ db, user }) => {
    const rows = db
      .table('featuredProducts')
      .where((f) => f.merchantId === user?.id && db.table('products').get(f.productId)?.deleted !== true)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((f) => listingView(db, f));
    return ok(rows, 'Featured products fetched');
  },

  addFeaturedProduct: ({ db, env, user, body }) => {
    const product = db.table('products').get(body.productId);
    if (!product || product.deleted || product.merchantId !== user?.id) return notFound('Product not found');
    const featured = db.table('featuredProducts').where((f) => f.storeId === product.storeId);
    if (featured.some((f) => f.productId === product.id)) return refuse('Product is already featured');
    if (featured.length >= MAX_FEATURED_PER_STORE) {
      return refuse(`A store can feature at most ${MAX_FEATURED_PER_STORE} products`);
    }
    const entry = db.table('featuredProducts').insert({
      productId: product.id,
      merchantId: product.merchantId,
      storeId: product.storeId,
      createdAt: env.now().toISOString(),
    });
    return ok(listingView(db, entry), 'Product featured', 201);
  },

  deleteFeaturedProduct: ({ db, user, path }) => {
    const entry = db.table('featuredProducts').get(path.id);
    if (!entry || entry.merchantId !== user?.id) return notFound('Featured product not found');
    db.table('featuredProducts').delete(entry.id);
    return ok({ id: entry.id }, 'Product is no longer featured');
  },

  getStoreFeaturedProducts: ({ db, path }) => {
    const store = openStore(db, path.id);
    if (!store) return notFound('Store not found');
    return ok(featuredOf(db, store.id).map(customerProductViewIn(db)), 'Featured products fetched');
  },

  getTopMerchantsProducts: ({ db }) => {
    const ranked = db
      .table('stores')
      .where((s) => isStoreApproved(s))
      .map((store) => {
        const featured = featuredOf(db, store.id).filter(isOnSale);
        const rest = visibleProducts(
          db,
          (p) => p.storeId === store.id && isOnSale(p) && !featured.includes(p),
        );
        return {
          store,
          products: [...featured, ...rest],
          sold: unitsSold(db, store.merchantId),
          rating: averageMerchantRating(db, store.merchantId),
        };
      })
      .filter((m) => m.products.length > 0)
      .sort(
        (a, b) =>
          b.sold - a.sold ||
          b.rating - a.rating ||
          b.products.length - a.products.length ||
          a.store.id - b.store.id,
      )
      .slice(0, TOP_MERCHANTS);
    return ok(
      ranked.map(({ store, products }) => ({
        merchantId: store.merchantId,
        storeId: store.id,
        storeName: store.storeName,
        ...(store.logo ? { logo: store.logo } : {}),
        products: products.slice(0, TOP_MERCHANT_PRODUCTS).map(customerProductViewIn(db)),
      })),
      'Top merchants fetched',
    );
  },
});
