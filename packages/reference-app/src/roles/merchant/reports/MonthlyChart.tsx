import { useMemo } from 'react';
import { LazyBarChart, LazyLineChart, type ValueFormat } from '../../../kit/charts/LazyCharts';

/** Below this many months a line says little (one dot, or one segment): the months are drawn as bars. */
export const LINE_FROM_MONTHS = 3;

/** One month of a report over time, as the chart takes it. */
export interface MonthValue {
  /** The month's label ("Nov 2026"). */
  label: string;
  value: number;
}

/**
 * A report's months as a chart: a line over three months or more, bars for one or two (a single dot on
 * a line tells nothing). Both come from the kit's lazily loaded charts, with their data table.
 *
 * @example
 * <MonthlyChart title="Orders by month" seriesLabel="Orders" valueFormat="number"
 *   months={[{ label: 'Oct 2026', value: 12 }, { label: 'Nov 2026', value: 7 }]} />
 */
export function MonthlyChart({
  title,
  seriesLabel,
  valueFormat,
  months,
}: {
  title: string;
  seriesLabel: string;
  valueFormat: ValueFormat;
  months: readonly MonthValue[];
}) {
  const series = useMemo(
    () => [{ label: seriesLabel, points: months.map((m) => ({ x: m.label, y: m.value })) }],
    [seriesLabel, months],
  );
  const bars = useMemo(() => months.map((m) => ({ label: m.label, value: m.value })), [months]);
  return months.length >= LINE_FROM_MONTHS ? (
    <LazyLineChart title={title} valueFormat={valueFormat} series={series} />
  ) : (
    <LazyBarChart title={title} valueFormat={valueFormat} bars={bars} />
  );
}
