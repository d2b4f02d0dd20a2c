import { useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { Link } from 'react-router';
import type { Column } from '../../../kit/Column';
import { Money } from '../../../kit/Money';
import { ExportableList } from '../../../workspace/ExportableList';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { PeriodFilter } from './PeriodFilter';
import { useMoneyPeriod } from './useMoneyPeriod';
import './money.css';

type MerchantReport = Entity<'MerchantReport'>;

const money = (id: keyof MerchantReport & string, header: string): Column<MerchantReport> => ({
  id,
  header,
  cell: (r) => <Money amount={r[id] as number | undefined} />,
  align: 'end',
  sortable: true,
  csv: (r) => (r[id] as number | undefined) ?? '',
});

const COLUMNS: Column<MerchantReport>[] = [
  {
    id: 'storeName',
    header: 'Store',
    // The store leads to its payments: what is due, approved and paid, one by one.
    cell: (r) => (
      <Link
        to={`/admin/money/payments?f.merchantId=${r.merchantId}`}
        aria-label={`Payments of ${r.storeName}`}
      >
        {r.storeName}
      </Link>
    ),
    sortable: true,
    csv: (r) => r.storeName,
  },
  { id: 'email', header: 'Email', cell: (r) => r.email ?? '—', csv: (r) => r.email ?? '' },
  {
    id: 'totalOrders',
    header: 'Orders',
    cell: (r) => r.totalOrders,
    align: 'end',
    sortable: true,
    csv: (r) => r.totalOrders,
  },
  money('totalOrderAmount', 'Order total'),
  money('totalSalesOrderAmount', 'Sales'),
  money('totalDeliveryAmount', 'Delivery'),
  money('dueToMerchant', 'Due to merchant'),
  money('processedPayment', 'Processed'),
  money('approvedPayment', 'Approved'),
  money('pendingPayment', 'Pending'),
];

// The email, sales and delivery go to the CSV; the table keeps to what fits a laptop's width.
const SCREEN_COLUMNS = COLUMNS.filter(
  (c) => !['email', 'totalSalesOrderAmount', 'totalDeliveryAmount'].includes(c.id),
);

/**
 * One line per merchant over a period (`/admin/money/merchant-reports`, needs `read` on `reports`): orders,
 * what customers paid, sales, delivery, what the merchant is due and its payments processed, approved and
 * pending; searched by store name on the server, paged, state in the URL; CSV of the page or of every
 * merchant.
 *
 * @example
 * { path: 'money/merchant-reports', lazy: screen(admin, 'MerchantReportsScreen') }
 */
export function MerchantReportsScreen() {
  const period = useMoneyPeriod('last30Days');
  const table = useTable({
    operation: 'getMerchantReports',
    init: { query: period.query },
    state: useUrlTableState(),
  });
  return (
    <ExportableList
      table={table}
      search={{ label: 'Search merchants', placeholder: 'Store name' }}
      period={<PeriodFilter period={period} />}
      periodChosen={period.choice !== 'last30Days'}
      onResetPeriod={() => period.setChoice('last30Days')}
      caption={`Merchant reports, biggest order total first, ${period.words}`}
      columns={SCREEN_COLUMNS}
      getRowId={(r) => String(r.merchantId)}
      csv={{
        filename: `merchant-reports-${period.startDate}-to-${period.endDate}`,
        columns: COLUMNS,
      }}
      empty={{
        title: 'No merchants',
        filtered: 'No store matches this search.',
        none: 'No merchant has a store yet.',
      }}
    />
  );
}
