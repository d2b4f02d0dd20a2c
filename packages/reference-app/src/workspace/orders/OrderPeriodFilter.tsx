import { DATE_RANGE_PRESETS } from '@marketplace/sdk';
import { FilterSelect } from '../../kit/FilterSelect';
import { periodLabels } from '../periodLabels';
import type { OrderPeriod, OrderPeriodChoice } from './useOrderPeriod';

const OPTIONS = [
  ...DATE_RANGE_PRESETS.map((p) => ({ value: p, label: periodLabels[p] })),
  { value: 'custom', label: 'Chosen days' },
];

/**
 * The "Placed" filter of an orders list: any day, a preset period, or chosen days (then a From and a To
 * day field). Goes inside the list's `FiltersBar`, with the period from {@link useOrderPeriod}.
 *
 * @example
 * <OrderPeriodFilter period={period} />
 */
export function OrderPeriodFilter({ period }: { period: OrderPeriod }) {
  const { range } = period;
  return (
    <>
      <FilterSelect
        label="Placed"
        allLabel="Any day"
        value={period.choice}
        options={OPTIONS}
        onChange={(value) => period.choose((value ?? '') as OrderPeriodChoice)}
      />
      {period.choice === 'custom' ? (
        <>
          <label className="orders-day">
            From
            <input
              type="date"
              value={range.startDate}
              onChange={(e) =>
                e.target.value && range.setRange({ startDate: e.target.value, endDate: range.endDate })
              }
            />
          </label>
          <label className="orders-day">
            To
            <input
              type="date"
              value={range.endDate}
              onChange={(e) =>
                e.target.value && range.setRange({ startDate: range.startDate, endDate: e.target.value })
              }
            />
          </label>
        </>
      ) : null}
    </>
  );
}
