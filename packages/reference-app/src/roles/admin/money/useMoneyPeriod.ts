import { DATE_RANGE_PRESETS, type DateRangePreset, dateRangeFor } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '../../../app/useSearchParam';

/** A period of the money screens: a preset, days chosen by hand, or every day (`any`). */
export type MoneyPeriodChoice = DateRangePreset | 'custom' | 'any';

/** What {@link useMoneyPeriod} answers. */
export interface MoneyPeriod {
  choice: MoneyPeriodChoice;
  /** The first and last day (YYYY-MM-DD, Lagos days), both included; empty for `any`. */
  startDate: string;
  endDate: string;
  /** The query parameters of the period: `{ startDate, endDate }`, or nothing for every day. */
  query: { startDate?: string; endDate?: string };
  /** The period in words, for captions: "2026-10-03 to 2026-11-01", or "any day". */
  words: string;
  /** Picks a preset, "custom" (keeps the days shown) or "any". */
  setChoice(choice: MoneyPeriodChoice): void;
  /** Chosen days; given in the wrong order they are swapped. An empty or malformed day is ignored. */
  setDays(startDate: string, endDate: string): void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isChoice(value: string | null, allowAny: boolean): value is MoneyPeriodChoice {
  return (
    value === 'custom' ||
    (allowAny && value === 'any') ||
    DATE_RANGE_PRESETS.includes(value as DateRangePreset)
  );
}

/**
 * The period of a money screen, kept in the page's URL (`?period=last7Days`, or
 * `?period=custom&from=2026-10-01&to=2026-10-31`) so a reload or a shared link shows the same figures.
 * Presets are the SDK's (`dateRangeFor`, Lagos days); `allowAny` offers "any day" (a work queue such as the
 * merchant payments is read without a range). Changing it replaces the history entry and goes back to the
 * list's first page.
 *
 * @example
 * const period = useMoneyPeriod('last30Days');
 * useGetSettlementReport({ query: { ...period.query, limit: 12, offset: 0 } });
 */
export function useMoneyPeriod(fallback: MoneyPeriodChoice, { allowAny = false } = {}): MoneyPeriod {
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const raw = params.get('period');
  const choice: MoneyPeriodChoice = isChoice(raw, allowAny) ? raw : fallback;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  let range = { startDate: '', endDate: '' };
  if (choice === 'custom') {
    const today = dateRangeFor('today');
    range = {
      startDate: DAY.test(from) ? from : today.startDate,
      endDate: DAY.test(to) ? to : today.endDate,
    };
  } else if (choice !== 'any') {
    range = dateRangeFor(choice);
  }

  // Another period is another list: it starts on its first page.
  const write = (values: Record<string, string | undefined>) => writeParams({ ...values, page: undefined });

  return {
    choice,
    ...range,
    query: choice === 'any' ? {} : { startDate: range.startDate, endDate: range.endDate },
    words: choice === 'any' ? 'any day' : `${range.startDate} to ${range.endDate}`,
    setChoice: (next) =>
      write({
        period: next,
        // The days shown so far become the chosen ones, to be changed from there.
        ...(next === 'custom'
          ? {
              from: range.startDate || dateRangeFor('today').startDate,
              to: range.endDate || dateRangeFor('today').endDate,
            }
          : { from: undefined, to: undefined }),
      }),
    setDays: (start, end) => {
      if (!DAY.test(start) || !DAY.test(end)) return;
      const [first, last] = start <= end ? [start, end] : [end, start];
      write({ period: 'custom', from: first, to: last });
    },
  };
}
