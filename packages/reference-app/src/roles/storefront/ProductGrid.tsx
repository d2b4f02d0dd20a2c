import { ProductCard } from '../../components/ProductCard';
import { AddedToCartDrawer } from './AddedToCartDrawer';
import { hasVariants, isSoldOut, productPath, type StorefrontProduct } from './product';
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
}

/**
 * Products as cards in a responsive grid, each linking to its page. Products without variants get an
 * "Add to cart" button (one unit into the cart); products with variants a "Choose options" link to their
 * page. Sold out follows the product page's rule (`whenSoldOut`). An add opens the cart drawer.
 *
 * @example
 * <ProductGrid products={data} headingLevel={3} label="Super deals" />
 */
export function ProductGrid({ products, headingLevel = 3, label, pathOf = productPath }: ProductGridProps) {
  const { add, addingId, lastAdded, dismiss } = useAddProductToCart();
  return (
    <>
      <ul className="grid storefront-grid" aria-label={label}>
        {products.map((product) => (
          <li key={product.id}>
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
              to={pathOf(product.id)}
              headingLevel={headingLevel}
              adding={addingId === product.id}
              // The product page's rule: sold out only when none are left and the store stops selling.
              soldOut={
                product.quantity !== undefined &&
                isSoldOut({ ...product, quantity: product.quantity }, undefined)
              }
              optionsTo={hasVariants(product) ? pathOf(product.id) : undefined}
              onAddToCart={hasVariants(product) ? undefined : () => void add(product)}
            />
          </li>
        ))}
      </ul>
      <AddedToCartDrawer added={lastAdded} onClose={dismiss} />
    </>
  );
}
