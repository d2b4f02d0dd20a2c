import type { ReactNode } from 'react';
import { ProductCard } from '../../components/ProductCard';
import { hasVariants, isSoldOut, productPath, type StorefrontProduct } from '../../components/product';
import { AddedToCartDrawer } from './AddedToCartDrawer';
import { SaveToggle } from './SaveToggle';
import { useAddProductToCart } from './useAddProductToCart';
import './storefront.css';

/** The fields of a product a grid needs (a customer product, a list row, a collection's product). */
export type GridProduct = Pick<StorefrontProduct, 'id' | 'name' | 'pricing'> &
  Partial<
    Pick<
      StorefrontProduct,
      | 'hostedImages'
      | 'storeName'
      | 'quantity'
      | 'productVariant'
      | 'sku'
      | 'merchantId'
      | 'weight'
      | 'whenSoldOut'
      | 'rating'
      | 'reviewCount'
    >
  >;

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly GridProduct[];
  /** The level of each product name's heading (one below the section's heading). */
  headingLevel?: 2 | 3 | 4;
  /** The accessible name of the list ("Super deals"). */
  label?: string;
  /** Where each card leads (the product page by default; the marketplace's own page for its listing). */
  pathOf?: (id: number) => string;
  /**
   * How many of the first cards are on the first screen (in the page's first grid: 5, a wide screen's
   * first row and a phone's first rows): their images load at once and first, since one of them is
   * likely the page's largest paint, and none above the fold waits. 0 by default (every image lazy).
   */
  priorityCount?: number;
}

/**
 * Products as cards in a responsive grid, each linking to its page. Products without variants get an
 * "Add to cart" button (one unit into the cart); products with variants a "Choose options" link to their
 * page. Sold out follows the product page's rule (`whenSoldOut`). An add opens the cart drawer.
 *
 * @example
 * <ProductGrid products={data} headingLevel={3} label="Super deals" priorityCount={5} />
 */
export function ProductGrid({
  products,
  headingLevel = 3,
  label,
  priorityCount = 0,
  pathOf = productPath,
}: ProductGridProps) {
  const { add, addingId, lastAdded, dismiss } = useAddProductToCart();
  return (
    <>
      <ul className="grid storefront-grid" aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id}>
            <GridCard
              product={product}
              to={pathOf(product.id)}
              headingLevel={headingLevel}
              priority={index < priorityCount}
              adding={addingId === product.id}
              onAdd={add}
            />
          </li>
        ))}
      </ul>
      <AddedToCartDrawer added={lastAdded} onClose={dismiss} />
    </>
  );
}

/** Props of {@link GridCard}. */
export interface GridCardProps {
  product: GridProduct;
  to: string;
  headingLevel: 2 | 3 | 4;
  priority?: boolean;
  adding: boolean;
  /** Adds one unit (a product without variants); the grid's `useAddProductToCart().add`. */
  onAdd(product: GridProduct): unknown;
  /** Under the price ("No longer sold" on the saved items). */
  note?: ReactNode;
}

/**
 * One card of a product grid: "Add to cart" for a product without variants, "Choose options" (its page)
 * for one with, "Sold out" by the product page's rule.
 *
 * @example
 * <li><GridCard product={product} to={productPath(product.id)} headingLevel={3} adding={false} onAdd={add} /></li>
 */
export function GridCard({
  product,
  to,
  headingLevel,
  priority = false,
  adding,
  onAdd,
  note,
}: GridCardProps) {
  return (
    <ProductCard
      product={{
        id: product.id,
        name: product.name,
        pricing: [...product.pricing],
        ...(product.hostedImages ? { hostedImages: [...product.hostedImages] } : {}),
        ...(product.storeName ? { storeName: product.storeName } : {}),
        ...(product.quantity !== undefined ? { quantity: product.quantity } : {}),
        ...(product.rating !== undefined ? { rating: product.rating } : {}),
        ...(product.reviewCount !== undefined ? { reviewCount: product.reviewCount } : {}),
      }}
      to={to}
      headingLevel={headingLevel}
      priority={priority}
      adding={adding}
      // The product page's rule: sold out only when none are left and the store stops selling.
      soldOut={
        product.quantity !== undefined && isSoldOut({ ...product, quantity: product.quantity }, undefined)
      }
      optionsTo={hasVariants(product) ? to : undefined}
      corner={<SaveToggle product={product} />}
      note={note}
      onAddToCart={hasVariants(product) ? undefined : () => void onAdd(product)}
    />
  );
}
