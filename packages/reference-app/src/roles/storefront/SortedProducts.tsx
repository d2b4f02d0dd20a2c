import type { MarketplaceError } from '@marketplace/sdk';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { PAGE_SIZE } from '../../components/product';
import { LoadSection } from './LoadSection';
import { type GridProduct, ProductGrid } from './ProductGrid';
import { sortProducts } from './productSort';
import { SortSelect } from './SortSelect';
import { useListParams } from './useListParams';
import './storefront.css';

/** A whole product list, as a query hook gives it. */
export interface ProductListQuery {
  data: readonly GridProduct[] | undefined;
  error: MarketplaceError | undefined;
  mutate: () => unknown;
}

/** Props of {@link SortedProducts}. */
export interface SortedProductsProps {
  /** The section's heading ("Products"). */
  title: string;
  query: ProductListQuery;
  /** What to say when the list is empty. */
  emptyText: string;
  /** What is loading, for the spinner. */
  loadingLabel: string;
  /** The grid's accessible name. */
  label: string;
  /** Where each card leads (see ProductGrid). */
  pathOf?: (id: number) => string;
  /** Shown 12 a page (`?page=`); otherwise all on one. */
  paged?: boolean;
}

/**
 * A list that arrives whole (a store's, a collection's, the marketplace's products), sorted here by the
 * URL's `?sort=` and, when `paged`, cut into pages by `?page=`: its count, the sort menu, the grid and
 * the section's own loading, error and empty states.
 *
 * @example
 * <SortedProducts title="Products" query={useGetFeaturedCollectionProducts({ path: { id } })}
 *   emptyText="No products in this collection yet." loadingLabel="Loading the products" label="Sale products" />
 */
export function SortedProducts({
  title,
  query,
  emptyText,
  loadingLabel,
  label,
  pathOf,
  paged = false,
}: SortedProductsProps) {
  const { page, setPage, sort, setSort } = useListParams();
  const rows = sortProducts(query.data ?? [], sort);
  const shown = paged ? rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : rows;
  return (
    <LoadSection
      title={title}
      loaded={query.data !== undefined}
      error={query.error}
      empty={rows.length === 0}
      emptyText={emptyText}
      loadingLabel={loadingLabel}
      onRetry={() => void query.mutate()}
    >
      <div className="results__header spread spread--baseline">
        <p className="results__count">
          {rows.length} {rows.length === 1 ? 'product' : 'products'}
        </p>
        <SortSelect value={sort} onChange={setSort} />
      </div>
      {shown.length ? (
        <ProductGrid products={shown} headingLevel={3} label={label} pathOf={pathOf} />
      ) : (
        <EmptyState
          title="No products on this page"
          action={
            <button type="button" className="button button--secondary" onClick={() => setPage(1)}>
              Go to the first page
            </button>
          }
        />
      )}
      {paged ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={rows.length} onPageChange={setPage} />
      ) : null}
    </LoadSection>
  );
}
