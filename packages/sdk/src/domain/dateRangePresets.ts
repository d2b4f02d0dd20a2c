/** A named range of days for reports and date filters (see `dateRangeFor`). */
export type DateRangePreset = 'today' | 'last7Days' | 'last30Days' | 'thisMonth' | 'lastMonth';

/**
 * Every date-range preset, in the order a picker lists them.
 *
 * @example
 * DATE_RANGE_PRESETS.map((p) => dateRangeFor(p)); // one { startDate, endDate } per preset
 */
export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  'today',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
];
