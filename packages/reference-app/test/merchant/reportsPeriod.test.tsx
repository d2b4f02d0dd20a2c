// The pure rules of the reports page: the period a report compares with, the change it shows, and the
// report a `?report=` value opens.

import { describe, expect, it } from 'vitest';
import { changeFrom, previousPeriod } from '../../src/roles/merchant/reports/previousPeriod';
import { REPORT_VIEWS, reportViewOf } from '../../src/roles/merchant/reports/reportViews';

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
