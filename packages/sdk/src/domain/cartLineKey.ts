import type { CartEntry, CartEntryVariant } from './cartEntry';

/** What identifies a cart line: the product and, when it has variants, which one. */
export type CartLineIdentity = Pick<CartEntry, 'id'> & {
  productVariant?: Partial<CartEntry['productVariant']> | null;
};

/**
 * The identity of a cart line: the product id plus the variant's sku, or its size and color when it has
 * no sku, so the same product in two sizes is two lines. The parts are URI-encoded, so two different
 * lines never share a key whatever characters their sku holds; an empty sku, size or color counts as
 * absent, and ids compare by their string form (`12` and `'12'` are one product).
 *
 * @example
 * cartLineKey({ id: 12, productVariant: { sku: 'TEE-RED-M', quantity: 1 } }); // '12#sku=TEE-RED-M'
 * cartLineKey({ id: 12, productVariant: { size: 'M', color: 'Red', quantity: 1 } }); // '12#size=M&color=Red'
 * cartLineKey({ id: 12, productVariant: { quantity: 1 } }); // '12'
 */
export function cartLineKey(item: CartLineIdentity): string {
  const id = encodeURIComponent(String(item.id));
  const { sku, size, color } = item.productVariant ?? {};
  if (sku) return `${id}#sku=${encodeURIComponent(sku)}`;
  const parts: string[] = [];
  if (size) parts.push(`size=${encodeURIComponent(size)}`);
  if (color) parts.push(`color=${encodeURIComponent(color)}`);
  return parts.length > 0 ? `${id}#${parts.join('&')}` : id;
}

/** The parts of a variant that tell two cart lines of one product apart. */
export type CartLineVariant = Pick<CartEntryVariant, 'sku' | 'size' | 'color'>;

/**
 * The variant part of the cart line a product goes into (spec section 4): the chosen variant's sku, size
 * and colour (those it has), or, for a product bought without a variant, the product's own sku, so that
 * adding it with or without that sku is one line. Pass it, with the product's id and a quantity, to
 * {@link cartLineKey} or to the cart reducers.
 *
 * @example
 * cartLineVariant({ sku: 'TEE' }, { sku: 'TEE-RED-M', size: 'M', color: 'Red' }); // { sku: 'TEE-RED-M', size: 'M', color: 'Red' }
 * cartLineVariant({ sku: 'TEE' }); // { sku: 'TEE' }
 * cartLineVariant({}, { size: 'M' }); // { size: 'M' }
 */
export function cartLineVariant(
  product: { sku?: string | null },
  variant?: CartLineVariant | null,
): { sku?: string; size?: string; color?: string } {
  const { sku, size, color } = variant ?? { sku: product.sku };
  return { ...(sku ? { sku } : {}), ...(size ? { size } : {}), ...(color ? { color } : {}) };
}
