import {
  useGetAllCategories,
  useGetDailyDiscountOffers,
  useGetFeaturedCollectionProducts,
  useGetFeaturedCollections,
  useGetOfficialOutlets,
  useGetPromotionProducts,
  useGetRandomCategoryProducts,
  useGetSuperDeals,
  useGetSuperDiscountedOffers,
  useGetTopCategories,
} from '@marketplace/react-hooks';
import type { MarketplaceError, OperationData } from '@marketplace/sdk';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { LoadSection } from './LoadSection';
import { type GridProduct, ProductGrid } from './ProductGrid';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import { storePath } from './product';
import { TopStores } from './TopStores';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';

/** What a shelf's query hook gives: its products, or the error. */
interface ShelfQuery {
  data: readonly GridProduct[] | undefined;
  error: MarketplaceError | undefined;
  mutate: () => unknown;
}

/** The first cards of the page's first shelf: on the first screen of a wide one (see ProductGrid). */
const FIRST_SCREEN_CARDS = 5;

function ProductShelf({
  title,
  query,
  emptyText,
  first = false,
  ref,
}: {
  title: string;
  query: ShelfQuery;
  emptyText: string;
  /** The page's first shelf: its first cards' images load at once. */
  first?: boolean;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <LoadSection
      ref={ref}
      title={title}
      loaded={query.data !== undefined}
      error={query.error}
      empty={query.data?.length === 0}
      emptyText={emptyText}
      onRetry={() => void query.mutate()}
      placeholder={<ProductGridPlaceholder />}
    >
      <ProductGrid
        products={query.data ?? []}
        headingLevel={3}
        label={title}
        priorityCount={first ? FIRST_SCREEN_CARDS : 0}
      />
    </LoadSection>
  );
}

/** The top categories' tiles while they load (the sandbox flags four), each a tile's height. */
function CategoryTilesPlaceholder() {
  return (
    <ul className="category-tiles">
      {[1, 2, 3, 4].map((tile) => (
        <li key={tile} className="category-tile category-tile--placeholder" />
      ))}
    </ul>
  );
}

function TopCategories() {
  const { data, error, mutate } = useGetTopCategories();
  return (
    <LoadSection
      title="Top categories"
      loaded={data !== undefined}
      error={error}
      empty={data?.length === 0}
      emptyText="No categories to show yet."
      onRetry={() => void mutate()}
      // The first section: everything below it would move when it arrives.
      placeholder={<CategoryTilesPlaceholder />}
    >
      <ul className="category-tiles">
        {data?.map((category) => (
          <li key={category.id} className="category-tile">
            <h3 className="category-tile__name">
              <Link to={`/category/${category.id}`}>{category.name}</Link>
            </h3>
            {category.subCategories?.length ? (
              <ul className="category-tile__subs" aria-label={`${category.name} sub-categories`}>
                {category.subCategories.slice(0, 4).map((sub) => (
                  <li key={sub.id}>
                    <Link to={`/category/${category.id}/${sub.id}`}>{sub.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </LoadSection>
  );
}

function SuperDeals() {
  return (
    <ProductShelf
      title="Super deals"
      query={useGetSuperDeals()}
      emptyText="No super deals right now."
      first
    />
  );
}

/** Props of the sections below the first screen. */
interface LaterSectionProps {
  /** The first screen's data is there: load at the next idle moment (or when near the screen). */
  firstScreenReady: boolean;
}

function SuperDiscountedOffers({ firstScreenReady }: LaterSectionProps) {
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

function DailyDeals({ firstScreenReady }: LaterSectionProps) {
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

function Promotions({ firstScreenReady }: LaterSectionProps) {
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

function OfficialOutlets({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetOfficialOutlets(load ? undefined : null);
  return (
    <LoadSection
      ref={ref}
      title="Official outlets"
      loaded={data !== undefined}
      error={error}
      empty={data?.length === 0}
      emptyText="No official outlets yet."
      onRetry={() => void mutate()}
      placeholder={<ProductGridPlaceholder />}
    >
      <ul className="outlets">
        {data?.map((outlet) => (
          <li key={outlet.id} className="outlet">
            <div className="outlet__header">
              {outlet.logo ? (
                <img className="outlet__logo" src={outlet.logo} alt="" width={48} height={48} />
              ) : null}
              <h3 className="outlet__name">
                <Link to={storePath(outlet.storeId)}>{outlet.storeName}</Link>
              </h3>
            </div>
            {outlet.products?.length ? (
              <ProductGrid
                products={outlet.products.slice(0, 4)}
                headingLevel={4}
                label={`${outlet.storeName} products`}
              />
            ) : (
              <p className="load-section__empty">No products in this outlet yet.</p>
            )}
          </li>
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

function FeaturedCollections({ firstScreenReady }: LaterSectionProps) {
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady);
  const { data, error, mutate } = useGetFeaturedCollections(load ? undefined : null);
  return (
    <LoadSection
      ref={ref}
      title="Featured collections"
      loaded={data !== undefined}
      error={error}
      empty={data?.length === 0}
      emptyText="No featured collections right now."
      onRetry={() => void mutate()}
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

function RandomByCategory({ firstScreenReady }: LaterSectionProps) {
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
      loaded={data !== undefined}
      error={error}
      empty={data?.length === 0}
      emptyText="Nothing to suggest right now."
      onRetry={() => void mutate()}
      placeholder={<ProductGridPlaceholder />}
    >
      {[...groups].map(([category, products]) => (
        <section key={category} className="category-picks" aria-label={category}>
          <div className="category-picks__header">
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

/**
 * The storefront's home page (`/`): top categories, super deals, super discounted offers, daily deals,
 * promotions, official outlets, featured collections and random products by category. Each section loads
 * on its own, with its own loading, empty and error states, so one failing call leaves the rest usable.
 * The sections below the first screen load once it is there (at an idle moment) or as they come near.
 *
 * @example
 * { index: true, lazy: screen(storefront, 'HomeScreen') }
 */
export function HomeScreen() {
  // The first screen's calls (the same as its sections', answered once): the sections further down wait
  // for them, so that a phone's bandwidth goes to the first screen first.
  const top = useGetTopCategories();
  const deals = useGetSuperDeals();
  const firstScreenReady =
    (top.data !== undefined || top.error !== undefined) &&
    (deals.data !== undefined || deals.error !== undefined);
  return (
    <div className="container page storefront-home">
      <title>Marketplace: shop from stores across Nigeria</title>
      <h1 className="storefront-home__title">Shop stores across Nigeria</h1>
      <TopCategories />
      <SuperDeals />
      <SuperDiscountedOffers firstScreenReady={firstScreenReady} />
      <DailyDeals firstScreenReady={firstScreenReady} />
      <Promotions firstScreenReady={firstScreenReady} />
      <OfficialOutlets firstScreenReady={firstScreenReady} />
      <TopStores firstScreenReady={firstScreenReady} />
      <FeaturedCollections firstScreenReady={firstScreenReady} />
      <RandomByCategory firstScreenReady={firstScreenReady} />
    </div>
  );
}
