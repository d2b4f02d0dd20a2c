import { useGetSalesReport } from '@marketplace/react-hooks';
import { dateRangeFor } from '@marketplace/sdk';
import { useMemo } from 'react';
import { Money } from '../../../kit/Money';
import { StatCard } from '../../../kit/StatCard';
import { statCardStatus } from '../../../kit/statCardStatus';
import { DashboardSection } from '../../../workspace/DashboardSection';

/**
 * Today's and this month's sales (the sales report over Lagos days), each leading to the reports on that
 * period.
 *
 * @example
 * can('reports', 'read') ? <SalesCards /> : null
 */
export function SalesCards() {
  // The ranges are fixed for the page's life: a new object each render would be a new cache key.
  const [today, month] = useMemo(() => [dateRangeFor('today'), dateRangeFor('thisMonth')], []);
  const todays = useGetSalesReport({ query: today });
  const months = useGetSalesReport({ query: month });
  return (
    <DashboardSection title="Sales">
      <StatCard
        label="Today's sales"
        value={<Money amount={todays.data?.sales} />}
        href="/merchant/reports?period=today"
        {...statCardStatus(todays)}
      />
      <StatCard
        label="This month's sales"
        value={<Money amount={months.data?.sales} />}
        href="/merchant/reports?period=thisMonth"
        {...statCardStatus(months)}
      />
    </DashboardSection>
  );
}
