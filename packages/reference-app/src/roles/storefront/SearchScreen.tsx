import { useGetAllCustomerProducts } from '@marketplace/react-hooks';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PagedProducts } from './PagedProducts';
import { PAGE_SIZE } from './product';
import { useListParams } from './useListParams';
import './storefront.css';

/** The search box of the results page, filled with the term searched. */
function SearchForm({ term, onSearch }: { term: string; onSearch(term: string): void }) {
  const id = useId();
  const [draft, setDraft] = useState(term);
  useEffect(() => setDraft(term), [term]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is the landmark every browser knows; the <search> element is too new to rely on.
    <form role="search" aria-label="Search again" className="search-form" onSubmit={submit}>
      <label htmlFor={id}>Search for</label>
      <div className="search-form__row">
        <input id={id} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}

/**
 * Search results (`/search?q=`): the catalogue's products whose name matches, 12 a page (`?page=`), with
 * a "no results" state; without a term, a search box.
 *
 * @example
 * { path: 'search', lazy: screen(storefront, 'SearchScreen') }
 */
export function SearchScreen() {
  const { q, page, setPage, setFilters } = useListParams();
  const term = q.trim();
  const products = useGetAllCustomerProducts(
    term ? { query: { search: term, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } } : null,
  );
  const search = (next: string) => setFilters({ q: next });

  return (
    <div className="container page search-page">
      <title>{term ? `Search: ${term} | Marketplace` : 'Search | Marketplace'}</title>
      <h1>{term ? `Results for “${term}”` : 'Search the marketplace'}</h1>
      <SearchForm term={term} onSearch={search} />
      {term ? (
        <PagedProducts
          title="Results"
          query={products}
          page={page}
          onPageChange={setPage}
          empty={
            <EmptyState
              title={`No results for “${term}”`}
              action={
                <Link className="button button--secondary" to="/">
                  Browse categories
                </Link>
              }
            >
              <p>Check the spelling, or try a shorter or more general word.</p>
            </EmptyState>
          }
        />
      ) : (
        <p>Type what you are looking for: a product, a brand or a kind of thing.</p>
      )}
    </div>
  );
}
