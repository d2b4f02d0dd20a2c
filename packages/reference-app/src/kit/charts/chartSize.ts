// Sizes shared by the charts and their loading placeholders (LazyCharts), so the page does not jump
// when the charts chunk arrives. No chart library here: LazyCharts imports it eagerly.

/** The plot height of a line chart unless told otherwise, in CSS pixels. */
export const LINE_CHART_HEIGHT = 260;

/** The height a horizontal bar takes, in CSS pixels. */
export const BAR_ROW_HEIGHT = 32;

/** Room for the value axis and padding of a bar chart, in CSS pixels. */
const BAR_CHART_CHROME = 56;

/**
 * The plot height of a bar chart of `count` bars: one row per bar, at least 160 px.
 *
 * @example
 * barChartHeight(5); // 216
 */
export function barChartHeight(count: number): number {
  return Math.max(160, count * BAR_ROW_HEIGHT + BAR_CHART_CHROME);
}
