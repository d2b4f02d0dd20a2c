import { marketplaceDay } from './marketplaceDay';
import { isLagos, normalizeState } from './normalizeState';

/**
 * How many business days a delivery takes, by zone: 1–2 within Lagos, 2–3 within one state, 3–5 to
 * another state (or from a store whose state is unknown).
 */
export const DELIVERY_DAYS = {
  withinLagos: { min: 1, max: 2 },
  sameState: { min: 2, max: 3 },
  otherState: { min: 3, max: 5 },
} as const;

/** The zone of a delivery: both ends in Lagos, in one other state, or across states. */
export type DeliveryZone = keyof typeof DELIVERY_DAYS;

/** What {@link deliveryEstimate} answers. */
export interface DeliveryEstimateDays {
  zone: DeliveryZone;
  /** Business days the delivery takes, counted from the business day after the order. */
  deliveryDays: { min: number; max: number };
  /** First and last day of the window (`YYYY-MM-DD`, Lagos days, always Monday to Friday). */
  earliestDay: string;
  latestDay: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `count`-th business day (Monday to Friday) after a `YYYY-MM-DD` day. */
function businessDayAfter(day: string, count: number): string {
  let time = Date.parse(`${day}T00:00:00Z`);
  for (let left = count; left > 0; ) {
    time += DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The zone of a delivery from a store's state to a shopper's, states compared loosely
 * ({@link normalizeState}); an unknown store state counts as another state.
 *
 * @example
 * deliveryZone('Lagos', 'lagos state'); // 'withinLagos'
 * deliveryZone('Oyo', 'Oyo'); // 'sameState'
 * deliveryZone(undefined, 'Oyo'); // 'otherState'
 */
export function deliveryZone(from: string | null | undefined, to: string | null | undefined): DeliveryZone {
  if (isLagos(from) && isLagos(to)) return 'withinLagos';
  if (normalizeState(from) !== '' && normalizeState(from) === normalizeState(to)) return 'sameState';
  return 'otherState';
}

/**
 * When a parcel ordered at `at` arrives: the zone's business days ({@link DELIVERY_DAYS}) counted from
 * the next business day in Lagos time (a Saturday order within Lagos arrives Monday to Tuesday). The
 * sandbox's cart and product estimates and the product page use this one rule.
 *
 * @example
 * deliveryEstimate('Lagos', 'Lagos', new Date('2026-11-28T10:00:00Z'));
 * // { zone: 'withinLagos', deliveryDays: { min: 1, max: 2 }, earliestDay: '2026-11-30', latestDay: '2026-12-01' }
 */
export function deliveryEstimate(
  from: string | null | undefined,
  to: string | null | undefined,
  at: Date | number = Date.now(),
): DeliveryEstimateDays {
  const zone = deliveryZone(from, to);
  const { min, max } = DELIVERY_DAYS[zone];
  const today = marketplaceDay(at);
  return {
    zone,
    deliveryDays: { min, max },
    earliestDay: businessDayAfter(today, min),
    latestDay: businessDayAfter(today, max),
  };
}
