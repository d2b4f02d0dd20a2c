import { fromKobo, toKobo } from '@marketplace/sdk';
// The sandbox's shipping fee rule (the spec and the contract leave it open; written down in docs/rules/commerce.md).
import { isLagos, normalizeState } from './normalizeState';

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
  /** Working days the delivery is expected to take: 1–2 within Lagos, 2–3 in one state, 3–5 across states. */
  deliveryDays: { min: number; max: number };
}

/** The delivery estimate of a zone, in working days. */
export const DELIVERY_DAYS = {
  withinLagos: { min: 1, max: 2 },
  sameState: { min: 2, max: 3 },
  otherState: { min: 3, max: 5 },
} as const;

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
  const sameState = !!merchantState && normalizeState(merchantState) === normalizeState(customerState);
  const withinLagos = isLagos(merchantState) && isLagos(customerState);
  const days = withinLagos
    ? DELIVERY_DAYS.withinLagos
    : sameState
      ? DELIVERY_DAYS.sameState
      : DELIVERY_DAYS.otherState;
  const deliveryDays = { ...days };
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
