import { DATE_RANGE_PRESETS, type DateRangePreset } from '@marketplace/sdk';
import { useId } from 'react';
import { DayRangeFields } from './DayRangeFields';
import type { UrlDateRange } from './useUrlDateRange';

/** The presets in words, as the merchant reads them. */
export const PERIOD_LABELS: Record<DateRangePreset, string> = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

const CUSTOM = 'custom';

/**
 * The period a report or a list covers: a preset (today, the last 7 or 30 days, this or last month) or
 * "Chosen days" with a From and a To day. The days in force are always written out beside it, so the
 * merchant knows what "last 30 days" means today.
 *
 * @example
 * const range = useUrlDateRange();
 * <PeriodPicker range={range} />
 */
export function PeriodPicker({ range }: { range: UrlDateRange }) {
  const id = useId();
  return (
    <>
      <div className="filter-select">
        <label htmlFor={id} className="filter-select__label">
          Period
        </label>
        <select
          id={id}
          className="filter-select__input"
          value={range.preset ?? CUSTOM}
          onChange={(e) => {
            const value = e.target.value;
            if (value === CUSTOM) range.setRange({ startDate: range.startDate, endDate: range.endDate });
            else range.setPreset(value as DateRangePreset);
          }}
        >
          {DATE_RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {PERIOD_LABELS[preset]}
            </option>
          ))}
          <option value={CUSTOM}>Chosen days</option>
        </select>
      </div>
      {range.preset ? (
        <p className="period-picker__days">
          {/* Each day stays whole; a narrow screen breaks the line at "to". */}
          <span>{range.startDate}</span>
          {range.startDate === range.endDate ? null : (
            <>
              {' to '}
              <span>{range.endDate}</span>
            </>
          )}
        </p>
      ) : (
        <DayRangeFields
          startDate={range.startDate}
          endDate={range.endDate}
          onChange={(startDate, endDate) => range.setRange({ startDate, endDate })}
        />
      )}
    </>
  );
}
