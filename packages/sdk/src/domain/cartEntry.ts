/**
 * The fields of a cart item (spec section 3, `cartItemsList`) that the cart rules read. Structural: the
 * contract's `CartItem`, or any object with these fields, fits.
 */
export interface CartEntry {
  /** The product's id. */
  id: string | number;
  /** The chosen variant; its `quantity` is the number of units in the cart. */
  productVariant: CartEntryVariant;
  /** The product's prices; the first entry's `sellingPrice` is the unit price, in naira. */
  pricing?: readonly CartEntryPricing[] | null;
  /** Weight of one unit, in kg. */
  weight?: number | null;
}

/** The chosen variant of a cart item: what tells two lines of one product apart, and how many units. */
export interface CartEntryVariant {
  sku?: string | null;
  size?: string | null;
  color?: string | null;
  quantity: number;
}

/** One price line of a cart item, in naira. */
export interface CartEntryPricing {
  sellingPrice: number;
}

/**
 * Checks that a quantity is a whole number of units of at least `min`, and returns it. Throws a
 * `RangeError` otherwise: a cart never holds half a unit, and NaN must not slip into a total.
 *
 * @example
 * assertQuantity(3, 'quantity', 1); // 3
 * assertQuantity(0.5, 'quantity', 0); // throws RangeError
 */
export function assertQuantity(value: number, what: string, min: 0 | 1): number {
  if (!Number.isSafeInteger(value) || value < min) {
    const kind = min === 1 ? 'a positive' : 'a non-negative';
    throw new RangeError(`${what} must be ${kind} whole number, got ${value}`);
  }
  return value;
}

/**
 * A copy of a cart item with another quantity; the item and its variant are not touched.
 *
 * @example
 * withQuantity({ id: 1, productVariant: { sku: 'A', quantity: 1 } }, 3);
 * // { id: 1, productVariant: { sku: 'A', quantity: 3 } }
 */
export function withQuantity<T extends Pick<CartEntry, 'productVariant'>>(item: T, quantity: number): T {
  return { ...item, productVariant: { ...item.productVariant, quantity } };
}

/** What the cart reducers read of an item: the product id and the chosen variant with its quantity. */
export type CartLineItem = Pick<CartEntry, 'id' | 'productVariant'>;
