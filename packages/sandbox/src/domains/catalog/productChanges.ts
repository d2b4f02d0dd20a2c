import type { ProductRow } from '../../db/core';

// The fields a person changes on the product form, by the words the audit log uses for them.
const FIELDS: readonly [keyof ProductRow, string][] = [
  ['name', 'name'],
  ['pricing', 'price'],
  ['description', 'description'],
  ['hostedImages', 'photos'],
  ['sku', 'SKU'],
  ['categoryId', 'category'],
  ['subCategoryId', 'category'],
  ['childCategoryId', 'category'],
  ['brand', 'brand'],
  ['quantity', 'stock'],
  ['productVariant', 'variants'],
  ['weight', 'weight'],
  ['dimension', 'dimensions'],
  ['whenSoldOut', 'when sold out'],
  ['approvalStatus', 'approval (back to review)'],
];

/**
 * What an edit changed on a product, in words, each once ("price, photos"); empty when nothing did.
 *
 * @example
 * productChanges(before, after); // ['name', 'price']
 */
export function productChanges(before: ProductRow, after: ProductRow): string[] {
  const words = FIELDS.filter(([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map(
    ([, word]) => word,
  );
  return [...new Set(words)];
}

/**
 * A manual change of a product's stock in words ("Set the stock to 24 (was 30)", variants by name), or
 * undefined when no stock moved.
 *
 * @example
 * stockWords({ quantity: 30 }, { quantity: 24 }); // 'Set the stock to 24 (was 30)'
 */
export function stockWords(
  before: Pick<ProductRow, 'quantity' | 'productVariant'>,
  after: Pick<ProductRow, 'quantity' | 'productVariant'>,
): string | undefined {
  const parts: string[] = [];
  if ((before.quantity ?? 0) !== (after.quantity ?? 0))
    parts.push(`the stock to ${after.quantity ?? 0} (was ${before.quantity ?? 0})`);
  const old = before.productVariant?.variant ?? [];
  (after.productVariant?.variant ?? []).forEach((variant, i) => {
    const was = variant.sku ? old.find((v) => v.sku === variant.sku) : old[i];
    if ((was?.quantity ?? 0) === (variant.quantity ?? 0)) return;
    const name =
      [variant.size, variant.color].filter(Boolean).join(' / ') || variant.sku || `variant ${i + 1}`;
    parts.push(`${name} to ${variant.quantity ?? 0} (was ${was?.quantity ?? 0})`);
  });
  return parts.length > 0 ? `Set ${parts.join(', ')}` : undefined;
}
