import {
  filterCustomerProducts,
  getAllCategories,
  getAllCustomerProducts,
  getSearchSuggestions,
} from '@marketplace/sdk';
import { searchListInits } from '../../roles/storefront/productListInits';
import { listParamsFrom } from '../../roles/storefront/useListParams';
import { searchHead } from '../seo/searchHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { maybeCall, pageCall } from './pageCall';

/**
 * The search page's data: the page of results its address asks for (the screen's call builder); for a
 * term that finds nothing, the server's correction ("Did you mean") and the corrected term's results;
 * without a term, the categories it offers instead.
 *
 * @example
 * await searchData({ url: new URL('https://shop.ng/search?q=charger'), client, match: { id: 'search', params: {} } });
 */
export async function searchData({ url, client }: PageDataArgs): Promise<PageData> {
  const list = listParamsFrom(url.searchParams);
  const term = list.q.trim();
  const head = searchHead(url, term);
  if (!term) {
    const categories = await pageCall(getAllCategories(client));
    return { fallback: fallbackOf(client, 'getAllCategories', undefined, categories), head, status: 200 };
  }
  const inits = searchListInits(term, list);
  const [listed, filtered] = await Promise.all([
    maybeCall(inits.listed && getAllCustomerProducts(client, inits.listed)),
    maybeCall(inits.filtered && filterCustomerProducts(client, inits.filtered)),
  ]);
  const suggestionsInit = { query: { search: term } };
  const suggestions = await maybeCall(
    listed.data?.count === 0 && getSearchSuggestions(client, suggestionsInit),
  );
  // A misspelt term's page shows the corrected term's results ("Did you mean samsung?").
  const corrected = suggestions.data?.didYouMean;
  const correctedInit = corrected ? searchListInits(corrected, list).listed : null;
  const correctedList = await maybeCall(correctedInit && getAllCustomerProducts(client, correctedInit));
  return {
    fallback: [
      ...(inits.listed ? fallbackOf(client, 'getAllCustomerProducts', inits.listed, listed) : []),
      ...(inits.filtered ? fallbackOf(client, 'filterCustomerProducts', inits.filtered, filtered) : []),
      ...fallbackOf(client, 'getSearchSuggestions', suggestionsInit, suggestions),
      ...(correctedInit ? fallbackOf(client, 'getAllCustomerProducts', correctedInit, correctedList) : []),
    ],
    head,
    status: 200,
  };
}
