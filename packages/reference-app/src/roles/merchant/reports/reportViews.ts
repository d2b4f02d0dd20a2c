/** The reports of the Reports page, each its own view (`?report=<id>`), in the order of its tabs. */
export const REPORT_VIEWS = [
  { id: 'sales-over-time', label: 'Sales over time' },
  { id: 'orders-over-time', label: 'Orders over time' },
  { id: 'products', label: 'By product' },
  { id: 'customers', label: 'By customer' },
  { id: 'locations', label: 'By location' },
] as const;

/** One report view's id. */
export type ReportViewId = (typeof REPORT_VIEWS)[number]['id'];

/** The URL parameter naming the open report. */
export const REPORT_PARAM = 'report';

/**
 * The view a `?report=` value opens: the first one (sales over time) for none or an unknown value.
 *
 * @example
 * reportViewOf('orders-over-time'); // 'orders-over-time'
 * reportViewOf(null); // 'sales-over-time'
 */
export function reportViewOf(value: string | null): ReportViewId {
  return REPORT_VIEWS.find((view) => view.id === value)?.id ?? REPORT_VIEWS[0].id;
}
