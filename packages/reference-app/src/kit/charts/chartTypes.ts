/** How a chart writes its values: Naira (`formatMoney`), a plain number, or the caller's function. */
export type ValueFormat = 'money' | 'number' | ((value: number) => string);

/** One point of a line: `x` is its label on the axis (a day `2026-11-03`, a month), `y` its value. */
export interface ChartPoint {
  x: string;
  y: number;
}

/** One line of a {@link LineChart}. */
export interface ChartSeries {
  label: string;
  points: ChartPoint[];
}

/** One bar of a {@link BarChart}. */
export interface ChartBar {
  label: string;
  value: number;
}
