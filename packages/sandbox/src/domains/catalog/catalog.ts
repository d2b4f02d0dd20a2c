// Rules and views shared by the catalog handlers: who sees which product, how a product is sent to
// customers and to admins, paging, and the product form's checks.

import { type FieldError, isApproved } from '@marketplace/sdk';
import { type ProductRow, productView, type StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { lagosDay } from '../../lagosDay';
import './tables';
import type { AdminProduct, Product, ProductForm } from './types';

/** Page size of customer and merchant lists when the client sends no `limit` (the spec does not give one). */
export const DEFAULT_PAGE_SIZE = 20;

/** At most this many products a store may feature. */
export const MAX_FEATURED_PER_STORE = 8;

/** Products per category in the random category products. */
export const RANDOM_PRODUCTS_PER_CATEGORY = 4;

/** Products per store in the top merchants' products, and how many merchants. */
export const TOP_MERCHANT_PRODUCTS = 4;
export const TOP_MERCHANTS = 5;

/** `whenSoldOut` as the product form's `contSalesOutOfStock` sets it. */
export const CONTINUE_SELLING = 'Continue selling';
export const STOP_SELLING = 'Stop selling';

export function whenSoldOutFor(contSalesOutOfStock: boolean | undefined): string {
  return contSalesOutOfStock ? CONTINUE_SELLING : STOP_SELLING;
}

/** A store customers may buy from: an admin approved it. */
export function isStoreApproved(store: StoreRow | undefined): store is StoreRow {
  return store?.firstApproval === true;
}

/** Customers see a product when an admin approved it, it is not deleted and its store is approved. */
export function isVisible(db: Database, product: ProductRow | undefined): product is ProductRow {
  return (
    product !== undefined &&
    !product.deleted &&
    isApproved(product) &&
    isStoreApproved(db.table('stores').get(product.storeId))
  );
}

/** Sold out: no units left. */
export function isSoldOut(product: ProductRow): boolean {
  return product.quantity <= 0;
}

/** A product the shelves (deals, offers, random, top merchants) may show: not sold out, or still selling. */
export function isOnSale(product: ProductRow): boolean {
  return !isSoldOut(product) || product.contSalesOutOfStock === true;
}

/** Every product customers see, newest first. */
export function visibleProducts(db: Database, filter: (p: ProductRow) => boolean = () => true): ProductRow[] {
  return db
    .table('products')
    .where((p) => isVisible(db, p) && filter(p))
    .sort(newestFirst);
}

export function newestFirst<T extends { id: number; createdAt: string }>(a: T, b: T): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** A product's review summary: the average rating and how many reviews. */
export interface ReviewSummary {
  rating: number;
  reviewCount: number;
}

/**
 * {@link customerView} with each product's review summary (its rating on cards), the reviews read once
 * per answer.
 */
export function customerViewIn(db: Database): (product: ProductRow) => Product {
  const totals = new Map<number, { sum: number; count: number }>();
  for (const review of db.table('reviews').where((r) => r.productId !== undefined)) {
    const total = totals.get(review.productId as number) ?? { sum: 0, count: 0 };
    total.sum += review.rating;
    total.count += 1;
    totals.set(review.productId as number, total);
  }
  return (product) => {
    const total = totals.get(product.id);
    return customerView(
      product,
      total
        ? { rating: Math.round((total.sum / total.count) * 10) / 10, reviewCount: total.count }
        : undefined,
    );
  };
}

/** A product as customers see it: no approval status, no category ids, no cost price. */
export function customerView(product: ProductRow, reviews?: ReviewSummary): Product {
  const view: Product = {
    id: product.id,
    name: product.name,
    whenSoldOut: product.whenSoldOut ?? whenSoldOutFor(product.contSalesOutOfStock),
    description: [...(product.description ?? [])],
    category: product.category,
    subCategory: product.subCategory,
    childCategory: product.childCategory,
    storeName: product.storeName,
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
  };
  for (const key of Object.keys(view) as (keyof Product)[]) if (view[key] === undefined) delete view[key];
  return view;
}

/** A product as admins and its merchant see it (the shared productView, with `whenSoldOut` filled in). */
export function adminView(product: ProductRow): AdminProduct {
  return {
    ...productView(product),
    whenSoldOut: product.whenSoldOut ?? whenSoldOutFor(product.contSalesOutOfStock),
  };
}

/** Checks `limit` (1..100) and `offset` (>= 0) of a list; query values arrive parsed as numbers. */
export function pagingErrors(query: { limit?: unknown; offset?: unknown }): FieldError[] {
  const errors: FieldError[] = [];
  const { limit, offset } = query;
  if (
    limit !== undefined &&
    !(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= 100)
  ) {
    errors.push({ field: 'limit', message: 'Limit must be a whole number from 1 to 100' });
  }
  if (offset !== undefined && !(Number.isInteger(offset) && (offset as number) >= 0)) {
    errors.push({ field: 'offset', message: 'Offset must be a whole number of at least 0' });
  }
  return errors;
}

/** Checks optional id filters of a query (positive integers). */
export function idErrors(query: Record<string, unknown>, fields: readonly string[]): FieldError[] {
  return fields
    .filter((f) => query[f] !== undefined && !(Number.isInteger(query[f]) && (query[f] as number) >= 1))
    .map((field) => ({ field, message: `${field} must be a positive whole number` }));
}

/** One page of `rows`: `{ count, rows }` with count = every match. */
export function page<T, V>(
  rows: readonly T[],
  query: { limit?: unknown; offset?: unknown },
  defaultLimit: number,
  view: (row: T) => V,
): { count: number; rows: V[] } {
  const limit = typeof query.limit === 'number' ? query.limit : defaultLimit;
  const offset = typeof query.offset === 'number' ? query.offset : 0;
  return { count: rows.length, rows: rows.slice(offset, offset + limit).map(view) };
}

/** Case-insensitive "contains" of a search term; an empty or missing term matches everything. */
export function matches(search: unknown, ...values: (string | undefined)[]): boolean {
  const term =
    typeof search === 'string'
      ? search.trim().toLowerCase()
      : typeof search === 'number'
        ? String(search)
        : '';
  if (!term) return true;
  return values.some((v) => v?.toLowerCase().includes(term));
}

/** The words of a text, lower-cased: runs of letters and digits ("Oraimo 20W Fast-Charger" -> oraimo, 20w, fast, charger). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The storefront's search: every word of the term begins a word somewhere in the product's name,
 * description, category (any level) or store, in any order ('charger oraimo' finds "Oraimo 20W Fast
 * Charger"; 'phone' finds the Phones & Tablets products; 'rice' does not find "price"). Case-insensitive;
 * an empty or missing term matches everything.
 */
export function matchesProduct(search: unknown, product: ProductRow): boolean {
  const terms = typeof search === 'string' ? wordsOf(search) : [];
  if (terms.length === 0) return true;
  const words = wordsOf(
    [
      product.name,
      ...(product.description ?? []),
      product.category,
      product.subCategory,
      product.childCategory,
      product.storeName,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** The orders of a customer product list (`ProductSort` in the contract). */
export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'discount';

const sellingPrice = (p: ProductRow) => p.pricing[0]?.sellingPrice ?? 0;
/** Percent off the list price (0 when the selling price is not below it). */
const discountPercent = (p: ProductRow) => {
  const { sellingPrice: selling = 0, price = 0 } = p.pricing[0] ?? {};
  return price > selling ? (price - selling) / price : 0;
};

/** Checks a list's `sort` against the contract's orders. */
export function sortErrors(sort: unknown): FieldError[] {
  const orders: readonly unknown[] = [
    'newest',
    'price-asc',
    'price-desc',
    'discount',
  ] satisfies ProductSort[];
  return sort === undefined || orders.includes(sort)
    ? []
    : [{ field: 'sort', message: 'Sort must be one of newest, price-asc, price-desc or discount' }];
}

/** Orders products by `sort`; ties (and `newest` or none) keep the newest first. */
export function sortProducts(rows: readonly ProductRow[], sort: unknown): ProductRow[] {
  const by: Record<ProductSort, (a: ProductRow, b: ProductRow) => number> = {
    newest: () => 0,
    'price-asc': (a, b) => sellingPrice(a) - sellingPrice(b),
    'price-desc': (a, b) => sellingPrice(b) - sellingPrice(a),
    discount: (a, b) => discountPercent(b) - discountPercent(a),
  };
  const compare = by[(typeof sort === 'string' && sort in by ? sort : 'newest') as ProductSort];
  return [...rows].sort((a, b) => compare(a, b) || newestFirst(a, b));
}

/** The store a merchant sells from. */
export function merchantStore(db: Database, user: UserRow): StoreRow | undefined {
  const stores = db.table('stores');
  return (
    (user.storeId ? stores.get(user.storeId) : undefined) ?? stores.find((s) => s.merchantId === user.id)
  );
}

/** Admin accounts that manage the catalogue; dispatchers and schedulers only assign orders (spec section 6). */
export function managesCatalog(user: UserRow | undefined): boolean {
  return user?.accountType === 'admin' || user?.accountType === 'superadmin';
}

/** The customer's name as reviews show it. */
export function fullName(user: UserRow): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Today's date (YYYY-MM-DD) in Lagos on the sandbox clock. */
export function today(now: Date): string {
  return lagosDay(now);
}

/** The fields of a product the form sets, resolved against the category tree; errors when the form is inconsistent. */
export function productFields(
  db: Database,
  form: ProductForm,
): {
  errors: FieldError[];
  fields?: Omit<
    ProductRow,
    'id' | 'merchantId' | 'storeId' | 'storeName' | 'approvalStatus' | 'shelves' | 'createdAt'
  >;
} {
  const errors: FieldError[] = [];
  const category = db.table('categories').get(form.categoryId);
  const subCategory = db.table('subCategories').get(form.subCategoryId);
  const childCategory = form.childCategoryId
    ? db.table('childCategories').get(form.childCategoryId)
    : undefined;
  if (!category) errors.push({ field: 'categoryId', message: 'Category not found' });
  if (!subCategory) errors.push({ field: 'subCategoryId', message: 'Sub-category not found' });
  else if (category && subCategory.categoryId !== category.id) {
    errors.push({ field: 'subCategoryId', message: `Sub-category is not in ${category.name}` });
  }
  if (!form.childCategoryId) errors.push({ field: 'childCategoryId', message: 'Child category is required' });
  else if (!childCategory) errors.push({ field: 'childCategoryId', message: 'Child category not found' });
  else if (childCategory && subCategory && childCategory.subCategoryId !== subCategory.id) {
    errors.push({ field: 'childCategoryId', message: `Child category is not in ${subCategory.name}` });
  }
  const { sellingPrice, price, costPrice } = form.pricing;
  if (price !== undefined && sellingPrice > price) {
    errors.push({ field: 'pricing.sellingPrice', message: 'Selling price cannot be above the price' });
  }
  const variants = form.variant ?? [];
  const skus = variants.map((v) => v.sku).filter((s): s is string => Boolean(s));
  const duplicate = skus.find((s, i) => skus.indexOf(s) !== i);
  if (duplicate) errors.push({ field: 'variant', message: `Variant SKU ${duplicate} is used twice` });
  if (errors.length > 0 || !category || !subCategory || !childCategory) return { errors };
  return {
    errors,
    fields: {
      name: form.name.trim(),
      description: [...(form.description ?? [])],
      category: category.name,
      categoryId: category.id,
      subCategory: subCategory.name,
      subCategoryId: subCategory.id,
      childCategory: childCategory.name,
      childCategoryId: childCategory.id,
      hostedImages: [...(form.hostedImages ?? [])],
      pricing: [{ costPrice, sellingPrice, price: price ?? sellingPrice }],
      quantity: form.quantity,
      sku: form.sku,
      weight: form.weight,
      weightUnit: form.weightUnit,
      dimension: form.dimension ? { ...form.dimension } : undefined,
      dimensionUnit: form.dimensionUnit,
      productVariant:
        form.variant || form.variantProperties
          ? {
              variant: variants.map((v) => ({ ...v })),
              properties: (form.variantProperties ?? []).map((p) => ({
                type: p.type,
                options: [...p.options],
              })),
            }
          : undefined,
      contSalesOutOfStock: form.contSalesOutOfStock ?? false,
      whenSoldOut: whenSoldOutFor(form.contSalesOutOfStock),
      stockAlertUnits: form.stockAlertUnits,
      IsDigitalProduct: form.IsDigitalProduct ?? false,
    },
  };
}
