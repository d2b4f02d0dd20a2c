import { useGetAllCategories, useGetAllCustomerProducts } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PAGE_SIZE } from '../../components/product';
import { PagedProducts } from './PagedProducts';
import { sortQuery } from './productSort';
import { SortSelect } from './SortSelect';
import { useListParams } from './useListParams';
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

/**
 * Search results (`/search?q=`): the catalogue's products with every word of the term in their name,
 * description, category or store, sorted (`?sort=`), 12 a page (`?page=`). The header's search box is
 * the page's one search box. When nothing matches, it offers each word on its own and the categories;
 * without a term, it says what to type.
 *
 * @example
 * { path: 'search', lazy: screen(storefront, 'SearchScreen') }
 */
export function SearchScreen() {
  const { q, page, sort, setPage, setSort } = useListParams();
  const term = q.trim();
  const products = useGetAllCustomerProducts(
    term
      ? { query: { search: term, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...sortQuery(sort) } }
      : null,
  );

  return (
    <div className="container page search-page">
      <title>{term ? `Search: ${term} | Marketplace` : 'Search | Marketplace'}</title>
      <h1>{term ? `Results for “${term}”` : 'Search the marketplace'}</h1>
      {term ? (
        <PagedProducts
          title="Results"
          query={products}
          page={page}
          onPageChange={setPage}
          controls={<SortSelect value={sort} onChange={setSort} />}
          empty={<NoResults term={term} />}
        />
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
