import { useGetSuperDeals, useGetTopCategories } from '@marketplace/react-hooks';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { homeHead } from '../../app/seo/homeHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
import { LazyMarketplaceShelf } from './LazyMarketplaceShelf';
import { LazyRecentlyViewed, RECENTLY_VIEWED_ON_PAGE } from './LazyRecentlyViewed';
import { LoadSection, loadBindings } from './LoadSection';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import { ProductShelf } from './ProductShelf';
import { useLoadWhenNear } from './useLoadWhenNear';
import './storefront.css';

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
      {...loadBindings({ data, error, mutate })}
      emptyText="No categories to show yet."
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

// The sections below the first screen: one module, loaded after this one (see HomeLaterSections).
type LaterModule = typeof import('./HomeLaterSections');
let laterLoaded: LaterModule | undefined;
const later = () => import('./HomeLaterSections').then((module) => (laterLoaded = module));
/** The sections' module is loaded in a section's idle turn, before it renders (see useLoadWhenNear). */
const LATER_CODE = { code: later };
// Once the module is there (the idle turn loaded it), a section renders at once: a thenable that answers
// synchronously, so React does not suspend (nor hold the section back with its Suspense fallback's
// throttle, during which the next sections' turns came and they all rendered together).
const laterSection = <K extends keyof LaterModule>(name: K) =>
  lazy(
    () =>
      (laterLoaded
        ? // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one answers at once.
          { then: (resolve: (value: object) => void) => resolve({ default: laterLoaded?.[name] }) }
        : later().then((module) => ({ default: module[name] }))) as Promise<{ default: LaterModule[K] }>,
  );
const SuperDiscountedOffers = laterSection('SuperDiscountedOffers');
const DailyDeals = laterSection('DailyDeals');
const Promotions = laterSection('Promotions');
const OfficialOutlets = laterSection('OfficialOutlets');
const TopStores = laterSection('TopStores');
const FeaturedCollections = laterSection('FeaturedCollections');
const RandomByCategory = laterSection('RandomByCategory');

/**
 * A section below the first screen: its code (one module for them all) and then its data load once the
 * first screen's data is there and the browser is idle, or as it comes near the screen; until then, and
 * while its code loads, the same titled section, loading, as the section shows until its data is there
 * (the same heading and space, so nothing moves when it arrives). Before the first screen is there, none
 * of its code is fetched, run or rendered: the main thread and the bandwidth go to the first screen.
 */
function LaterSection({
  title,
  firstScreenReady,
  section: Section,
}: {
  title: string;
  firstScreenReady: boolean;
  section: ComponentType<{ firstScreenReady: boolean }>;
}) {
  // In its idle turn the sections' module is loaded before it renders (LATER_CODE).
  const { ref, load } = useLoadWhenNear<HTMLElement>(firstScreenReady, LATER_CODE);
  const pending = (
    <LoadSection
      ref={ref}
      title={title}
      className="load-section--code-pending"
      loaded={false}
      error={undefined}
      emptyText=""
      placeholder={<ProductGridPlaceholder />}
    />
  );
  if (!load) return pending;
  // Its turn has come: the section asks for its data as soon as its code is there.
  return (
    <Suspense fallback={pending}>
      <Section firstScreenReady />
    </Suspense>
  );
}

/**
 * The storefront's home page (`/`): top categories, super deals, super discounted offers, daily deals,
 * the products this device viewed lately (when any), promotions, official outlets, featured collections
 * and random products by category. Each section loads
 * on its own, with its own loading, empty and error states, so one failing call leaves the rest usable.
 * The sections below the first screen (their code, then their data) load once it is there (at an idle
 * moment) or as they come near.
 *
 * @example
 * { index: true, lazy: screen(storefront, 'HomeScreen') }
 */
export function HomeScreen() {
  // The first screen's calls (the same as its sections', answered once): the sections further down wait
  // for them, so that a phone's bandwidth goes to the first screen first.
  useDocumentHead(homeHead(usePageUrl()));
  const top = useGetTopCategories();
  const deals = useGetSuperDeals();
  const firstScreenReady =
    (top.data !== undefined || top.error !== undefined) &&
    (deals.data !== undefined || deals.error !== undefined);
  return (
    <div className="container page storefront-home">
      <h1 className="storefront-home__title">Shop stores across Nigeria</h1>
      <TopCategories />
      <SuperDeals />
      <LaterSection
        title="Super discounted offers"
        firstScreenReady={firstScreenReady}
        section={SuperDiscountedOffers}
      />
      <LaterSection title="Daily deals" firstScreenReady={firstScreenReady} section={DailyDeals} />
      <LazyRecentlyViewed limit={RECENTLY_VIEWED_ON_PAGE} firstScreenReady={firstScreenReady} />
      <LaterSection title="Promotions" firstScreenReady={firstScreenReady} section={Promotions} />
      <LaterSection title="Official outlets" firstScreenReady={firstScreenReady} section={OfficialOutlets} />
      <LaterSection title="Top stores" firstScreenReady={firstScreenReady} section={TopStores} />
      <LaterSection
        title="Featured collections"
        firstScreenReady={firstScreenReady}
        section={FeaturedCollections}
      />
      <LazyMarketplaceShelf firstScreenReady={firstScreenReady} />
      <LaterSection title="Picked for you" firstScreenReady={firstScreenReady} section={RandomByCategory} />
    </div>
  );
}
