import { useGetGiftCardAnalytics } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ErrorState } from '../../../components/ErrorState';
import { LazyBarChart, LazyLineChart } from '../../../kit/charts/LazyCharts';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { StatCard } from '../../../kit/StatCard';
import { GIFT_CARD_STATUSES } from '../../../kit/statusNames';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { ReportChart } from '../../../workspace/reports/ReportChart';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import './giftCards.css';

type Status = Entity<'GiftCard'>['status'];

/**
 * Gift card analytics for a period (`/admin/gift-card-analytics`, needs `read` on `gift-cards`;
 * `getGiftCardAnalytics`): cards bought and their value, what was spent, the balance still to spend, the
 * cards by status as bars and the value bought by month as a line (the kit's lazily loaded charts).
 *
 * @example
 * { path: 'gift-card-analytics', lazy: screen(admin, 'GiftCardAnalyticsScreen') }
 */
export function GiftCardAnalyticsScreen() {
  const range = useUrlDateRange();
  const analytics = useGetGiftCardAnalytics({
    query: { startDate: range.startDate, endDate: range.endDate },
  });
  const data = analytics.data;
  const retry = () => void analytics.mutate();
  const byStatus = (Object.keys(GIFT_CARD_STATUSES) as Status[]).map((status) => ({
    label: GIFT_CARD_STATUSES[status].name,
    value: data?.byStatus?.[status] ?? 0,
  }));
  const byMonth = data?.byMonth ?? [];
  return (
    <div className="gift-cards">
      <FiltersBar active={range.preset !== 'last30Days'} onReset={() => range.setPreset('last30Days')}>
        <PeriodPicker range={range} />
      </FiltersBar>
      {analytics.status === 'failed' ? (
        <ErrorState
          message={analytics.error?.message ?? 'Could not get the gift card analytics.'}
          onRetry={retry}
        />
      ) : null}
      <section
        aria-label={`Gift cards ${range.startDate} to ${range.endDate}`}
        className="dashboard-cards gift-card-stats"
      >
        <StatCard label="Cards bought" value={data?.totalCards ?? 0} status={analytics.status} />
        <StatCard
          label="Value bought"
          value={<Money amount={data?.totalValue ?? 0} />}
          status={analytics.status}
        />
        <StatCard
          label="Spent from cards"
          value={<Money amount={data?.totalRedeemed ?? 0} />}
          status={analytics.status}
        />
        <StatCard
          label="Balance left on active cards"
          value={<Money amount={data?.outstandingBalance ?? 0} />}
          status={analytics.status}
        />
      </section>
      <div className="gift-card-charts">
        <ReportChart
          title="Cards by status"
          status={analytics.status}
          error={analytics.error}
          onRetry={retry}
          empty={(data?.totalCards ?? 0) === 0}
          emptyMessage="No gift card was bought in this period."
        >
          <LazyBarChart title="Cards by status" bars={byStatus} />
        </ReportChart>
        <ReportChart
          title="Value bought by month"
          status={analytics.status}
          error={analytics.error}
          onRetry={retry}
          empty={byMonth.length === 0}
          emptyMessage="No gift card was bought in this period."
        >
          <LazyLineChart
            title="Value bought by month"
            valueFormat="money"
            series={[{ label: 'Value bought', points: byMonth.map((m) => ({ x: m.month, y: m.value })) }]}
          />
        </ReportChart>
      </div>
    </div>
  );
}
