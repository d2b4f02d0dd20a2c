import type { MarketplaceError } from '@marketplace/sdk';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pagination } from '../../components/Pagination';
import { PAGE_SIZE } from '../../components/product';
import { Spinner } from '../../components/Spinner';
import { type GridProduct, ProductGrid } from './ProductGrid';
import { ProductGridPlaceholder } from './ProductGridPlaceholder';
import './storefront.css';

/** The results' first cards, on the first screen: their images load at once (see ProductGrid). */
const FIRST_ROW = 5;

/** A page of a limit/offset product list, as a query hook gives it. */
export interface ProductPageQuery {
  data: { count: number; rows: readonly GridProduct[] } | undefined;
  error: MarketplaceError | undefined;
  mutate: () => unknown;
}

/** Props of {@link PagedProducts}. */
export interface PagedProductsProps {
  /** The heading of the results ("Products", "Results"). */
  title: string;
  query: ProductPageQuery;
  page: number;
  onPageChange(page: number): void;
  /** What to show when nothing matches at all (an `EmptyState`). */
  empty: ReactNode;
  pageSize?: number;
  /** Controls of the list shown beside the count (the sort menu). */
  controls?: ReactNode;
}

/**
 * One page of products with its count, optional controls (the sort menu) and paging, and its own loading,
 * error and empty states.
 * After a page change the results' heading takes the focus, so keyboard and screen-reader users land on
 * the new page, not at the bottom of the old one.
 *
 * @example
 * <PagedProducts title="Products" query={products} page={page} onPageChange={setPage}
 *   empty={<EmptyState title="No products here yet" />} />
 */
export function PagedProducts({
  title,
  query,
  page,
  onPageChange,
  empty,
  pageSize = PAGE_SIZE,
  controls,
}: PagedProductsProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const { data, error } = query;
  let body: ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void query.mutate()} />;
  else if (!data)
    // The grid's shape holds its space, so the page does not jump when the products arrive.
    body = (
      <div className="load-section__loading">
        <Spinner label="Loading products" />
        <ProductGridPlaceholder />
      </div>
    );
  else if (data.count === 0) body = empty;
  else if (data.rows.length === 0)
    body = (
      <EmptyState
        title="No products on this page"
        action={
          <button type="button" className="button button--secondary" onClick={() => onPageChange(1)}>
            Go to the first page
          </button>
        }
      >
        <p>This list has fewer pages. Start again from the first one.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <ProductGrid products={data.rows} headingLevel={3} label={title} priorityCount={FIRST_ROW} />
        <Pagination page={page} pageSize={pageSize} total={data.count} onPageChange={onPageChange} />
      </>
    );

  return (
    <section className="results" aria-labelledby={id}>
      <div className="results__header spread spread--baseline">
        <h2 id={id} ref={heading} tabIndex={-1} className="results__title">
          {title}
        </h2>
        {data ? (
          <p className="results__count">
            {data.count} {data.count === 1 ? 'product' : 'products'}
          </p>
        ) : null}
        {/* Kept while a new order loads; nothing to sort when nothing matched. */}
        {data?.count === 0 ? null : controls}
      </div>
      {body}
    </section>
  );
}
