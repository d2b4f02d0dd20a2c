// The money screens' period in the URL: presets, chosen days (swapped when given backwards, a malformed
// day ignored), any day where offered, and a new period going back to the list's first page.

import { dateRangeFor } from '@marketplace/sdk';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type MoneyPeriod, useMoneyPeriod } from '../../src/roles/admin/money/useMoneyPeriod';

/** What the probe saw on its last render. */
const seen: { period?: MoneyPeriod; params?: URLSearchParams } = {};

function Probe({
  fallback,
  allowAny,
}: {
  fallback: Parameters<typeof useMoneyPeriod>[0];
  allowAny: boolean;
}) {
  seen.params = useSearchParams()[0];
  seen.period = useMoneyPeriod(fallback, { allowAny });
  return null;
}

/** Renders the hook at `url`; `current()` is its latest answer, `params()` the URL's parameters. */
function renderPeriod(url: string, fallback: Parameters<typeof useMoneyPeriod>[0], allowAny = false) {
  const element = <Probe fallback={fallback} allowAny={allowAny} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [url] })} />);
  return {
    result: {
      get current(): MoneyPeriod {
        return seen.period as MoneyPeriod;
      },
    },
    params: () => seen.params as URLSearchParams,
  };
}

afterEach(cleanup);

describe('useMoneyPeriod', () => {
  it('starts from the fallback preset and sends its days', () => {
    const { result } = renderPeriod('/admin/money/reports', 'last30Days');
    const days = dateRangeFor('last30Days');
    expect(result.current.choice).toBe('last30Days');
    expect(result.current.query).toEqual(days);
    expect(result.current.words).toBe(`${days.startDate} to ${days.endDate}`);
  });

  it('reads chosen days from the URL and swaps them when given backwards', () => {
    const { result, params } = renderPeriod(
      '/r?period=custom&from=2026-05-01&to=2026-06-30&page=3',
      'last30Days',
    );
    expect(result.current.query).toEqual({ startDate: '2026-05-01', endDate: '2026-06-30' });
    act(() => result.current.setDays('2026-09-30', '2026-09-01'));
    expect((result.current as MoneyPeriod).query).toEqual({ startDate: '2026-09-01', endDate: '2026-09-30' });
    // Another period is another list: its first page.
    expect(params().get('page')).toBeNull();
    act(() => result.current.setDays('2026-13-45', '2026-09-01'));
    expect(result.current.startDate).toBe('2026-09-01');
  });

  it('offers any day only where allowed, and then sends no dates', () => {
    expect(renderPeriod('/r?period=any', 'last7Days').result.current.choice).toBe('last7Days');
    const { result } = renderPeriod('/r?period=any', 'last7Days', true);
    expect(result.current.query).toEqual({});
    expect(result.current.words).toBe('any day');
    act(() => result.current.setChoice('thisMonth'));
    expect(result.current.query).toEqual(dateRangeFor('thisMonth'));
  });
});
