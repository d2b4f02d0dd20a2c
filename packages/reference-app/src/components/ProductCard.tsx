import { Link } from 'react-router';
import { Price } from './Price';
import './components.css';

/** The fields of a product that {@link ProductCard} shows (a customer product fits as it is). */
export interface ProductCardProduct {
  id: number;
  name: string;
  hostedImages?: string[];
  pricing: { sellingPrice: number; price?: number }[];
  storeName?: string;
  quantity?: number;
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductCardProduct;
  /** Where the product's name links to (its product page). */
  to: string;
  /** When given, an "Add to cart" button calls it (disabled while sold out). */
  onAddToCart?: () => void;
  /** True while the add to cart is under way: the button is disabled and says so. */
  adding?: boolean;
  /** The level of the product name's heading; 2 by default (cards under a page's `h1`). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product in a grid: image, name (a link to its page), store, price in naira (the first pricing's
 * selling price, with its `price` struck through when higher), a "Sold out" badge when its quantity is 0,
 * and an optional "Add to cart" button. Needs a router around it (it renders a `Link`).
 *
 * @example
 * <ul className="grid">
 *   {products.map((p) => (
 *     <li key={p.id}>
 *       <ProductCard product={p} to={`/product/${p.id}`} onAddToCart={() => cart.add(p)} />
 *     </li>
 *   ))}
 * </ul>
 */
export function ProductCard({
  product,
  to,
  onAddToCart,
  adding = false,
  headingLevel = 2,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = product.hostedImages?.[0];
  const pricing = product.pricing[0];
  const soldOut = product.quantity === 0;
  const buttonText = soldOut ? 'Sold out' : adding ? 'Adding…' : 'Add to cart';
  return (
    <article className={`product-card${soldOut ? ' product-card--sold-out' : ''}`}>
      <div className="product-card__media">
        {image ? (
          <img className="product-card__image" src={image} alt={product.name} loading="lazy" />
        ) : (
          <div className="product-card__placeholder" role="img" aria-label={`${product.name}: no picture`} />
        )}
        {soldOut ? <span className="badge badge--sold-out">Sold out</span> : null}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={to}>{product.name}</Link>
        </Heading>
        {product.storeName ? <p className="product-card__store">{product.storeName}</p> : null}
        {pricing ? <Price amount={pricing.sellingPrice} compareAt={pricing.price} /> : null}
      </div>
      {onAddToCart ? (
        <button
          type="button"
          className="button product-card__add"
          onClick={onAddToCart}
          disabled={soldOut || adding}
          aria-busy={adding || undefined}
          aria-label={`${buttonText}: ${product.name}`}
        >
          {buttonText}
        </button>
      ) : null}
    </article>
  );
}
