// The kit's charts (uPlot). Import them only through LazyCharts.tsx: this module and the chart library
// are one chunk of their own, loaded by report screens only.

export { BarChart, type BarChartProps } from './BarChart';
export { LineChart, type LineChartProps } from './LineChart';
