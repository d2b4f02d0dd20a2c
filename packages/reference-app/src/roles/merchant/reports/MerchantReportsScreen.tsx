import type { DateRange } from '@marketplace/sdk';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { FiltersBar } from '../../../kit/FiltersBar';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import { OrdersOverTimeReport } from './OrdersOverTimeReport';
import { ReportSummary } from './ReportSummary';
import { ReportTabs } from './ReportTabs';
import { REPORT_PARAM, type ReportViewId, reportViewOf } from './reportViews';
import { SalesByCustomersReport } from './SalesByCustomersReport';
import { SalesByLocationReport } from './SalesByLocationReport';
import { SalesByProductsReport } from './SalesByProductsReport';
import { SalesOverTimeReport } from './SalesOverTimeReport';
import './reports.css';

const VIEWS: Record<ReportViewId, ComponentType<{ range: DateRange }>> = {
  'sales-over-time': SalesOverTimeReport,
  'orders-over-time': OrdersOverTimeReport,
  products: SalesByProductsReport,
  customers: SalesByCustomersReport,
  locations: SalesByLocationReport,
};

/**
 * The store's sales reports (`/merchant/reports`, needs `read` on `reports`) over a period (a preset or
 * chosen days, `?period=` or `?from=&to=`): the headline figures (sales, orders, products sold and
 * returned) above the open report (`?report=`: sales over time with its day-by-day table, orders over
 * time, by product, by customer, by location), each a chart and a table exported to CSV. Every report
 * loads and fails on its own, with its own message, and the others stay.
 *
 * @example
 * { path: 'reports', lazy: screen(merchant, 'MerchantReportsScreen') }
 */
export function MerchantReportsScreen() {
  const [params] = useSearchParams();
  const range = useUrlDateRange();
  const view = reportViewOf(params.get(REPORT_PARAM));
  const View = VIEWS[view];
  return (
    <div className="merchant-reports">
      <FiltersBar label="Report period">
        <PeriodPicker range={range} />
      </FiltersBar>
      <ReportSummary range={range} />
      <ReportTabs current={view} />
      <View range={{ startDate: range.startDate, endDate: range.endDate }} />
    </div>
  );
}
