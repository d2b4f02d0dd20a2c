import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressTown } from '../../src/domain/addressTown';
import { DELIVERY_DAYS, deliveryEstimate, deliveryZone } from '../../src/domain/deliveryEstimate';
import { formatDeliveryDay } from '../../src/domain/formatDeliveryDay';
import { marketplaceDay } from '../../src/domain/marketplaceDay';
import { isLagos, normalizeState } from '../../src/domain/normalizeState';

const STATES = ['Lagos', 'lagos state', 'Oyo', 'FCT', 'Abuja', 'Rivers', 'Kano', '', undefined] as const;
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const isBusinessDay = (day: string) => weekday(day) !== 0 && weekday(day) !== 6;
/** Business days after `from` up to and including `to`, counted one by one. */
function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (
    let t = Date.parse(`${from}T00:00:00Z`) + 86_400_000;
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  )
    if (isBusinessDay(new Date(t).toISOString().slice(0, 10))) count += 1;
  return count;
}
// Instants from 2020 to 2035.
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

describe('deliveryZone', () => {
  it('is within Lagos for Lagos to Lagos, the same state for one other state, else another state', () => {
    expect(deliveryZone('Lagos', 'lagos state')).toBe('withinLagos');
    expect(deliveryZone('Oyo', 'OYO')).toBe('sameState');
    expect(deliveryZone('FCT', 'Abuja')).toBe('sameState');
    expect(deliveryZone('Lagos', 'Ogun')).toBe('otherState');
    expect(deliveryZone(undefined, 'Oyo')).toBe('otherState');
    expect(deliveryZone('', '')).toBe('otherState');
  });

  it('is symmetric, and within Lagos exactly when both ends are Lagos', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES), fc.constantFrom(...STATES), (a, b) => {
        expect(deliveryZone(a, b)).toBe(deliveryZone(b, a));
        expect(deliveryZone(a, b) === 'withinLagos').toBe(isLagos(a) && isLagos(b));
        if (normalizeState(a) !== normalizeState(b)) expect(deliveryZone(a, b)).toBe('otherState');
      }),
    );
  });
});

describe('deliveryEstimate', () => {
  it('counts business days from the next one, in Lagos days', () => {
    // Saturday 28 Nov 2026 in Lagos: Monday and Tuesday within Lagos.
    expect(deliveryEstimate('Lagos', 'Lagos', new Date('2026-11-28T10:00:00Z'))).toEqual({
      zone: 'withinLagos',
      deliveryDays: { min: 1, max: 2 },
      earliestDay: '2026-11-30',
      latestDay: '2026-12-01',
    });
    // Friday 23:30 UTC is already Saturday in Lagos.
    expect(deliveryEstimate('Lagos', 'Oyo', new Date('2026-11-27T23:30:00Z'))).toMatchObject({
      zone: 'otherState',
      earliestDay: '2026-12-02',
      latestDay: '2026-12-04',
    });
    // Thursday, 3–5 business days: Tuesday to Thursday of the next week.
    expect(deliveryEstimate('Kano', 'Kano', new Date('2026-11-26T12:00:00Z'))).toMatchObject({
      zone: 'sameState',
      earliestDay: '2026-11-30',
      latestDay: '2026-12-01',
    });
  });

  it("ends on business days after the order's day, exactly the zone's days away, whatever the instant", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...STATES), fc.constantFrom(...STATES), (at, from, to) => {
        const estimate = deliveryEstimate(from, to, at);
        const today = marketplaceDay(at);
        const days = DELIVERY_DAYS[estimate.zone];
        expect(estimate.deliveryDays).toEqual(days);
        expect(isBusinessDay(estimate.earliestDay) && isBusinessDay(estimate.latestDay)).toBe(true);
        expect(estimate.earliestDay > today).toBe(true);
        expect(estimate.earliestDay <= estimate.latestDay).toBe(true);
        expect(businessDaysBetween(today, estimate.earliestDay)).toBe(days.min);
        expect(businessDaysBetween(today, estimate.latestDay)).toBe(days.max);
        // At most a week and a weekend per five business days.
        const span = (Date.parse(estimate.latestDay) - Date.parse(today)) / 86_400_000;
        expect(span).toBeLessThanOrEqual(days.max + 2 * Math.ceil(days.max / 5) + 1);
      }),
    );
  });

  it('is the same all through one Lagos day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 86_399_999 }), (at, offset) => {
        const dayStart = Date.parse(`${marketplaceDay(at)}T00:00:00Z`) - 3_600_000;
        expect(deliveryEstimate('Lagos', 'Oyo', dayStart + offset)).toEqual(
          deliveryEstimate('Lagos', 'Oyo', at),
        );
      }),
    );
  });
});

describe('formatDeliveryDay', () => {
  it('shows the weekday, day and month of the calendar day', () => {
    expect(formatDeliveryDay('2026-12-02')).toBe('Wed 2 Dec');
    expect(formatDeliveryDay('2026-11-30')).toBe('Mon 30 Nov');
  });
});

describe('addressTown', () => {
  it("is the address's last part, when it has more than one", () => {
    expect(addressTown('3 Ring Road, Challenge, Ibadan')).toBe('Ibadan');
    expect(addressTown('8 Admiralty Way, Lekki Phase 1 , ')).toBe('Lekki Phase 1');
    expect(addressTown('12 Allen Avenue')).toBeUndefined();
    expect(addressTown(undefined)).toBeUndefined();
  });
});
