import { lazy, Suspense } from 'react';
import type { BarChartProps } from './BarChart';
import { ChartPlaceholder } from './ChartPlaceholder';
import { barChartHeight, LINE_CHART_HEIGHT } from './chartSize';
import type { LineChartProps } from './LineChart';

// One dynamic import for both: the charts and uPlot are one chunk, fetched the first time a report
// screen renders a chart, never by the kit or the workspaces' other screens.
const loadCharts = () => import('./index');
const LineChartChunk = lazy(() => loadCharts().then((m) => ({ default: m.LineChart })));
const BarChartChunk = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));

/**
 * {@link LineChartProps | LineChart}, loaded on first render with the charts chunk; until then a
 * placeholder of the same size.
 *
 * @example
 * <LazyLineChart title="Sales over time" valueFormat="money" series={[{ label: 'Revenue', points }]} />
 */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder title={props.title} height={props.height ?? LINE_CHART_HEIGHT} />}>
      <LineChartChunk {...props} />
    </Suspense>
  );
}

/**
 * {@link BarChartProps | BarChart}, loaded on first render with the charts chunk; until then a
 * placeholder of the same size.
 *
 * @example
 * <LazyBarChart title="Sales by product" valueFormat="money" bars={[{ label: 'Ankara fabric', value: 420000 }]} />
 */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder title={props.title} height={barChartHeight(props.bars.length)} />}>
      <BarChartChunk {...props} />
    </Suspense>
  );
}

export type { ChartBar, ChartPoint, ChartSeries, ValueFormat } from './chartTypes';
export type { BarChartProps, LineChartProps };
