import type { ClientAppliedGiftCard, ClientShippingFee } from '../state/ClientState';
import type { ServerCart } from './cartTypes';

/**
 * What the server's cart says about the checkout beside its lines: the codes and gift cards applied, the
 * discount, the shipping fees and the chosen address. The cart engine holds it (from the server's latest
 * answer); it is never persisted: the server owns it and tells it again on the next load.
 */
export interface CartCheckout {
  appliedDiscountCodes: string[];
  appliedGiftCards: ClientAppliedGiftCard[];
  /** The id of the address chosen for this checkout, or null. */
  selectedShippingAddressId: number | null;
  /** Naira taken off by applied coupons. */
  discount: number;
  shippingFees: ClientShippingFee[];
  shippingFeeTotal: number;
}

/**
 * The checkout fields of the server's cart; without a cart (a guest, a new session) nothing applied.
 *
 * @example
 * state.update({ serverCart: cart, checkout: cartCheckout(cart) });
 * cartCheckout(undefined).discount; // 0
 */
export function cartCheckout(cart: ServerCart | undefined): CartCheckout {
  return {
    appliedDiscountCodes: [...(cart?.appliedDiscountCodes ?? [])],
    appliedGiftCards: [...(cart?.appliedGiftCards ?? [])],
    selectedShippingAddressId: cart?.selectedShippingAddress?.id ?? null,
    discount: cart?.discount ?? 0,
    shippingFees: [...(cart?.shippingFees ?? [])],
    shippingFeeTotal: cart?.shippingFeeTotal ?? 0,
  };
}
