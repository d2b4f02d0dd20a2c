import type { Entities } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { invalid, ok } from '../../http/replies';
import { correctSearch } from './correctSearch';
import { isStoreApproved, visibleProducts } from './isVisible';
import { matchesProduct } from './matchesProduct';
import { productWords, wordsOf } from './searchWords';

type Suggestions = Entities['SearchSuggestions'];

/** How often each word appears in the products customers see (the words the search looks in). */
function vocabularyOf(products: readonly ProductRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const word of new Set(productWords(product))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Every word of the term begins a word of the name. */
const nameMatches = (term: string, name: string) => {
  const words = wordsOf(name);
  return wordsOf(term).every((t) => words.some((word) => word.startsWith(t)));
};

/** Categories of every level whose name matches: categories first, then sub-categories, then child categories. */
function categoriesMatching(db: Database, term: string): Suggestions['categories'] {
  const categories = db
    .table('categories')
    .all()
    .filter((c) => nameMatches(term, c.name))
    .map((c) => ({ name: c.name, categoryId: c.id }));
  const subs = db
    .table('subCategories')
    .all()
    .filter((s) => nameMatches(term, s.name))
    .map((s) => ({ name: s.name, categoryId: s.categoryId, subCategoryId: s.id }));
  const children = db
    .table('childCategories')
    .all()
    .filter((c) => nameMatches(term, c.name))
    .map((c) => ({
      name: c.name,
      categoryId: c.categoryId,
      subCategoryId: c.subCategoryId,
      childCategoryId: c.id,
    }));
  return [...categories, ...subs, ...children].slice(0, 3);
}

/** The search box's suggestions (see docs/rules/catalog.md, "Search suggestions"). */
export const searchSuggestionHandlers = defineHandlers({
  getSearchSuggestions: ({ db, query }) => {
    const search = typeof query.search === 'string' ? query.search.trim() : '';
    if (search.length > 200)
      return invalid([{ field: 'search', message: 'Search must be at most 200 characters' }]);
    const empty: Suggestions = { search, products: [], categories: [], stores: [] };
    if (wordsOf(search).length === 0) return ok(empty, 'Suggestions fetched');
    const visible = visibleProducts(db);
    let found = visible.filter((p) => matchesProduct(search, p));
    let didYouMean: string | undefined;
    if (found.length === 0) {
      const corrected = correctSearch(search, vocabularyOf(visible));
      const again = corrected ? visible.filter((p) => matchesProduct(corrected, p)) : [];
      if (corrected && again.length > 0) {
        didYouMean = corrected;
        found = again;
      }
    }
    const term = didYouMean ?? search;
    const data: Suggestions = {
      search: term,
      ...(didYouMean ? { didYouMean } : {}),
      products: found.slice(0, 5).map((p) => ({
        id: p.id,
        name: p.name,
        price: p.pricing[0]?.sellingPrice ?? 0,
        ...(p.hostedImages?.[0] ? { image: p.hostedImages[0] } : {}),
      })),
      categories: categoriesMatching(db, term),
      stores: db
        .table('stores')
        .where((store) => isStoreApproved(store) && nameMatches(term, store.storeName))
        .slice(0, 3)
        .map((store) => ({ id: store.id, name: store.storeName })),
    };
    return ok(data, 'Suggestions fetched');
  },
});
