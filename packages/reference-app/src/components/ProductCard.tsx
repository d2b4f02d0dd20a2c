import type { ReactNode } from 'react';
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
  /** The average review rating (1 to 5), shown when the product has reviews. */
  rating?: number;
  reviewCount?: number;
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductCardProduct;
  /** Where the product's name links to (its product page). */
  to: string;
  /** When given, an "Add to cart" button calls it (disabled while sold out). */
  onAddToCart?: () => void;
  /**
   * For a product sold in variants (size, colour): a "Choose options" link to where they are chosen,
   * in place of the "Add to cart" button (a disabled "Sold out" button when sold out).
   */
  optionsTo?: string;
  /**
   * Whether the product cannot be bought now. By default when its quantity is 0; the storefront passes
   * its own rule (a store that keeps selling when sold out takes orders).
   */
  soldOut?: boolean;
  /** True while the add to cart is under way: the button is disabled and says so. */
  adding?: boolean;
  /** The level of the product name's heading; 2 by default (cards under a page's `h1`). */
  headingLevel?: 2 | 3 | 4;
  /**
   * For the cards of the first screen (the first row of a page's first grid): the image loads at once and
   * first, not lazily, since it is likely the page's largest paint.
   */
  priority?: boolean;
  /** A control over the picture's corner (the storefront's save toggle). */
  corner?: ReactNode;
  /** A note under the price ("No longer sold"). */
  note?: ReactNode;
}

/**
 * A product in a grid: image, name (a link to its page), store, price in naira (the first pricing's
 * selling price, with its `price` struck through when higher and the discount as "-N%"), the rating when
 * it has reviews, a "Sold out" badge, and an optional "Add to cart" button or, for a product sold in
 * variants, a "Choose options" link. Cards in a row are the same height, the action at the bottom.
 * Needs a router around it (it renders a `Link`).
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
  optionsTo,
  soldOut = product.quantity === 0,
  adding = false,
  headingLevel = 2,
  priority = false,
  corner,
  note,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = product.hostedImages?.[0];
  const pricing = product.pricing[0];
  const buttonText = soldOut ? 'Sold out' : adding ? 'Adding…' : 'Add to cart';
  const percentOff =
    pricing?.price !== undefined && pricing.price > pricing.sellingPrice
      ? Math.round(((pricing.price - pricing.sellingPrice) / pricing.price) * 100)
      : 0;
  const reviews = product.reviewCount ?? 0;
  return (
    <article className={`product-card${soldOut ? ' product-card--sold-out' : ''}`}>
      <div className="product-card__media">
        {image ? (
          // width and height give the browser the square's ratio before the image arrives.
          <img
            className="product-card__image"
            src={image}
            alt={product.name}
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <div className="product-card__placeholder" role="img" aria-label={`${product.name}: no picture`} />
        )}
        {soldOut ? <span className="badge badge--sold-out">Sold out</span> : null}
        {percentOff > 0 ? (
          <span className="badge badge--discount">
            <span aria-hidden="true">-{percentOff}%</span>
            <span className="visually-hidden">{percentOff}% off</span>
          </span>
        ) : null}
        {corner ? <div className="product-card__corner">{corner}</div> : null}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={to}>{product.name}</Link>
        </Heading>
        {product.storeName ? <p className="product-card__store">{product.storeName}</p> : null}
        {pricing ? <Price amount={pricing.sellingPrice} compareAt={pricing.price} /> : null}
        {reviews > 0 && product.rating !== undefined ? (
          <p className="product-card__rating">
            <span aria-hidden="true" className="product-card__stars">
              ★
            </span>{' '}
            <span className="visually-hidden">Rated </span>
            {product.rating.toFixed(1)}
            <span className="visually-hidden"> out of 5</span> ({reviews}
            <span className="visually-hidden"> {reviews === 1 ? 'review' : 'reviews'}</span>)
          </p>
        ) : null}
        {note}
      </div>
      {/* A sold-out product has no options to choose: its card says so, like one without variants. */}
      {optionsTo && !soldOut ? (
        <Link
          className="button button--secondary product-card__add"
          to={optionsTo}
          aria-label={`Choose options: ${product.name}`}
        >
          Choose options
        </Link>
      ) : onAddToCart || optionsTo ? (
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
