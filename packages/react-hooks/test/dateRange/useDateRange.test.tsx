// useDateRange: a report's startDate and endDate in Lagos days, from a preset (followed past midnight) or
// from chosen days.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDateRange } from '../../src/dateRange/useDateRange';

afterEach(cleanup);

describe('useDateRange', () => {
  it('starts on the last 30 days, in Lagos days', () => {
    const now = () => new Date('2026-01-31T23:30:00Z'); // 00:30 on 1 February in Lagos
    const { result } = renderHook(() => useDateRange(undefined, { now }));
    expect(result.current).toMatchObject({
      preset: 'last30Days',
      startDate: '2026-01-03',
      endDate: '2026-02-01',
    });
  });

  it('follows a preset, and moves with the Lagos day while the screen stays open', () => {
    let clock = new Date('2026-11-30T22:59:00Z'); // 23:59 on 30 November in Lagos
    const { result, rerender } = renderHook(() => useDateRange('thisMonth', { now: () => clock }));
    expect(result.current).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30' });
    act(() => result.current.setPreset('today'));
    expect(result.current).toMatchObject({ preset: 'today', startDate: '2026-11-30', endDate: '2026-11-30' });
    clock = new Date('2026-11-30T23:01:00Z'); // past midnight in Lagos
    rerender();
    expect(result.current).toMatchObject({ preset: 'today', startDate: '2026-12-01', endDate: '2026-12-01' });
    act(() => result.current.setPreset('lastMonth'));
    expect(result.current).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('takes chosen days, in either order, and drops the preset', () => {
    const { result } = renderHook(() => useDateRange({ startDate: '2024-02-01', endDate: '2024-02-29' }));
    expect(result.current).toMatchObject({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(result.current.preset).toBeUndefined();
    act(() => result.current.setPreset('last7Days'));
    expect(result.current.preset).toBe('last7Days');
    act(() => result.current.setRange({ startDate: '2026-03-10', endDate: '2026-03-01' }));
    expect(result.current).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(result.current.preset).toBeUndefined();
  });

  it('refuses days that do not exist', () => {
    const { result } = renderHook(() => useDateRange('today'));
    expect(() => result.current.setRange({ startDate: '2026-02-29', endDate: '2026-03-01' })).toThrow(
      RangeError,
    );
    expect(() => result.current.setRange({ startDate: '2026-3-1', endDate: '2026-03-02' })).toThrow(
      RangeError,
    );
  });
});
