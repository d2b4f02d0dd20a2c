import { useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { axisLabel, valueAxisLabel } from './axisLabel';
import { ChartFigure } from './ChartFigure';
import { LINE_CHART_HEIGHT } from './chartSize';
import { AXIS_COLOR, GRID_COLOR, seriesColor, seriesDash } from './chartStyle';
import { axisLabels, lineChartSummary } from './chartSummary';
import type { ChartSeries, ValueFormat } from './chartTypes';
import { formatValue } from './formatValue';
import { useStableValue } from './useStableValue';
import { useUplot } from './useUplot';
import { measureAxisText, xAxisEndPadding } from './xAxisEndPadding';

/** Props of {@link LineChart}. */
export interface LineChartProps {
  /** The chart's caption: "Sales over time". */
  title: string;
  /** One line per series; `x` labels the axis (days `YYYY-MM-DD`, months `YYYY-MM`, or any text). */
  series: ChartSeries[];
  /** `money` writes values in Naira (`formatMoney`); default plain numbers. A function: keep it stable. */
  valueFormat?: ValueFormat;
  /** The plot's height in CSS pixels (default 260). */
  height?: number;
}

/**
 * A line chart over time for the reports (sales, orders): as wide as its container, each series with
 * its own colour and dash and a legend, the values under the pointer written out, and the same data
 * as a table (always read by screen readers, shown with "Show data table"). Load it through
 * `LazyLineChart` (src/kit/charts/LazyCharts.tsx), so the chart library stays out of other screens.
 *
 * @example
 * <LineChart
 *   title="Sales over time"
 *   valueFormat="money"
 *   series={[{ label: 'Revenue', points: [{ x: '2026-11-01', y: 125000 }, { x: '2026-11-02', y: 98000 }] }]}
 * />
 */
export function LineChart({ title, series: given, valueFormat, height = LINE_CHART_HEIGHT }: LineChartProps) {
  // Drawn again only when the data changes, not on every render of the screen.
  const series = useStableValue(given);
  const plot = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const labels = useMemo(() => axisLabels(series), [series]);
  const data = useMemo<uPlot.AlignedData>(
    () => [
      labels.map((_, i) => i),
      ...series.map((s) => {
        const byX = new Map(s.points.map((p) => [p.x, p.y]));
        return labels.map((x) => byX.get(x) ?? null);
      }),
    ],
    [labels, series],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      legend: { show: false },
      // Room on the right for the last x label, centred on the plot's edge (else cut: "Nov 20…").
      padding: [
        null,
        (u: uPlot) => xAxisEndPadding(axisLabel(labels.at(-1) ?? ''), (text) => measureAxisText(u, text)),
        null,
        null,
      ],
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR, width: 1 },
          ticks: { show: false },
          size: 36,
          space: 56,
          incrs: [1, 2, 3, 5, 7, 10, 14, 15, 30, 60, 90, 180, 365],
          values: (_u, splits) =>
            splits.map((v) => (Number.isInteger(v) && labels[v] !== undefined ? axisLabel(labels[v]) : '')),
        },
        {
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR, width: 1 },
          ticks: { show: false },
          size: 64,
          values: (_u, splits) => splits.map((v) => valueAxisLabel(v, valueFormat)),
        },
      ],
      series: [
        {},
        ...series.map((s, i) => ({
          label: s.label,
          stroke: seriesColor(i),
          width: 2,
          dash: seriesDash(i),
          points: { show: labels.length <= 31, size: 5 },
          spanGaps: false,
        })),
      ],
      hooks: { setCursor: [(u: uPlot) => setHover(u.cursor.idx ?? null)] },
    }),
    [labels, series, valueFormat],
  );
  useUplot(plot, options, data, height);

  const hovered = hover === null ? undefined : labels[hover];
  return (
    <ChartFigure
      title={title}
      summary={lineChartSummary(title, series, valueFormat)}
      plot={plot}
      height={height}
      table={{
        head: (
          <tr>
            <th scope="col">Period</th>
            {series.map((s) => (
              <th key={s.label} scope="col" className="kit-chart__number">
                {s.label}
              </th>
            ))}
          </tr>
        ),
        body: labels.map((x, row) => (
          <tr key={x}>
            <th scope="row">{x}</th>
            {series.map((s, column) => {
              const y = data[column + 1]?.[row];
              return (
                <td key={s.label} className="kit-chart__number">
                  {y === null || y === undefined ? '–' : formatValue(y, valueFormat)}
                </td>
              );
            })}
          </tr>
        )),
      }}
    >
      {/* What the pointer is on, written out (the table says it all for screen readers). */}
      <p className="kit-chart__readout" aria-hidden="true">
        {hovered === undefined || hover === null
          ? '\u00a0'
          : `${hovered}: ${series
              .map((s, i) => {
                const y = data[i + 1]?.[hover];
                return `${s.label} ${y === null || y === undefined ? '–' : formatValue(y, valueFormat)}`;
              })
              .join(', ')}`}
      </p>
      {series.length > 1 ? (
        <ul className="kit-chart__legend" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label}>
              <svg width="28" height="10" aria-hidden="true" focusable="false">
                <line
                  x1="0"
                  y1="5"
                  x2="28"
                  y2="5"
                  stroke={seriesColor(i)}
                  strokeWidth="2"
                  strokeDasharray={seriesDash(i).join(' ') || undefined}
                />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </ChartFigure>
  );
}
