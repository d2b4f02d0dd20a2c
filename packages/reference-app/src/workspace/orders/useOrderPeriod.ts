import { useDateRange } from '@marketplace/react-hooks';
import { type DateRangePreset, type Entity, marketplaceDay } from '@marketplace/sdk';
import { useCallback, useState } from 'react';

type Order = Entity<'Order'>;

/** The period chosen in an orders list: '' is every day, 'custom' is days picked by hand. */
export type OrderPeriodChoice = '' | DateRangePreset | 'custom';

/** What {@link useOrderPeriod} returns. */
export interface OrderPeriod {
  choice: OrderPeriodChoice;
  range: ReturnType<typeof useDateRange>;
  /** Picks a period (a preset moves the range to it). */
  choose(choice: OrderPeriodChoice): void;
  /** The orders placed within the period (all of them when no period is chosen). */
  within(orders: Order[]): Order[];
}

/**
 * The "Placed" period of an orders list, applied to the rows of the page (the order lists take no dates):
 * none until the person picks one, then a preset or chosen days, counted in the marketplace's days.
 *
 * @example
 * const period = useOrderPeriod();
 * const { within } = period;
 * const rows = useMemo(() => within(table.rows), [within, table.rows]);
 */
export function useOrderPeriod(): OrderPeriod {
  const range = useDateRange('last30Days');
  const [choice, setChoice] = useState<OrderPeriodChoice>('');
  const { startDate, endDate, setPreset } = range;
  const choose = useCallback(
    (next: OrderPeriodChoice) => {
      setChoice(next);
      if (next && next !== 'custom') setPreset(next);
    },
    [setPreset],
  );
  const within = useCallback(
    (orders: Order[]) =>
      choice
        ? orders.filter((o) => {
            if (!o.createdAt) return false;
            const day = marketplaceDay(o.createdAt);
            return day >= startDate && day <= endDate;
          })
        : orders,
    [choice, startDate, endDate],
  );
  return { choice, range, choose, within };
}
