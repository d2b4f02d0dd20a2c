import { useGetAdminTransactions, useTable } from '@marketplace/react-hooks';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../kit/DataTable';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { FiltersBar } from '../../../kit/FiltersBar';
import { SearchBox } from '../../../kit/SearchBox';
import { tableBindings } from '../../../kit/tableBindings';
import { useExportPage, usePagedExport } from '../../../kit/usePagedExport';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { PeriodFilter } from './PeriodFilter';
import { TransactionDetail } from './TransactionDetail';
import { transactionColumns, transactionCustomer } from './transactionColumns';
import { useMoneyPeriod } from './useMoneyPeriod';
import './money.css';

const OPEN = 'transaction';

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
  const [params, setParams] = useSearchParams();
  const period = useMoneyPeriod('any', { allowAny: true });
  const table = useTable({
    operation: 'getAdminTransactions',
    init: { query: period.query },
    state: useUrlTableState(),
    sortValue: (t, column) =>
      column === 'customer'
        ? transactionCustomer(t)
        : column === 'date'
          ? (t.date ?? t.createdAt)
          : t[column as keyof typeof t],
  });
  const openId = Number(params.get(OPEN));
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(OPEN, String(id));
    return `?${next}`;
  };
  const csvColumns = transactionColumns((t) => (
    <Link to={hrefOf(t.id)} aria-current={openId === t.id ? 'true' : undefined}>
      {t.reference}
    </Link>
  ));
  // The email, fees and channel go to the CSV; the table keeps to what fits a laptop's width.
  const columns = csvColumns.filter((c) => !['customerEmail', 'fees', 'paymentChannel'].includes(c.id));
  const filtered = table.search !== '' || period.choice !== 'any';
  const search = table.search.trim();
  // "Export all": every matching payment, page by page through the list's own query hook.
  const [exportPage, setExportPage] = useExportPage();
  const exportQuery = useGetAdminTransactions(
    exportPage ? { query: { ...period.query, ...(search ? { search } : {}), ...exportPage } } : null,
  );
  const fetchAll = usePagedExport(exportQuery, exportPage, setExportPage);

  return (
    <div className="workspace-list">
      <FiltersBar
        onReset={() => {
          table.reset();
          period.setChoice('any');
        }}
        active={filtered}
      >
        <SearchBox
          label="Search transactions"
          value={table.search}
          onChange={table.setSearch}
          placeholder="Customer, email, reference or order"
        />
        <PeriodFilter period={period} allowAny />
      </FiltersBar>
      <DataTable
        caption={`Transactions, newest first${period.choice === 'any' ? '' : `, ${period.words}`}`}
        columns={columns}
        rows={table.rows}
        getRowId={(t) => String(t.id)}
        {...tableBindings(table)}
        emptyTitle="No transactions"
        emptyMessage={filtered ? 'No payment matches this search and period.' : 'No customer has paid yet.'}
        footer={
          <div className="admin-money-footer">
            <ExportCsvButton
              filename={`transactions${period.choice === 'any' ? '' : `-${period.startDate}-to-${period.endDate}`}`}
              columns={csvColumns}
              rows={table.rows}
              fetchAll={fetchAll}
            />
            {/* The pagination tableBindings gives, beside the export. */}
            {tableBindings(table).footer}
          </div>
        }
      />
      {Number.isInteger(openId) && openId > 0 ? (
        <TransactionDetail
          key={openId}
          id={openId}
          onClose={() =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete(OPEN);
                return next;
              },
              { replace: true },
            )
          }
        />
      ) : null}
    </div>
  );
}
