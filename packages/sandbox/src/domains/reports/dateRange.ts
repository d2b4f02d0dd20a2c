import { invalid, type Reply } from '../../http/replies';
import { lagosDay } from '../../lagosDay';

/** A date range, both ends inclusive, as YYYY-MM-DD; an absent end is open. */
export interface DateRange {
  start?: string;
  end?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`));

/** The last day of the month of `day` (YYYY-MM-DD). */
function lastDayOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The range of `startDate` and `endDate` (YYYY-MM-DD, inclusive, Lagos days). `bounded`: without either
 * date the range is the current month of `now`; with only `startDate` it ends today; with only `endDate`
 * it starts on the first of that month. Otherwise an absent end stays open. Refuses malformed dates and
 * a start after the end (422).
 */
export function dateRange(
  query: { startDate?: unknown; endDate?: unknown },
  now: Date,
  bounded: boolean,
): DateRange | Reply<never> {
  const errors: { field: string; message: string }[] = [];
  const read = (field: 'startDate' | 'endDate', label: string) => {
    const value = query[field];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !isDate(value)) {
      errors.push({ field, message: `${label} must be a date (YYYY-MM-DD)` });
      return undefined;
    }
    return value;
  };
  let start = read('startDate', 'Start date');
  let end = read('endDate', 'End date');
  if (errors.length) return invalid(errors);
  if (start && end && start > end) {
    return invalid([{ field: 'endDate', message: 'End date must not be before the start date' }]);
  }
  if (bounded) {
    const today = lagosDay(now);
    if (!start && !end) {
      start = `${today.slice(0, 7)}-01`;
      end = lastDayOfMonth(today);
    } else if (!end) end = start && start > today ? lastDayOfMonth(start) : today;
    else if (!start) start = `${end.slice(0, 7)}-01`;
  }
  return { start, end };
}

/** Whether an ISO timestamp falls on a day of the range. */
export function inRange(iso: string | undefined, range: DateRange): boolean {
  if (!iso) return false;
  const day = lagosDay(iso);
  return (!range.start || day >= range.start) && (!range.end || day <= range.end);
}

/** The months (YYYY-MM) of a bounded range, in order. */
export function monthsOf(range: DateRange): string[] {
  if (!range.start || !range.end) return [];
  const months: string[] = [];
  let [y, m] = range.start.slice(0, 7).split('-').map(Number) as [number, number];
  const last = range.end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last || months.length > 1200) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-01` -> `Jan 2026`. */
export const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
