import type { ProductVariantEntry, VariantProperty } from '@marketplace/react-hooks';

/** The variant field a property fills: its options become the rows' `size` or `color`. */
export type VariantAxis = 'size' | 'color';

/** The axis of a property by its name (`Size`, `size`, `Colour`, `color`), or undefined for another name. */
export function variantAxis(type: string): VariantAxis | undefined {
  const name = type.trim().toLowerCase();
  if (name === 'size') return 'size';
  if (name === 'color' || name === 'colour') return 'color';
  return undefined;
}

/** A variant's SKU made of the product's SKU and its options: `ADA-TEE` + M + Red = `ADA-TEE-M-RED`. */
export function variantSku(baseSku: string, size?: string, color?: string): string {
  return [baseSku.trim() || 'SKU', size, color].filter(Boolean).join('-').toUpperCase().replace(/\s+/g, '-');
}

/**
 * The variant rows the properties make: one per size and colour pair (size S/M/L × colour red/blue gives
 * six rows). A row that existed for a pair keeps what the merchant typed (SKU, discount, stock); a new
 * pair starts with a SKU made from the product's, no discount and no stock. No options: no rows.
 *
 * @example
 * variantRows([{ type: 'size', options: ['S', 'M'] }, { type: 'color', options: ['Red'] }], [], 'TEE');
 * // [{ sku: 'TEE-S-RED', size: 'S', color: 'Red', discount: 0, quantity: 0 }, { sku: 'TEE-M-RED', ... }]
 */
export function variantRows(
  properties: readonly VariantProperty[],
  previous: readonly ProductVariantEntry[],
  baseSku: string,
): ProductVariantEntry[] {
  const optionsOf = (axis: VariantAxis) =>
    properties.filter((p) => variantAxis(p.type) === axis).flatMap((p) => p.options);
  const sizes = optionsOf('size');
  const colors = optionsOf('color');
  if (sizes.length === 0 && colors.length === 0) return [];
  const rows: ProductVariantEntry[] = [];
  for (const size of sizes.length ? sizes : [undefined]) {
    for (const color of colors.length ? colors : [undefined]) {
      const kept = previous.find((row) => row.size === size && row.color === color);
      rows.push(
        kept ?? {
          sku: variantSku(baseSku, size, color),
          ...(size === undefined ? {} : { size }),
          ...(color === undefined ? {} : { color }),
          discount: 0,
          quantity: 0,
        },
      );
    }
  }
  return rows;
}
