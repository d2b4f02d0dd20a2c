import type { DateRangePreset } from '@marketplace/sdk';
import { useId } from 'react';
import { DayRangeFields } from '../../../workspace/reports/DayRangeFields';
import type { MoneyPeriod } from './useMoneyPeriod';

const LABELS: Record<DateRangePreset, string> = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

/** Props of {@link PeriodFilter}. */
export interface PeriodFilterProps {
  period: MoneyPeriod;
  /** Offer "Any day" (the period's `allowAny`). */
  allowAny?: boolean;
}

/**
 * The "Period" select of a money screen (presets, chosen days, optionally any day) and, for chosen days,
 * the From and To date fields. Goes inside a `FiltersBar`.
 *
 * @example
 * const period = useMoneyPeriod('last30Days');
 * <FiltersBar><PeriodFilter period={period} /></FiltersBar>
 */
export function PeriodFilter({ period, allowAny = false }: PeriodFilterProps) {
  const id = useId();
  return (
    <>
      <div className="filter-select">
        <label htmlFor={`${id}-period`} className="filter-select__label">
          Period
        </label>
        <select
          id={`${id}-period`}
          className="filter-select__input"
          value={period.choice}
          onChange={(e) => period.setChoice(e.target.value as MoneyPeriod['choice'])}
        >
          {allowAny ? <option value="any">Any day</option> : null}
          {(Object.keys(LABELS) as DateRangePreset[]).map((preset) => (
            <option key={preset} value={preset}>
              {LABELS[preset]}
            </option>
          ))}
          <option value="custom">Chosen days</option>
        </select>
      </div>
      {period.choice === 'custom' ? (
        <DayRangeFields
          startDate={period.startDate}
          endDate={period.endDate}
          onChange={(startDate, endDate) => period.setDays(startDate, endDate)}
        />
      ) : null}
    </>
  );
}
