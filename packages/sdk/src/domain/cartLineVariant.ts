import type { CartEntryVariant } from './cartEntry';

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
  if (variant) {
    return {
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...(variant.size ? { size: variant.size } : {}),
      ...(variant.color ? { color: variant.color } : {}),
    };
  }
  return product.sku ? { sku: product.sku } : {};
}
