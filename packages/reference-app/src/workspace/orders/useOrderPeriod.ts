import type { TableResult } from '@marketplace/react-hooks';
import { DATE_RANGE_PRESETS, type DateRangePreset, dateRangeFor } from '@marketplace/sdk';
import { useState } from 'react';

/** The period chosen in an orders list: '' is every day, 'custom' is days picked by hand. */
export type OrderPeriodChoice = '' | DateRangePreset | 'custom';

/** What {@link useOrderPeriod} returns. */
export interface OrderPeriod {
  choice: OrderPeriodChoice;
  /** The days of the period (both set, or both '' when every day counts). */
  startDate: string;
  endDate: string;
  /** Picks a period (a preset sets its days; chosen days start from the last 30 days). */
  choose(choice: OrderPeriodChoice): void;
  /** Sets chosen days. */
  setRange(range: { startDate: string; endDate: string }): void;
}

/**
 * The "Placed" period of an orders list, kept in the table's `startDate` and `endDate` filters: the list
 * takes them, so the server counts and pages the orders of the period, and they live in the URL (a link
 * to `?f.startDate=2026-11-01&f.endDate=2026-11-01` opens that day's orders, shown as "Today" on that day).
 * The choice shown follows the days: a preset when they are its days, else chosen days.
 *
 * @example
 * const period = useOrderPeriod(table);
 * period.choose('last7Days'); // the table asks for the last 7 days, page 1
 */
export function useOrderPeriod(
  table: Pick<TableResult<unknown>, 'filters' | 'setFilter'>,
  now: () => Date = () => new Date(),
): OrderPeriod {
  const startDate = table.filters.startDate ?? '';
  const endDate = table.filters.endDate ?? '';
  // "Chosen days" stays chosen while the person edits them, even on days a preset also covers.
  const [custom, setCustom] = useState(false);
  const preset = DATE_RANGE_PRESETS.find((p) => {
    const range = dateRangeFor(p, now());
    return range.startDate === startDate && range.endDate === endDate;
  });
  const choice: OrderPeriodChoice = !startDate && !endDate ? '' : custom || !preset ? 'custom' : preset;
  const setRange = (range: { startDate: string; endDate: string }) => {
    table.setFilter('startDate', range.startDate || undefined);
    table.setFilter('endDate', range.endDate || undefined);
  };
  return {
    choice,
    startDate,
    endDate,
    choose(next) {
      setCustom(next === 'custom');
      if (next === '') setRange({ startDate: '', endDate: '' });
      else if (next === 'custom') {
        if (!startDate || !endDate) setRange(dateRangeFor('last30Days', now()));
      } else setRange(dateRangeFor(next, now()));
    },
    setRange,
  };
}
