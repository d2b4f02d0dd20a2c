import {
  useFilterCustomerProducts,
  useGetAllCategories,
  useGetAllCustomerProducts,
  useGetSearchSuggestions,
} from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { searchHead } from '../../app/seo/searchHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
import { EmptyState } from '../../components/EmptyState';
import { FiltersPanel } from './FiltersPanel';
import { NoFilterMatch } from './NoFilterMatch';
import { PagedProducts } from './PagedProducts';
import { ProductFacetFilters } from './ProductFacetFilters';
import { searchListInits } from './productListInits';
import type { ProductSort } from './productSort';
import { SortSelect } from './SortSelect';
import { type FacetValues, useListParams } from './useListParams';
import './storefront.css';

/** One word of a search that found nothing, offered on its own when it finds something. */
function WordSuggestion({ word }: { word: string }) {
  const { data } = useGetAllCustomerProducts({ query: { search: word, limit: 1, offset: 0 } });
  if (!data?.count) return null;
  return (
    <li>
      <Link to={`/search?q=${encodeURIComponent(word)}`}>
        {word} ({data.count} {data.count === 1 ? 'product' : 'products'})
      </Link>
    </li>
  );
}

/** The categories a shopper can browse instead (the header menu's list, from the same cache). */
function CategorySuggestions() {
  const { data } = useGetAllCategories();
  if (!data?.length) return null;
  return (
    <nav aria-label="Browse categories instead" className="search-suggestions">
      <p>Or browse a category:</p>
      <ul className="search-suggestions__list">
        {data.map((category) => (
          <li key={category.id}>
            <Link to={`/category/${category.id}`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What to try when a search found nothing: each word of it that finds something, then the categories. */
function NoResults({ term }: { term: string }) {
  const words = [...new Set(term.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 4);
  return (
    <EmptyState title={`No results for “${term}”`}>
      <p>Check the spelling, or try fewer or more general words.</p>
      {words.length > 1 ? (
        <div className="search-suggestions">
          <p>Search for one word:</p>
          <ul className="search-suggestions__list">
            {words.map((word) => (
              <WordSuggestion key={word} word={word} />
            ))}
          </ul>
        </div>
      ) : null}
      <CategorySuggestions />
    </EmptyState>
  );
}

/** What the pages of results need, shared by the term's results and its correction's. */
interface ResultsProps {
  term: string;
  page: number;
  sort: ProductSort;
  setPage(page: number): void;
  setSort(sort: ProductSort): void;
  /** The brand, rating and discount filters (from the URL) and their setters. */
  facets: FacetValues;
  setFacets(facets: Partial<FacetValues>, term?: string): void;
  clearFilters(): void;
}

/**
 * A search that found nothing: when the server corrects its misspelt words to words of the catalogue
 * ("samsnug" → "samsung") and that finds products, those results, saying so ("Did you mean"); else what
 * to try instead.
 */
function CorrectedResults({ term, ...list }: ResultsProps) {
  const suggestions = useGetSearchSuggestions({ query: { search: term } });
  const corrected = suggestions.data?.didYouMean;
  // Its answer, not SWR's isLoading: a server-rendered answer (the fallback) is there while SWR revalidates.
  if (suggestions.data === undefined && !suggestions.error)
    return <p role="status">Looking for similar words…</p>;
  if (!corrected) return <NoResults term={term} />;
  return (
    <>
      <p className="search-corrected" role="status">
        No results for “{term}”. Did you mean{' '}
        <Link to={`/search?q=${encodeURIComponent(corrected)}`}>{corrected}</Link>? Showing results for “
        {corrected}”.
      </p>
      <Results
        term={corrected}
        title={`Results for “${corrected}”`}
        {...list}
        // Filtered, they are the corrected term's results: the URL's term becomes it (the misspelt one
        // with filters would find nothing).
        setFacets={(facets) => list.setFacets(facets, corrected)}
        empty={<NoResults term={term} />}
      />
    </>
  );
}

/**
 * One term's results, sorted and paged, beside their brand, rating and discount filters (with counts);
 * when the term finds nothing, `empty` in their place.
 */
function Results({
  term,
  title = 'Results',
  page,
  sort,
  setPage,
  setSort,
  facets,
  setFacets,
  clearFilters,
  empty,
}: ResultsProps & { title?: string; empty: ReactNode }) {
  // The filters need the filter call; without them the plain list answers.
  const inits = searchListInits(term, { page, sort, facets });
  const filtering = inits.byFilter;
  const listed = useGetAllCustomerProducts(inits.listed);
  const filtered = useFilterCustomerProducts(inits.filtered);
  const products = filtering ? filtered : listed;
  if (!filtering && products.data?.count === 0) return empty;
  return (
    <div className="category-page__layout">
      <aside className="category-page__aside">
        <FiltersPanel active={filtering}>
          <ProductFacetFilters scope={{ search: term }} value={facets} onChange={setFacets} />
        </FiltersPanel>
      </aside>
      <PagedProducts
        title={title}
        query={products}
        page={page}
        onPageChange={setPage}
        controls={<SortSelect value={sort} onChange={setSort} />}
        empty={
          filtering ? (
            <NoFilterMatch hint="Try fewer brands, or a lower rating or discount." onClear={clearFilters} />
          ) : (
            empty
          )
        }
      />
    </div>
  );
}

/**
 * Search results (`/search?q=`): the catalogue's products with every word of the term in their name,
 * description, category or store, sorted (`?sort=`), 12 a page (`?page=`), narrowed by brand, rating and
 * discount (`?brand=`, `?rating=`, `?off=`, each option with its count). The header's search box is
 * the page's one search box. When nothing matches, it shows the results of the term with its misspelt
 * words corrected ("Did you mean samsung?"), else it offers each word on its own and the categories;
 * without a term, it says what to type.
 *
 * @example
 * { path: 'search', lazy: screen(storefront, 'SearchScreen') }
 */
export function SearchScreen() {
  // Clearing the filters keeps the search term: the page's term is `q`, not a filter.
  const { q, page, sort, setPage, setSort, facets, setFacets, clearFacets: clearFilters } = useListParams();
  const term = q.trim();
  const list = { page, sort, setPage, setSort, facets, setFacets, clearFilters };
  useDocumentHead(searchHead(usePageUrl(), term));

  return (
    <div className="container page search-page">
      <h1>{term ? `Results for “${term}”` : 'Search the marketplace'}</h1>
      {term ? (
        <Results term={term} {...list} empty={<CorrectedResults key={term} term={term} {...list} />} />
      ) : (
        <>
          <p>
            Type what you are looking for in the search box at the top: a product (“charger”), a brand
            (“oraimo”) or a kind of thing (“phone”). Several words find the products that have them all.
          </p>
          <CategorySuggestions />
        </>
      )}
    </div>
  );
}
