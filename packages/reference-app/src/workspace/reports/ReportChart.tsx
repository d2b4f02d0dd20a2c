import type { LoadStatus } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { ChartPlaceholder } from '../../kit/charts/ChartPlaceholder';
import { LINE_CHART_HEIGHT } from '../../kit/charts/chartSize';

/** Props of {@link ReportChart}. */
export interface ReportChartProps {
  /** The chart's caption, also shown while it loads. */
  title: string;
  /** The load status of the report's query. */
  status: LoadStatus;
  /** The query's failure: its message is the spec's for that report ('Error getting sales report', …). */
  error?: { message: string } | null;
  onRetry(): void;
  /** Whether the report has anything to draw. */
  empty: boolean;
  /** What to say when it has not. */
  emptyMessage: string;
  /** The chart (a kit `LazyLineChart` or `LazyBarChart`). */
  children: ReactNode;
}

/**
 * A report's chart in its load states: a placeholder of the chart's size while the report loads, the
 * report's own error with "Try again" (the other reports stay), a sentence when the period has nothing
 * to draw, else the chart.
 *
 * @example
 * <ReportChart title="Sales over time" status={q.status} error={q.error} onRetry={() => void q.mutate()}
 *   empty={!q.data?.length} emptyMessage="No sales in this period.">
 *   <LazyLineChart title="Sales over time" series={series} valueFormat="money" />
 * </ReportChart>
 */
export function ReportChart({
  title,
  status,
  error,
  onRetry,
  empty,
  emptyMessage,
  children,
}: ReportChartProps) {
  if (status === 'failed')
    return (
      <div className="report-chart__state">
        <ErrorState
          message={error?.message ?? 'An Error occured. Please try again later.'}
          onRetry={onRetry}
        />
      </div>
    );
  if (status !== 'succeeded') return <ChartPlaceholder title={title} height={LINE_CHART_HEIGHT} />;
  if (empty) return <p className="report-chart__state">{emptyMessage}</p>;
  return <>{children}</>;
}
