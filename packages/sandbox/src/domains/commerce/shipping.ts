// The sandbox's shipping fee rule (the spec and the contract leave it open; written down in docs/rules/commerce.md).
import { DELIVERY_DAYS, deliveryZone, fromKobo, toKobo } from '@marketplace/sdk';

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
  /** Business days the delivery is expected to take (the SDK's DELIVERY_DAYS of the zone). */
  deliveryDays: { min: number; max: number };
}

/**
 * The shipping fee of one merchant's part of a cart: base fee of the zone + per-kg rate × started kg
 * (2.4 kg counts 3), free when the part's subtotal reaches ₦100,000.
 *
 * @example
 * shippingFee('Lagos', 'Lagos', 2.4, 37000);
 * // { shippingFee: 2100, withinLagos: true, sameState: true, deliveryDays: { min: 1, max: 2 } }
 */
export function shippingFee(
  merchantState: string | undefined,
  customerState: string | undefined,
  weightKg: number,
  subtotal: number,
): ShippingQuote {
  // The zone and its delivery days are the SDK's rule (deliveryZone), shared with the product page's estimate.
  const zone = deliveryZone(merchantState, customerState);
  const withinLagos = zone === 'withinLagos';
  const sameState = zone !== 'otherState';
  const deliveryDays = { ...DELIVERY_DAYS[zone] };
  if (subtotal >= SHIPPING_RATES.freeFrom) return { shippingFee: 0, withinLagos, sameState, deliveryDays };
  const rate = sameState ? SHIPPING_RATES.sameState : SHIPPING_RATES.otherState;
  const startedKg = Math.ceil(Math.max(0, Math.round(weightKg * 1000)) / 1000);
  return {
    shippingFee: fromKobo(toKobo(rate.base) + startedKg * toKobo(rate.perKg)),
    withinLagos,
    sameState,
    deliveryDays,
  };
}
