import { Link, useSearchParams } from 'react-router';
import { REPORT_PARAM, REPORT_VIEWS, type ReportViewId } from './reportViews';

/**
 * The reports as links (`?report=<id>`), the open one marked as the current page: the period and the
 * rest of the URL are kept, so "last 30 days, orders over time" is one click from "last 30 days, sales".
 * Each switch is a history entry: the back button returns to the previous report.
 *
 * @example
 * <ReportTabs current="sales-over-time" />
 */
export function ReportTabs({ current }: { current: ReportViewId }) {
  const [params] = useSearchParams();
  return (
    <nav className="report-tabs" aria-label="Choose a report">
      <ul>
        {REPORT_VIEWS.map((view) => {
          const next = new URLSearchParams(params);
          next.set(REPORT_PARAM, view.id);
          return (
            <li key={view.id}>
              <Link to={{ search: `?${next}` }} aria-current={view.id === current ? 'page' : undefined}>
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
