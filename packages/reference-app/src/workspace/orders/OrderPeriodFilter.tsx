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
              value={period.startDate}
              max={period.endDate || undefined}
              onChange={(e) =>
                e.target.value && period.setRange({ startDate: e.target.value, endDate: period.endDate })
              }
            />
          </label>
          <label className="orders-day">
            To
            <input
              type="date"
              value={period.endDate}
              min={period.startDate || undefined}
              onChange={(e) =>
                e.target.value && period.setRange({ startDate: period.startDate, endDate: e.target.value })
              }
            />
          </label>
        </>
      ) : null}
    </>
  );
}
