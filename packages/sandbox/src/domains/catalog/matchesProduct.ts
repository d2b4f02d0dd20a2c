import type { ProductRow } from '../../db/core';

/** The words of a text, lower-cased: runs of letters and digits ("Oraimo 20W Fast-Charger" -> oraimo, 20w, fast, charger). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The storefront's search: every word of the term begins a word somewhere in the product's name,
 * description, category (any level) or store, in any order ('charger oraimo' finds "Oraimo 20W Fast
 * Charger"; 'phone' finds the Phones & Tablets products; 'rice' does not find "price"). Case-insensitive;
 * an empty or missing term matches everything.
 */
export function matchesProduct(search: unknown, product: ProductRow): boolean {
  const terms = typeof search === 'string' ? wordsOf(search) : [];
  if (terms.length === 0) return true;
  const words = wordsOf(
    [
      product.name,
      ...(product.description ?? []),
      product.category,
      product.subCategory,
      product.childCategory,
      product.storeName,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}
