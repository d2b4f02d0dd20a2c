import type { ChartBar, ChartSeries, ValueFormat } from './chartTypes';
import { formatValue } from './formatValue';

/**
 * What a line chart shows, in one sentence per line, for screen readers (the chart's `aria-label`):
 * the span of the axis, and each series' lowest, highest and last value with where they are.
 *
 * @example
 * lineChartSummary('Sales', [{ label: 'Revenue', points: [{ x: '2026-11-01', y: 10 }, { x: '2026-11-02', y: 30 }] }], 'money');
 * // 'Sales, line chart from 2026-11-01 to 2026-11-02. Revenue: lowest ₦10.00 on 2026-11-01, highest ₦30.00 on 2026-11-02, last ₦30.00.'
 */
export function lineChartSummary(
  title: string,
  series: readonly ChartSeries[],
  format?: ValueFormat,
): string {
  const points = series.flatMap((s) => s.points);
  const first = points[0];
  if (!first) return `${title}, line chart: no data.`;
  const xs = axisLabels(series);
  const span = xs.length > 1 ? ` from ${xs[0]} to ${xs[xs.length - 1]}` : ` for ${xs[0]}`;
  const parts = series.map((s) => {
    if (s.points.length === 0) return `${s.label}: no data.`;
    let low = s.points[0] as (typeof s.points)[number];
    let high = low;
    for (const p of s.points) {
      if (p.y < low.y) low = p;
      if (p.y > high.y) high = p;
    }
    const last = s.points[s.points.length - 1] as (typeof s.points)[number];
    return `${s.label}: lowest ${formatValue(low.y, format)} on ${low.x}, highest ${formatValue(high.y, format)} on ${high.x}, last ${formatValue(last.y, format)}.`;
  });
  return `${title}, line chart${span}. ${parts.join(' ')}`;
}

/**
 * What a bar chart shows, for screen readers: how many bars, the largest and the smallest.
 *
 * @example
 * barChartSummary('Top products', [{ label: 'Ankara', value: 5 }, { label: 'Beads', value: 2 }]);
 * // 'Top products, bar chart of 2 bars. Largest: Ankara, 5. Smallest: Beads, 2.'
 */
export function barChartSummary(title: string, bars: readonly ChartBar[], format?: ValueFormat): string {
  if (bars.length === 0) return `${title}, bar chart: no data.`;
  let largest = bars[0] as ChartBar;
  let smallest = largest;
  for (const bar of bars) {
    if (bar.value > largest.value) largest = bar;
    if (bar.value < smallest.value) smallest = bar;
  }
  const count = bars.length === 1 ? '1 bar' : `${bars.length} bars`;
  return `${title}, bar chart of ${count}. Largest: ${largest.label}, ${formatValue(largest.value, format)}. Smallest: ${smallest.label}, ${formatValue(smallest.value, format)}.`;
}

/**
 * Every x label of the series, once each, in the order they first appear (days and months come
 * sorted from the reports; mixed series keep the first series' order and add the others' after it).
 *
 * @example
 * axisLabels([{ label: 'A', points: [{ x: 'Mon', y: 1 }] }, { label: 'B', points: [{ x: 'Mon', y: 2 }, { x: 'Tue', y: 3 }] }]);
 * // ['Mon', 'Tue']
 */
export function axisLabels(series: readonly ChartSeries[]): string[] {
  const seen = new Set<string>();
  for (const s of series) for (const p of s.points) seen.add(p.x);
  return [...seen];
}
