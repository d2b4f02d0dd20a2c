import {
  useGetAllCategories,
  useGetDailyDiscountOffers,
  useGetFeaturedCollectionProducts,
  useGetFeaturedCollections,
  useGetOfficialOutlets,
  useGetPromotionProducts,
  useGetRandomCategoryProducts,
  useGetSuperDiscountedOffers,
} from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { LoadSection, loadBindings } from './LoadSection';
import { type GridProduct, ProductGrid } from './ProductGrid';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import { ProductShelf } from './ProductShelf';
import { StoreOutlet } from './StoreOutlet';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';

// The home page's sections below the first screen, a module loaded after the page's own (HomeScreen
// shows their loading state meanwhile): the first screen's code does not wait for theirs. Each loads its
// data once the first screen's is there, or as it comes near the screen (useLoadWhenNear).

export { TopStores } from './TopStores';

/** Props of the sections below the first screen. */
export interface LaterSectionProps {
  /** The first screen's data is there: load at the next idle moment (or when near the screen). */
  firstScreenReady: boolean;
}

/**
 * The home page's Super discounted offers section.
 *
 * @example
 * <SuperDiscountedOffers firstScreenReady={firstScreenReady} />
 */
export function SuperDiscountedOffers({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  return (
    <ProductShelf
      ref={ref}
      title="Super discounted offers"
      query={useGetSuperDiscountedOffers(load ? undefined : null)}
      emptyText="No discounted offers right now."
    />
  );
}

/**
 * The home page's Daily deals section.
 *
 * @example
 * <DailyDeals firstScreenReady={firstScreenReady} />
 */
export function DailyDeals({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  return (
    <ProductShelf
      ref={ref}
      title="Daily deals"
      query={useGetDailyDiscountOffers(load ? undefined : null)}
      emptyText="No deals today. Check back tomorrow."
    />
  );
}

/**
 * The home page's Promotions (one card per promoted product) section.
 *
 * @example
 * <Promotions firstScreenReady={firstScreenReady} />
 */
export function Promotions({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetPromotionProducts(load ? undefined : null);
  // A promotion carries its product; one card per product, in the promotions' order.
  const products = data
    ?.flatMap((promotion) => (promotion.product ? [promotion.product] : []))
    .filter((product, index, all) => all.findIndex((p) => p.id === product.id) === index);
  return (
    <ProductShelf
      ref={ref}
      title="Promotions"
      query={{ data: products, error, mutate }}
      emptyText="No promotions running."
    />
  );
}

/**
 * The home page's Official outlets (each store with four of its products) section.
 *
 * @example
 * <OfficialOutlets firstScreenReady={firstScreenReady} />
 */
export function OfficialOutlets({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetOfficialOutlets(load ? undefined : null);
  return (
    <LoadSection
      ref={ref}
      title="Official outlets"
      {...loadBindings({ data, error, mutate })}
      emptyText="No official outlets yet."
      placeholder={<ProductGridPlaceholder />}
    >
      <ul className="outlets">
        {data?.map((outlet) => (
          <StoreOutlet
            key={outlet.id}
            storeId={outlet.storeId}
            storeName={outlet.storeName}
            logo={outlet.logo}
            products={outlet.products ?? []}
            emptyText="No products in this outlet yet."
          />
        ))}
      </ul>
    </LoadSection>
  );
}

type Collection = OperationData<'getFeaturedCollections'>[number];

function CollectionProducts({ collection }: { collection: Collection }) {
  const { data, error, mutate } = useGetFeaturedCollectionProducts({ path: { id: collection.id } });
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <Spinner label={`Loading ${collection.title}`} />;
  if (data.length === 0) return <p className="load-section__empty">No products in this collection yet.</p>;
  return <ProductGrid products={data} headingLevel={4} label={collection.title} />;
}

/**
 * The home page's Featured collections (each banner with its products) section.
 *
 * @example
 * <FeaturedCollections firstScreenReady={firstScreenReady} />
 */
export function FeaturedCollections({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetFeaturedCollections(load ? undefined : null);
  return (
    <LoadSection
      ref={ref}
      title="Featured collections"
      {...loadBindings({ data, error, mutate })}
      emptyText="No featured collections right now."
      placeholder={<ProductGridPlaceholder />}
    >
      <ul className="collections">
        {data?.map((collection) => (
          <li key={collection.id} className="collection">
            <div className="collection__banner">
              <img
                className="collection__image"
                src={collection.image}
                alt=""
                width={240}
                height={200}
                loading="lazy"
                decoding="async"
              />
              <div>
                <h3 className="collection__title">
                  <Link to={`/collection/${collection.id}`}>{collection.title}</Link>
                </h3>
                {collection.description ? (
                  <p className="collection__description">{collection.description}</p>
                ) : null}
                <Link
                  className="button button--secondary collection__shop"
                  to={`/collection/${collection.id}`}
                  aria-label={`Shop all of ${collection.title}`}
                >
                  Shop the collection
                </Link>
              </div>
            </div>
            <CollectionProducts collection={collection} />
          </li>
        ))}
      </ul>
    </LoadSection>
  );
}

/**
 * The home page's Picked for you (random products grouped by category, each with See all) section.
 *
 * @example
 * <RandomByCategory firstScreenReady={firstScreenReady} />
 */
export function RandomByCategory({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetRandomCategoryProducts(load ? undefined : null);
  // The picks carry their category's name; its page comes from the category list (cached, as the menu's).
  const categories = useGetAllCategories(load ? undefined : null);
  const categoryPath = (name: string) => {
    const category = categories.data?.find((c) => c.name === name);
    return category ? `/category/${category.id}` : undefined;
  };
  const groups = new Map<string, GridProduct[]>();
  for (const product of data ?? []) {
    const name = product.category ?? 'More to explore';
    groups.set(name, [...(groups.get(name) ?? []), product]);
  }
  return (
    <LoadSection
      ref={ref}
      title="Picked for you"
      {...loadBindings({ data, error, mutate })}
      emptyText="Nothing to suggest right now."
      placeholder={<ProductGridPlaceholder />}
    >
      {[...groups].map(([category, products]) => (
        <section key={category} className="category-picks" aria-label={category}>
          <div className="category-picks__header spread spread--baseline">
            <h3 className="category-picks__title">{category}</h3>
            {categoryPath(category) ? (
              <Link to={categoryPath(category) as string} aria-label={`See all ${category}`}>
                See all
              </Link>
            ) : null}
          </div>
          <ProductGrid products={products} headingLevel={4} label={`${category} picks`} />
        </section>
      ))}
    </LoadSection>
  );
}
