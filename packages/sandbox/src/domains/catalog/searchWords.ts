import type { ProductRow } from '../../db/core';

/** The words of a text, lower-cased: runs of letters and digits ("Oraimo 20W Fast-Charger" -> oraimo, 20w, fast, charger). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words the storefront's search looks in: the product's name, description, categories (any level) and store. */
export function productWords(product: ProductRow): string[] {
  return wordsOf(
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
}
