import type { ProductRow } from '../../db/core';
import { productWords, wordsOf } from './searchWords';

/**
 * The storefront's search: every word of the term begins a word somewhere in the product's name,
 * description, category (any level) or store, in any order ('charger oraimo' finds "Oraimo 20W Fast
 * Charger"; 'phone' finds the Phones & Tablets products; 'rice' does not find "price"). Case-insensitive;
 * an empty or missing term matches everything.
 */
export function matchesProduct(search: unknown, product: ProductRow): boolean {
  const terms = typeof search === 'string' ? wordsOf(search) : [];
  if (terms.length === 0) return true;
  const words = productWords(product);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}
