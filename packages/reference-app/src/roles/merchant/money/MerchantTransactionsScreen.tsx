import { useGetMerchantTransaction, useGetMerchantTransactions, useTable } from '@marketplace/react-hooks';
import { useExportAll } from '../../../kit/usePagedExport';
import { ExportableList } from '../../../workspace/ExportableList';
import { TransactionDetail } from '../../../workspace/money/TransactionDetail';
import { ON_SCREEN, paidAt, transactionColumns } from '../../../workspace/money/transactionColumns';
import { OpenRowLink } from '../../../workspace/OpenRowLink';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import '../../../workspace/money/money.css';

/** The URL parameter of the open payment: its detail shows under the list. */
const OPEN = 'transaction';

const CSV_COLUMNS = transactionColumns((t) => (
  <OpenRowLink param={OPEN} id={t.id}>
    {t.reference}
  </OpenRowLink>
));
const SCREEN_COLUMNS = CSV_COLUMNS.filter((column) => ON_SCREEN.has(column.id));

/**
 * The customers' payments for the store's orders (`/merchant/money/transactions`, needs `read` on
 * `transactions`): over a period (last 30 days by default), searched on the server (customer, email,
 * reference, order), paged, with its state in the URL; the reference opens the payment's detail under the
 * list (`?transaction=<id>`); the page, or every payment of the period and search, exports to CSV with the
 * reference quoted.
 *
 * @example
 * { path: 'money/transactions', lazy: screen(merchant, 'MerchantTransactionsScreen') }
 */
export function MerchantTransactionsScreen() {
  const range = useUrlDateRange();
  const period = { startDate: range.startDate, endDate: range.endDate };
  const table = useTable({
    operation: 'getMerchantTransactions',
    init: { query: period },
    state: useUrlTableState(),
    sortValue: (t, column) => (column === 'date' ? paidAt(t) : t[column as keyof typeof t]),
  });
  const search = table.search.trim();
  // "Export all": every row of the period and search, page by page through the list's own query hook.
  const fetchAll = useExportAll(useGetMerchantTransactions, { ...period, ...(search ? { search } : {}) });
  return (
    <ExportableList
      table={table}
      search={{ label: 'Search transactions', placeholder: 'Customer, email, reference or order' }}
      period={<PeriodPicker range={range} />}
      periodChosen={false}
      caption={`Payments from ${range.startDate} to ${range.endDate}, newest first`}
      columns={SCREEN_COLUMNS}
      getRowId={(t) => String(t.id)}
      csv={{
        filename: `transactions-${range.startDate}-to-${range.endDate}`,
        columns: CSV_COLUMNS,
        fetchAll,
        allLabel: `Export all ${table.count}`,
        onlyWithRows: true,
      }}
      empty={{
        title: 'No transactions',
        filtered: 'No payment of this period matches the search.',
        none: 'No customer paid for an order in this period.',
      }}
      open={{
        param: OPEN,
        detail: (row) => (
          <TransactionDetail
            key={row.id}
            id={row.id}
            useTransaction={useGetMerchantTransaction}
            noun="Payment"
            onClose={row.close}
          />
        ),
      }}
    />
  );
}
