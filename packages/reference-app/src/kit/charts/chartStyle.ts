// Colours and dashes of the charts' series: dark enough on white (3:1 or more, WCAG 1.4.11), and each
// line also has its own dash, so series differ by more than colour.

/** Series colours, in order. */
export const SERIES_COLORS = ['#1d4ed8', '#b42318', '#116b3a', '#7c3aed', '#9a3412'] as const;

/** Series dashes (canvas `setLineDash`), in order; the first is solid. */
export const SERIES_DASHES: readonly number[][] = [[], [8, 4], [2, 3], [12, 4, 2, 4], [4, 4]];

/** Axis text and grid lines. */
export const AXIS_COLOR = '#595959';
export const GRID_COLOR = '#e4e4e0';

/**
 * The colour of the series at `index` (cycling).
 *
 * @example
 * seriesColor(0); // '#1d4ed8'
 */
export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] as string;
}

/**
 * The dash of the series at `index` (cycling).
 *
 * @example
 * seriesDash(1); // [8, 4]
 */
export function seriesDash(index: number): number[] {
  return SERIES_DASHES[index % SERIES_DASHES.length] as number[];
}
