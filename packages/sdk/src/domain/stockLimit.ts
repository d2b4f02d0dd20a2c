import { type CartLineVariant, cartLineKey } from './cartLineKey';
import { type SoldOutFields, sellsWhenSoldOut } from './sellsWhenSoldOut';

/** What {@link stockLimit} reads of a product: its stock, its variants' stock and what it does when sold out. */
export interface StockFields extends SoldOutFields {
  /** Units in stock of the product. */
  quantity?: number | null;
  /** A digital product is never short of stock (merchant and admin views carry the flag). */
  IsDigitalProduct?: boolean | null;
  productVariant?: {
    variant?: readonly (CartLineVariant & { quantity?: number | null })[] | null;
  } | null;
}

// A variant's part of a line key ('' when it names no sku, size nor colour): variants are the product's own.
const identity = (variant: CartLineVariant) => cartLineKey({ id: '', productVariant: variant });

/**
 * Units of a product a customer may buy, or of its variant `variant` (a chosen variant, or a cart line's
 * `productVariant`: found among the product's variants by its sku, else its size and colour, as
 * {@link cartLineKey} tells lines apart; the product's own count when none matches). `undefined` when the
 * stock does not limit the purchase: the store sells on when sold out ({@link sellsWhenSoldOut}), the
 * product is digital, or the count is not known (missing, or not a whole number). A negative count is 0.
 * A cart never holds more of a line than this; a server refuses more.
 *
 * @example
 * stockLimit({ quantity: 4, whenSoldOut: 'Stop selling' }); // 4
 * stockLimit({ quantity: 4, whenSoldOut: 'Continue selling' }); // undefined
 * stockLimit({ quantity: 9, productVariant: { variant: [{ sku: 'S-BLUE', quantity: 1 }] } }, { sku: 'S-BLUE' }); // 1
 */
export function stockLimit(product: StockFields, variant?: CartLineVariant | null): number | undefined {
  if (product.IsDigitalProduct || sellsWhenSoldOut(product)) return undefined;
  const wanted = variant && identity(variant);
  const units = ((wanted && product.productVariant?.variant?.find((v) => identity(v) === wanted)) || product)
    .quantity;
  return typeof units === 'number' && Number.isSafeInteger(units) ? Math.max(0, units) : undefined;
}
