import type { MarketplaceError } from '@marketplace/sdk';
import type { Ref } from 'react';
import { LoadSection, loadBindings } from './LoadSection';
import { type GridProduct, ProductGrid } from './ProductGrid';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import './storefront.css';

/** What a shelf's query hook gives: its products, or the error. */
export interface ShelfQuery {
  data: readonly GridProduct[] | undefined;
  error: MarketplaceError | undefined;
  mutate: () => unknown;
}

/** The first cards of the page's first shelf: on the first screen of a wide one (see ProductGrid). */
const FIRST_SCREEN_CARDS = 5;

/**
 * A shelf of products on the home page: a titled section with its own load states (a grid's shape while
 * loading, the error with "Try again", the empty text) and the products' grid. The page's first shelf
 * (`first`) loads its first cards' images at once.
 *
 * @example
 * <ProductShelf title="Super deals" query={useGetSuperDeals()} emptyText="No super deals right now." first />
 */
export function ProductShelf({
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
      {...loadBindings(query)}
      emptyText={emptyText}
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
