// One formatter for every estimate (built once: Intl formatters are costly to make).
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * A `YYYY-MM-DD` day (a delivery estimate's) as the shopper reads it: weekday, day and month. The day is
 * a calendar day already, so it is shown as is, whatever the browser's time zone.
 *
 * @example
 * formatDeliveryDay('2026-12-02'); // 'Wed 2 Dec'
 */
export function formatDeliveryDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
