import type { DateRangePreset } from '@marketplace/sdk';

/** What each date-range preset is called in the lists' period filters. */
export const periodLabels: Readonly<Record<DateRangePreset, string>> = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};
