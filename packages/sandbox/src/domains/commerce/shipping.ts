// The sandbox's shipping fee rule (the spec and the contract leave it open; written down in docs/rules/commerce.md).
import { isLagos, kobo, naira, normalizeState } from './util';

/** Rates in naira: a base fee by zone plus a fee per started kilogram; free above a merchant subtotal. */
export const SHIPPING_RATES = {
  /** Merchant's store and delivery address in the same state. */
  sameState: { base: 1500, perKg: 200 },
  /** Delivery to another state (or the merchant's state is unknown). */
  otherState: { base: 3500, perKg: 350 },
  /** A merchant's part of the cart at or above this subtotal ships free. */
  freeFrom: 100_000,
} as const;

export interface ShippingQuote {
  shippingFee: number;
  withinLagos: boolean;
  sameState: boolean;
}

/**
 * The shipping fee of one merchant's part of a cart: base fee of the zone + per-kg rate × started kg
 * (2.4 kg counts 3), free when the part's subtotal reaches ₦100,000.
 *
 * @example
 * shippingFee('Lagos', 'Lagos', 2.4, 37000); // { shippingFee: 2100, withinLagos: true, sameState: true }
 */
export function shippingFee(
  merchantState: string | undefined,
  customerState: string | undefined,
  weightKg: number,
  subtotal: number,
): ShippingQuote {
  const sameState = !!merchantState && normalizeState(merchantState) === normalizeState(customerState);
  const withinLagos = isLagos(merchantState) && isLagos(customerState);
  if (subtotal >= SHIPPING_RATES.freeFrom) return { shippingFee: 0, withinLagos, sameState };
  const rate = sameState ? SHIPPING_RATES.sameState : SHIPPING_RATES.otherState;
  const startedKg = Math.ceil(Math.max(0, Math.round(weightKg * 1000)) / 1000);
  return { shippingFee: naira(kobo(rate.base) + startedKg * kobo(rate.perKg)), withinLagos, sameState };
}
