// The rules of the reports page: the period a report compares with, the change it shows, the report a
// `?report=` value opens, and the client-side pages of a report's table.

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeFrom, previousPeriod } from '../../src/roles/merchant/reports/previousPeriod';
import { REPORT_VIEWS, reportViewOf } from '../../src/roles/merchant/reports/reportViews';
import { usePagedRows } from '../../src/roles/merchant/reports/usePagedRows';

describe('previousPeriod', () => {
  it('is the same number of days just before the range', () => {
    expect(previousPeriod({ startDate: '2026-11-01', endDate: '2026-11-30' })).toEqual({
      startDate: '2026-10-02',
      endDate: '2026-10-31',
    });
    expect(previousPeriod({ startDate: '2026-10-26', endDate: '2026-11-24' })).toEqual({
      startDate: '2026-09-26',
      endDate: '2026-10-25',
    });
  });

  it('crosses months, leap days and years', () => {
    expect(previousPeriod({ startDate: '2024-03-01', endDate: '2024-03-01' })).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    });
    expect(previousPeriod({ startDate: '2026-01-01', endDate: '2026-01-07' })).toEqual({
      startDate: '2025-12-25',
      endDate: '2025-12-31',
    });
  });
});

describe('changeFrom', () => {
  it('is the change as a fraction of the previous figure', () => {
    expect(changeFrom(112, 100)).toBeCloseTo(0.12);
    expect(changeFrom(50, 100)).toBeCloseTo(-0.5);
    expect(changeFrom(100, 100)).toBe(0);
  });

  it('is left out when there is nothing to compare with', () => {
    expect(changeFrom(5, 0)).toBeUndefined();
    expect(changeFrom(undefined, 10)).toBeUndefined();
    expect(changeFrom(10, undefined)).toBeUndefined();
  });
});

describe('reportViewOf', () => {
  it('opens the named report, else the first', () => {
    for (const view of REPORT_VIEWS) expect(reportViewOf(view.id)).toBe(view.id);
    expect(reportViewOf(null)).toBe('sales-over-time');
    expect(reportViewOf('profits')).toBe('sales-over-time');
  });
});

describe('usePagedRows', () => {
  const days = Array.from({ length: 70 }, (_, i) => i + 1);

  it('shows a month of rows a page, the last page partly filled', async () => {
    const { result } = renderHook(() => usePagedRows(days));
    expect(result.current.rows).toHaveLength(31);
    expect(result.current.pageCount).toBe(3);
    expect(result.current.count).toBe(70);
    act(() => result.current.onPageChange(3));
    await waitFor(() => expect(result.current.rows).toEqual([63, 64, 65, 66, 67, 68, 69, 70]));
  });

  it('keeps the first row of the page in view when the page size changes', async () => {
    const { result } = renderHook(() => usePagedRows(days));
    act(() => result.current.onPageChange(3));
    act(() => result.current.onPageSizeChange(62));
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.rows[0]).toBe(63);
  });

  it('shows the last page when the rows shrink under the page', async () => {
    const { result, rerender } = renderHook(({ rows }) => usePagedRows(rows), {
      initialProps: { rows: days },
    });
    act(() => result.current.onPageChange(3));
    rerender({ rows: days.slice(0, 40) });
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.rows).toEqual(days.slice(31, 40));
  });
});
