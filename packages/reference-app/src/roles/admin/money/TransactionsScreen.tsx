import { useGetAdminTransaction, useGetAdminTransactions, useTable } from '@marketplace/react-hooks';
import { useExportAll } from '../../../kit/usePagedExport';
import { ExportableList } from '../../../workspace/ExportableList';
import { TransactionDetail } from '../../../workspace/money/TransactionDetail';
import { ON_SCREEN, paidAt, transactionColumns } from '../../../workspace/money/transactionColumns';
import { OpenRowLink } from '../../../workspace/OpenRowLink';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { PeriodFilter } from './PeriodFilter';
import { useMoneyPeriod } from './useMoneyPeriod';
import './money.css';

const OPEN = 'transaction';

const CSV_COLUMNS = transactionColumns((t) => (
  <OpenRowLink param={OPEN} id={t.id}>
    {t.reference}
  </OpenRowLink>
));
// The email, fees and channel go to the CSV; the table keeps to what fits a laptop's width.
const SCREEN_COLUMNS = CSV_COLUMNS.filter((c) => ON_SCREEN.has(c.id));

/**
 * Every customer payment of the marketplace (`/admin/money/transactions`, needs `read` on `transactions`):
 * searched on the server (customer, email, reference, order), limited to a period (any day by default),
 * paged, with the state in the URL; the reference opens the payment's detail under the list
 * (`?transaction=<id>`); the page or every matching payment exports to CSV, reference quoted.
 *
 * @example
 * { path: 'money/transactions', lazy: screen(admin, 'TransactionsScreen') }
 */
export function TransactionsScreen() {
  const period = useMoneyPeriod('any', { allowAny: true });
  const table = useTable({
    operation: 'getAdminTransactions',
    init: { query: period.query },
    state: useUrlTableState(),
    sortValue: (t, column) => (column === 'date' ? paidAt(t) : t[column as keyof typeof t]),
  });
  const search = table.search.trim();
  // "Export all": every matching payment, page by page through the list's own query hook.
  const fetchAll = useExportAll(useGetAdminTransactions, { ...period.query, ...(search ? { search } : {}) });
  return (
    <ExportableList
      table={table}
      search={{ label: 'Search transactions', placeholder: 'Customer, email, reference or order' }}
      period={<PeriodFilter period={period} allowAny />}
      periodChosen={period.choice !== 'any'}
      onResetPeriod={() => period.setChoice('any')}
      caption={`Transactions, newest first${period.choice === 'any' ? '' : `, ${period.words}`}`}
      columns={SCREEN_COLUMNS}
      getRowId={(t) => String(t.id)}
      csv={{
        filename: `transactions${period.choice === 'any' ? '' : `-${period.startDate}-to-${period.endDate}`}`,
        columns: CSV_COLUMNS,
        fetchAll,
      }}
      empty={{
        title: 'No transactions',
        filtered: 'No payment matches this search and period.',
        none: 'No customer has paid yet.',
      }}
      open={{
        param: OPEN,
        detail: (row) => (
          <TransactionDetail
            key={row.id}
            id={row.id}
            useTransaction={useGetAdminTransaction}
            noun="Transaction"
            withStore
            onClose={row.close}
          />
        ),
      }}
    />
  );
}
