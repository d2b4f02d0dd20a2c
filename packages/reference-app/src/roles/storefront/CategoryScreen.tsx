import {
  useFilterCustomerProducts,
  useGetAllCustomerProducts,
  useGetChildCategories,
  useGetOneCategory,
  useGetOneChildCategory,
  useGetOneSubCategory,
} from '@marketplace/react-hooks';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PAGE_SIZE, positiveInt } from '../../components/product';
import { Spinner } from '../../components/Spinner';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import { FiltersPanel } from './FiltersPanel';
import { facetBody } from './facetBody';
import { filterBody } from './filterBody';
import { NoFilterMatch } from './NoFilterMatch';
import { PagedProducts } from './PagedProducts';
import { ProductFacetFilters } from './ProductFacetFilters';
import { sortQuery } from './productSort';
import { SortSelect } from './SortSelect';
import { facetsInUse, useListParams } from './useListParams';
import './storefront.css';

// The filters' form (react-hook-form and the request schemas) loads beside the products, not before
// them: the page's first screen does not wait for it (on phones the filters start folded anyway).
const ProductFilters = lazy(() => import('./ProductFilters').then((m) => ({ default: m.ProductFilters })));

interface Level {
  id: number;
  name: string;
}

/** The categories one level down to drill into (or, on a child category, its siblings). */
function DrillDown({
  title,
  items,
  pathOf,
  currentId,
  loading,
  error,
  onRetry,
}: {
  title: string;
  items: readonly Level[] | undefined;
  pathOf: (id: number) => string;
  currentId?: number;
  loading: boolean;
  error?: { message: string };
  onRetry?: () => void;
}) {
  if (error && !items) return <ErrorState message={error.message} onRetry={onRetry} />;
  // The loading state holds the list's usual space: on phones the products below would jump otherwise.
  if (loading && !items)
    return (
      <div className="drill-down drill-down--loading">
        <Spinner label="Loading categories" />
      </div>
    );
  if (!items?.length) return null;
  return (
    <nav aria-label={title} className="drill-down">
      <h2 className="drill-down__title">{title}</h2>
      <ul className="drill-down__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={pathOf(item.id)}
              className="drill-down__link"
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Category browsing (`/category/:categoryId(/:subCategoryId(/:childCategoryId))`): a breadcrumb, the
 * sub-categories or child categories to drill into, filters (search within, price range; folded away on
 * phones), and the products of the deepest category chosen, sorted (`?sort=`), 12 a page (`?page=`). Without a
 * price range the list is `getAllCustomerProducts` (limit, offset, search and the category id); with one
 * it is the product filter call, which takes prices.
 *
 * @example
 * { path: 'category/:categoryId/:subCategoryId', lazy: screen(storefront, 'CategoryScreen') }
 */
export function CategoryScreen() {
  const params = useParams();
  const categoryId = positiveInt(params.categoryId);
  const subCategoryId = positiveInt(params.subCategoryId);
  const childCategoryId = positiveInt(params.childCategoryId);
  const list = useListParams();
  const { page, q, min, max, sort, facets, setPage, setFilters, setSort, setFacets, clearFilters } = list;

  const category = useGetOneCategory(categoryId ? { path: { id: categoryId } } : null);
  const sub = useGetOneSubCategory(subCategoryId ? { path: { id: subCategoryId } } : null);
  const children = useGetChildCategories(subCategoryId ? { path: { id: subCategoryId } } : null);
  const child = useGetOneChildCategory(childCategoryId ? { path: { id: childCategoryId } } : null);

  // The products of the deepest level chosen.
  const scope = childCategoryId
    ? { childCategoryId }
    : subCategoryId
      ? { subCategoryId }
      : categoryId
        ? { categoryId }
        : undefined;
  const filters = filterBody({ q, min, max });
  const paging = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...sortQuery(sort) };
  // A price range, a brand, a rating, a discount or pay on delivery needs the filter call; the plain list (prefetched with
  // the page) serves the rest.
  const byFilter = filters.minPrice !== undefined || filters.maxPrice !== undefined || facetsInUse(facets);
  const listed = useGetAllCustomerProducts(
    scope && !byFilter
      ? { query: { ...scope, ...(filters.search ? { search: filters.search } : {}), ...paging } }
      : null,
  );
  const filtered = useFilterCustomerProducts(
    scope && byFilter ? { body: { ...scope, ...filters, ...facetBody(facets), ...paging } } : null,
  );
  const products = byFilter ? filtered : listed;

  if (
    !categoryId ||
    (params.subCategoryId && !subCategoryId) ||
    (params.childCategoryId && !childCategoryId)
  ) {
    return (
      <div className="container page">
        <title>Category not found | Marketplace</title>
        <h1>Category not found</h1>
        <p>
          That category address is not right. <Link to="/">Browse the shop</Link>
        </p>
      </div>
    );
  }

  const categoryName = category.data?.name;
  const subName = sub.data?.name ?? category.data?.subCategories?.find((s) => s.id === subCategoryId)?.name;
  const childName = child.data?.name ?? children.data?.find((c) => c.id === childCategoryId)?.name;
  const crumbs: Crumb[] = [
    { name: categoryName ?? 'Category', to: `/category/${categoryId}` },
    ...(subCategoryId
      ? [{ name: subName ?? 'Sub-category', to: `/category/${categoryId}/${subCategoryId}` }]
      : []),
    ...(childCategoryId
      ? [{ name: childName ?? 'Category', to: `/category/${categoryId}/${subCategoryId}/${childCategoryId}` }]
      : []),
  ];
  const deepest = childCategoryId ? child : subCategoryId ? sub : category;
  const name = crumbs[crumbs.length - 1]?.name ?? 'Category';
  const filtering = Boolean(q || min || max) || facetsInUse(facets);

  return (
    <div className="container page category-page">
      <title>{`${name} | Marketplace`}</title>
      <Breadcrumb trail={crumbs} />
      <h1>{deepest.data || !deepest.error ? name : 'Category'}</h1>
      {deepest.error && !deepest.data ? (
        <ErrorState message={deepest.error.message} onRetry={() => void deepest.mutate()} />
      ) : null}
      <div className="category-page__layout">
        <aside className="category-page__aside">
          {subCategoryId ? (
            <DrillDown
              title={
                childCategoryId ? `More in ${subName ?? 'this sub-category'}` : `Shop ${subName ?? 'by type'}`
              }
              items={children.data}
              pathOf={(id) => `/category/${categoryId}/${subCategoryId}/${id}`}
              currentId={childCategoryId}
              loading={children.isLoading}
              error={children.error}
              onRetry={() => void children.mutate()}
            />
          ) : (
            <DrillDown
              title={`Shop ${categoryName ?? 'by sub-category'}`}
              items={category.data?.subCategories}
              pathOf={(id) => `/category/${categoryId}/${id}`}
              loading={category.isLoading}
              error={category.error}
              onRetry={() => void category.mutate()}
            />
          )}
          <FiltersPanel active={filtering}>
            <Suspense fallback={<Spinner label="Loading the filters" />}>
              <ProductFilters
                value={{ q, min, max }}
                scope={name}
                onApply={setFilters}
                error={products.error}
              />
            </Suspense>
            {scope ? (
              <ProductFacetFilters scope={{ ...scope, ...filters }} value={facets} onChange={setFacets} />
            ) : null}
          </FiltersPanel>
        </aside>
        <PagedProducts
          title="Products"
          query={products}
          page={page}
          onPageChange={setPage}
          controls={<SortSelect value={sort} onChange={setSort} />}
          empty={
            filtering ? (
              <NoFilterMatch
                hint="Try another search, a wider price range or fewer brands."
                onClear={clearFilters}
              />
            ) : (
              <EmptyState
                title="No products here yet"
                action={
                  <Link className="button button--secondary" to="/">
                    Back to the shop
                  </Link>
                }
              >
                <p>Stores have not listed anything in {name} yet.</p>
              </EmptyState>
            )
          }
        />
      </div>
    </div>
  );
}
