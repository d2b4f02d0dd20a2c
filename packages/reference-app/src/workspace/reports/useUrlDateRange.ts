import { useDateRange } from '@marketplace/react-hooks';
import { DATE_RANGE_PRESETS, type DateRange, type DateRangePreset, isCouponDate } from '@marketplace/sdk';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '../../app/useSearchParam';

/** The URL parameters of the period: `period=<preset>`, or `from` and `to` for chosen days. */
export const PERIOD_PARAM = 'period';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';
/** The period a page opens on when its URL names none. */
export const DEFAULT_PERIOD: DateRangePreset = 'last30Days';

/** What {@link useUrlDateRange} returns: the days, the preset they follow, and the two ways to change them. */
export interface UrlDateRange extends DateRange {
  /** The preset in force; undefined for chosen days. */
  preset?: DateRangePreset;
  setPreset(preset: DateRangePreset): void;
  /** Chosen days (YYYY-MM-DD); given in the wrong order they are swapped. */
  setRange(range: DateRange): void;
}

function isPreset(value: string | null): value is DateRangePreset {
  return (DATE_RANGE_PRESETS as readonly string[]).includes(value ?? '');
}

function initialChoice(params: URLSearchParams): DateRangePreset | DateRange {
  const preset = params.get(PERIOD_PARAM);
  if (isPreset(preset)) return preset;
  const from = params.get(FROM_PARAM) ?? '';
  const to = params.get(TO_PARAM) ?? '';
  // A link with days that do not exist opens on the default period rather than failing.
  return isCouponDate(from) && isCouponDate(to) ? { startDate: from, endDate: to } : DEFAULT_PERIOD;
}

/**
 * The period of a report page (`useDateRange`, Lagos days), read from the URL when the page opens and
 * written back to it on each change (in place: the back button leaves the page, not the period), so a
 * reload or a shared link shows the same days. The default period (last 30 days) leaves the URL clean.
 *
 * @example
 * const range = useUrlDateRange();
 * useGetSalesReport({ query: { startDate: range.startDate, endDate: range.endDate } });
 * range.setPreset('last7Days'); // ?period=last7Days
 */
export function useUrlDateRange(): UrlDateRange {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const fromUrl = initialChoice(params);
  const range = useDateRange(fromUrl);
  // The URL can change under the page (the navigation's link to this page, back and forward): the range
  // follows it, so what the page shows always matches its address.
  const urlKey = typeof fromUrl === 'string' ? fromUrl : `${fromUrl.startDate}~${fromUrl.endDate}`;
  const { setPreset, setRange } = range;
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for fromUrl (a new object each render)
  useEffect(() => {
    if (typeof fromUrl === 'string') setPreset(fromUrl);
    else setRange(fromUrl);
  }, [urlKey, setPreset, setRange]);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    preset: range.preset,
    setPreset(preset) {
      range.setPreset(preset);
      write({
        [PERIOD_PARAM]: preset === DEFAULT_PERIOD ? undefined : preset,
        [FROM_PARAM]: undefined,
        [TO_PARAM]: undefined,
      });
    },
    setRange({ startDate, endDate }) {
      if (!isCouponDate(startDate) || !isCouponDate(endDate)) return;
      const [from, to] = startDate <= endDate ? [startDate, endDate] : [endDate, startDate];
      range.setRange({ startDate: from, endDate: to });
      write({ [PERIOD_PARAM]: undefined, [FROM_PARAM]: from, [TO_PARAM]: to });
    },
  };
}
