import type { CartSlice, ServerCart } from './cartTypes';

/** What the cart slice keeps of the server's cart, beside its lines. */
export type ServerCartFields = Pick<
  CartSlice,
  | 'appliedDiscountCodes'
  | 'appliedGiftCards'
  | 'selectedShippingAddressId'
  | 'discount'
  | 'shippingFees'
  | 'shippingFeeTotal'
>;

/**
 * The fields of the server's cart the client slice keeps (discount, gift cards, fees, the chosen address).
 *
 * @example
 * store.setCart((slice) => ({ ...slice, ...serverCartFields(cart) }));
 */
export function serverCartFields(cart: ServerCart): ServerCartFields {
  return {
    appliedDiscountCodes: [...(cart.appliedDiscountCodes ?? [])],
    appliedGiftCards: [...(cart.appliedGiftCards ?? [])],
    selectedShippingAddressId: cart.selectedShippingAddress?.id ?? null,
    discount: cart.discount ?? 0,
    shippingFees: [...(cart.shippingFees ?? [])],
    shippingFeeTotal: cart.shippingFeeTotal ?? 0,
  };
}
