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
import { categoryHead } from '../../app/seo/categoryHead';
import { notFoundHead } from '../../app/seo/notFoundHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { Breadcrumb } from './Breadcrumb';
import { categoryIdsFrom, categoryScopeOf, categoryTrail } from './categoryTrail';
import { FiltersPanel } from './FiltersPanel';
import { filterBody } from './filterBody';
import { NoFilterMatch } from './NoFilterMatch';
import { PagedProducts } from './PagedProducts';
import { ProductFacetFilters } from './ProductFacetFilters';
import { categoryListInits } from './productListInits';
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
  const ids = categoryIdsFrom(params);
  const { categoryId, subCategoryId, childCategoryId } = ids;
  const list = useListParams();
  const { page, q, min, max, sort, facets, setPage, setFilters, setSort, setFacets, clearFilters } = list;

  const category = useGetOneCategory(categoryId ? { path: { id: categoryId } } : null);
  const sub = useGetOneSubCategory(subCategoryId ? { path: { id: subCategoryId } } : null);
  const children = useGetChildCategories(subCategoryId ? { path: { id: subCategoryId } } : null);
  const child = useGetOneChildCategory(childCategoryId ? { path: { id: childCategoryId } } : null);

  // The products of the deepest level chosen.
  const scope = categoryScopeOf(ids);
  const filters = filterBody({ q, min, max });
  // A price range, a brand, a rating, a discount or pay on delivery needs the filter call; the plain list (prefetched with
  // the page) serves the rest.
  const inits = categoryListInits(scope, list);
  const byFilter = inits.byFilter;
  const listed = useGetAllCustomerProducts(inits.listed);
  const filtered = useFilterCustomerProducts(inits.filtered);
  const products = byFilter ? filtered : listed;

  const categoryName = category.data?.name;
  const crumbs = categoryTrail(ids, {
    category: category.data,
    sub: sub.data,
    children: children.data,
    child: child.data,
  });
  // The sub-category's name once known (its crumb says "Sub-category" until then).
  const subName = sub.data?.name ?? category.data?.subCategories?.find((s) => s.id === subCategoryId)?.name;
  const deepest = childCategoryId ? child : subCategoryId ? sub : category;
  const name = crumbs[crumbs.length - 1]?.name ?? 'Category';
  // A wrong address, or a level that does not exist (its call answered 404).
  const missing = !ids.valid || [category, sub, child].some((level) => level.error?.status === 404);
  const url = usePageUrl();
  useDocumentHead(
    missing
      ? notFoundHead(url, 'Category')
      : categoryHead({ url, trail: crumbs, count: products.data?.count, products: products.data?.rows }),
  );

  if (missing) {
    return (
      <div className="container page">
        <h1>Category not found</h1>
        <p>
          That category address is not right. <Link to="/">Browse the shop</Link>
        </p>
      </div>
    );
  }
  const filtering = Boolean(q || min || max) || facetsInUse(facets);

  return (
    <div className="container page category-page">
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
