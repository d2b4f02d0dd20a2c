'use client';
import { type DateRange, type DateRangePreset, dateRangeFor, isCouponDate } from '@marketplace/sdk';
import { useCallback, useState } from 'react';

/** Options of {@link useDateRange}. */
export interface UseDateRangeOptions {
  /** The clock (tests, or a server's time); default `new Date()`. */
  now?: () => Date;
}

/** What {@link useDateRange} returns. */
export interface UseDateRangeResult extends DateRange {
  /** The preset the range follows; undefined for a range of chosen days. */
  preset?: DateRangePreset;
  /** Follow a preset (`today`, `last7Days`, ...), in Lagos days. */
  setPreset(preset: DateRangePreset): void;
  /** Chosen days (`YYYY-MM-DD`); given in the wrong order they are swapped. */
  setRange(range: DateRange): void;
}

type Choice = { preset: DateRangePreset } | { range: DateRange };

/**
 * The `startDate` and `endDate` of a report, as YYYY-MM-DD days in the marketplace's time zone
 * (Africa/Lagos): a preset (`today`, `last7Days`, `last30Days`, `thisMonth`, `lastMonth`; default
 * `last30Days`) or chosen days. A preset is computed at each render, so a screen left open past midnight
 * in Lagos moves to the new day. Chosen days that are not real `YYYY-MM-DD` days throw a `RangeError`.
 *
 * @example
 * const range = useDateRange('last7Days');
 * const report = useGetSalesReport({ query: { startDate: range.startDate, endDate: range.endDate } });
 * range.setPreset('lastMonth');
 */
export function useDateRange(
  initial: DateRangePreset | DateRange = 'last30Days',
  options: UseDateRangeOptions = {},
): UseDateRangeResult {
  const [choice, setChoice] = useState<Choice>(() =>
    typeof initial === 'string' ? { preset: initial } : { range: orderedRange(initial) },
  );
  const setPreset = useCallback((preset: DateRangePreset) => {
    dateRangeFor(preset); // throws for an unknown preset, now rather than at the next render
    setChoice({ preset });
  }, []);
  const setRange = useCallback((range: DateRange) => setChoice({ range: orderedRange(range) }), []);
  if ('preset' in choice) {
    const now = options.now?.() ?? new Date();
    return { ...dateRangeFor(choice.preset, now), preset: choice.preset, setPreset, setRange };
  }
  return { ...choice.range, setPreset, setRange };
}

function orderedRange({ startDate, endDate }: DateRange): DateRange {
  for (const day of [startDate, endDate])
    if (!isCouponDate(day)) throw new RangeError(`useDateRange: ${day} is not a YYYY-MM-DD day`);
  return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
}
