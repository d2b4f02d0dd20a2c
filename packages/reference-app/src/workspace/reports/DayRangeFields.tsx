import { useId } from 'react';

/** Props of {@link DayRangeFields}. */
export interface DayRangeFieldsProps {
  /** The first and last day (YYYY-MM-DD), both included. */
  startDate: string;
  endDate: string;
  /** Called with the new first and last day when either field gets a whole day. */
  onChange(startDate: string, endDate: string): void;
}

/**
 * The From and To date fields of a period of chosen days (each bounded by the other), as filters of a
 * `FiltersBar`. A half-typed day is '' in a date input: the period keeps its last whole day.
 *
 * @example
 * <DayRangeFields startDate={range.startDate} endDate={range.endDate}
 *   onChange={(startDate, endDate) => range.setRange({ startDate, endDate })} />
 */
export function DayRangeFields({ startDate, endDate, onChange }: DayRangeFieldsProps) {
  return (
    <>
      <DayField label="From" value={startDate} max={endDate} onChange={(day) => onChange(day, endDate)} />
      <DayField label="To" value={endDate} min={startDate} onChange={(day) => onChange(startDate, day)} />
    </>
  );
}

function DayField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(day: string): void;
}) {
  const id = useId();
  return (
    <div className="filter-select">
      <label htmlFor={id} className="filter-select__label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="filter-select__input"
        value={value}
        min={min}
        max={max}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
    </div>
  );
}
