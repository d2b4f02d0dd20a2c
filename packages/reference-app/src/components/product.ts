import {
  type CartItemFor,
  type CartItemSource,
  cartItemFor,
  type OperationData,
  stockLimit,
} from '@marketplace/sdk';

/** A product as customers see it (the answer of `getCustomerProduct`; list rows have the same shape). */
export type StorefrontProduct = OperationData<'getCustomerProduct'>;

/** One variant of a product (size, colour, sku, stock). */
export type ProductVariantItem = NonNullable<
  NonNullable<StorefrontProduct['productVariant']>['variant']
>[number];

/** Products per page on the category, search and store pages (the spec leaves the filter page size open). */
export const PAGE_SIZE = 12;

/**
 * The product page of a product.
 *
 * @example
 * productPath(61); // '/product/61'
 */
export function productPath(id: number): string {
  return `/product/${id}`;
}

/**
 * The store page of a store.
 *
 * @example
 * storePath(2); // '/store/2'
 */
export function storePath(id: number): string {
  return `/store/${id}`;
}

/**
 * Whether the product comes in variants the customer must choose from (size, colour, ...).
 *
 * @example
 * hasVariants({ ...product, productVariant: { variant: [] } }); // false
 */
export function hasVariants(product: Pick<StorefrontProduct, 'productVariant'>): boolean {
  return (product.productVariant?.variant?.length ?? 0) > 0;
}

/**
 * Whether the product (or its chosen variant) cannot be bought: none in stock and the store stops
 * selling when sold out (the SDK's `stockLimit` is 0).
 *
 * @example
 * isSoldOut({ quantity: 0, whenSoldOut: 'Stop selling' }, undefined); // true
 */
export function isSoldOut(
  product: Pick<StorefrontProduct, 'quantity' | 'whenSoldOut' | 'productVariant'>,
  variant: ProductVariantItem | undefined,
): boolean {
  return stockLimit(product, variant) === 0;
}

/** What `useCart().add` takes: a cart item with the chosen variant (its quantity comes separately). */
export type CartItemForProduct = CartItemFor;

/**
 * The cart item for a product and its chosen variant (the SDK's `cartItemFor`): the line its variant
 * names, and the stock the cart must honour, when the page knows it.
 *
 * @example
 * cart.add(toCartItem(product, variant), quantity);
 */
export const toCartItem: (product: CartItemSource, variant?: ProductVariantItem) => CartItemFor = cartItemFor;

/**
 * A positive whole number from a route or query parameter, else `undefined`.
 *
 * @example
 * positiveInt('12'); // 12
 * positiveInt('abc'); // undefined
 */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
