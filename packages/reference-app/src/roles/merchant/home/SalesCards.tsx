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
  return (
    <DashboardSection title="Sales">
      <SalesCard label="Today's sales" period="today" />
      <SalesCard label="This month's sales" period="thisMonth" />
    </DashboardSection>
  );
}

/** One period's sales, leading to the reports on that period. */
function SalesCard({ label, period }: { label: string; period: 'today' | 'thisMonth' }) {
  // The range is fixed for the card's life: a new object each render would be a new cache key.
  const range = useMemo(() => dateRangeFor(period), [period]);
  const report = useGetSalesReport({ query: range });
  return (
    <StatCard
      label={label}
      value={<Money amount={report.data?.sales} />}
      href={`/merchant/reports?period=${period}`}
      {...statCardStatus(report)}
    />
  );
}
