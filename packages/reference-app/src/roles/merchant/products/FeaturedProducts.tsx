import type { LoadStatus } from '@marketplace/react-hooks';
import type { Entity, MarketplaceError } from '@marketplace/sdk';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { Money } from '../../../kit/Money';

type FeaturedProduct = Entity<'FeaturedProduct'>;

/** Props of {@link FeaturedProducts}. */
export interface FeaturedProductsProps {
  /** The getFeaturedProducts query. */
  entries: { data?: FeaturedProduct[]; status: LoadStatus; error?: MarketplaceError; mutate(): unknown };
  /** The account may change them (`products: update`). */
  canUpdate: boolean;
  /** Asks to stop featuring one (the screen confirms first). */
  onStop(entry: FeaturedProduct): void;
}

/**
 * The products the store features on its page, in their order, each with "Stop featuring"; products are
 * featured from the list's Featured column.
 *
 * @example
 * <FeaturedProducts entries={useGetFeaturedProducts()} canUpdate onStop={confirmAndDelete} />
 */
export function FeaturedProducts({ entries, canUpdate, onStop }: FeaturedProductsProps) {
  const list = entries.data ?? [];
  return (
    <section className="featured-products" aria-labelledby="featured-products-title">
      <h2 id="featured-products-title">Featured on your store page</h2>
      {entries.status === 'loading' && !entries.data ? (
        <Spinner label="Loading the featured products" />
      ) : null}
      {entries.status === 'failed' ? (
        <ErrorState
          message={entries.error?.message ?? 'Could not get products. Try again later.'}
          onRetry={() => void entries.mutate()}
        />
      ) : null}
      {entries.status === 'succeeded' && list.length === 0 ? (
        <p>No product is featured yet: choose “Feature” beside a product in the list above.</p>
      ) : null}
      {list.length ? (
        <ul className="featured-products__list">
          {list.map((entry) => {
            const name = entry.product?.name ?? `Product ${entry.productId}`;
            return (
              <li key={entry.id} className="featured-products__item">
                {entry.product?.hostedImages?.[0] ? (
                  <img src={entry.product.hostedImages[0]} alt="" width={56} height={56} />
                ) : null}
                <span className="featured-products__name">{name}</span>
                {entry.product ? <Money amount={entry.product.pricing[0]?.sellingPrice} /> : null}
                {canUpdate ? (
                  <button
                    type="button"
                    className="link-button product-toggle__off"
                    aria-label={`Stop featuring ${name}`}
                    onClick={() => onStop(entry)}
                  >
                    Stop featuring
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
