import { useMemo, useRef } from 'react';
import uPlot from 'uplot';
import { axisLabel, valueAxisLabel } from './axisLabel';
import { ChartFigure } from './ChartFigure';
import { BAR_ROW_HEIGHT, barChartHeight } from './chartSize';
import { AXIS_COLOR, GRID_COLOR, seriesColor } from './chartStyle';
import { barChartSummary } from './chartSummary';
import type { ChartBar, ValueFormat } from './chartTypes';
import { formatValue } from './formatValue';
import { useStableValue } from './useStableValue';
import { useUplot } from './useUplot';

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** The chart's caption: "Sales by product". */
  title: string;
  /** One bar each, drawn in this order from the top. */
  bars: ChartBar[];
  /** `money` writes values in Naira (`formatMoney`); default plain numbers. A function: keep it stable. */
  valueFormat?: ValueFormat;
}

/**
 * A horizontal bar chart for the reports (by product, customer or location; long names read across):
 * one row per bar, as wide as its container, labels cut short on the axis and whole in the data table
 * (always read by screen readers, shown with "Show data table"). Load it through `LazyBarChart`
 * (src/kit/charts/LazyCharts.tsx), so the chart library stays out of other screens.
 *
 * @example
 * <BarChart title="Sales by product" valueFormat="money" bars={[{ label: 'Ankara fabric', value: 420000 }]} />
 */
export function BarChart({ title, bars: given, valueFormat }: BarChartProps) {
  // Drawn again only when the data changes, not on every render of the screen.
  const bars = useStableValue(given);
  const plot = useRef<HTMLDivElement>(null);
  const height = barChartHeight(bars.length);
  const data = useMemo<uPlot.AlignedData>(() => [bars.map((_, i) => i), bars.map((b) => b.value)], [bars]);
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    const values = bars.map((b) => b.value);
    const low = Math.min(0, ...values);
    const high = Math.max(0, ...values);
    return {
      legend: { show: false },
      cursor: { show: false },
      scales: {
        // Categories run down the left side (the first at the top), values along the bottom.
        x: { time: false, ori: 1, dir: -1, range: () => [-0.5, bars.length - 0.5] },
        y: { ori: 0, dir: 1, range: () => [low, high === low ? low + 1 : high * 1.05] },
      },
      axes: [
        {
          scale: 'x',
          side: 3,
          stroke: AXIS_COLOR,
          grid: { show: false },
          ticks: { show: false },
          size: 132,
          // One label per bar: a tick every bar, whatever the row height.
          incrs: [1],
          space: BAR_ROW_HEIGHT / 2,
          values: (_u, splits) =>
            splits.map((v) => (Number.isInteger(v) && bars[v] ? axisLabel(bars[v].label, 16) : '')),
        },
        {
          scale: 'y',
          side: 2,
          space: 72,
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR, width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map((v) => valueAxisLabel(v, valueFormat)),
        },
      ],
      series: [
        {},
        {
          label: title,
          fill: seriesColor(0),
          stroke: seriesColor(0),
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars!({ size: [0.7, 24] }),
        },
      ],
    };
  }, [bars, title, valueFormat]);
  useUplot(plot, options, data, height);

  return (
    <ChartFigure
      title={title}
      summary={barChartSummary(title, bars, valueFormat)}
      plot={plot}
      height={height}
      table={{
        head: (
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="kit-chart__number">
              Value
            </th>
          </tr>
        ),
        body: bars.map((bar, i) => (
          // Labels may repeat (two customers of one name): the position keeps rows apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars have no id of their own.
          <tr key={i}>
            <th scope="row">{bar.label}</th>
            <td className="kit-chart__number">{formatValue(bar.value, valueFormat)}</td>
          </tr>
        )),
      }}
    />
  );
}
