import { useGetMerchantTransactionsPages, useTable } from '@marketplace/react-hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../kit/DataTable';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { FiltersBar } from '../../../kit/FiltersBar';
import { SearchBox } from '../../../kit/SearchBox';
import { tableBindings } from '../../../kit/tableBindings';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { PeriodPicker } from '../reports/PeriodPicker';
import { useUrlDateRange } from '../reports/useUrlDateRange';
import { MerchantTransactionDetail } from './MerchantTransactionDetail';
import { ON_SCREEN, paidAt, transactionColumns } from './transactionColumns';
import { useFetchAllPages } from './useFetchAllPages';
import './money.css';

/** The URL parameter of the open payment: its detail shows under the list. */
const OPEN = 'transaction';
/** The largest page the list accepts: an export of every row asks for as few pages as it can. */
const EXPORT_PAGE_SIZE = 100;

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
  const [params, setParams] = useSearchParams();
  const range = useUrlDateRange();
  const period = { startDate: range.startDate, endDate: range.endDate };
  const table = useTable({
    operation: 'getMerchantTransactions',
    init: { query: period },
    state: useUrlTableState(),
    sortValue: (t, column) => (column === 'date' ? paidAt(t) : t[column as keyof typeof t]),
  });
  const search = table.search.trim();
  const [exporting, setExporting] = useState(false);
  const pages = useGetMerchantTransactionsPages(
    exporting ? { query: { ...period, ...(search ? { search } : {}) } } : null,
    { pageSize: EXPORT_PAGE_SIZE },
  );
  const fetchAll = useFetchAllPages(pages, setExporting);
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
  const columns = csvColumns.filter((column) => ON_SCREEN.has(column.id));
  const closeDetail = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="workspace-list">
      <FiltersBar onReset={table.reset} active={table.search !== ''}>
        <SearchBox
          label="Search transactions"
          value={table.search}
          onChange={table.setSearch}
          placeholder="Customer, email, reference or order"
        />
        <PeriodPicker range={range} />
      </FiltersBar>
      <DataTable
        caption={`Payments from ${range.startDate} to ${range.endDate}, newest first`}
        columns={columns}
        rows={table.rows}
        getRowId={(t) => String(t.id)}
        {...tableBindings(table)}
        emptyTitle="No transactions"
        emptyMessage={
          search
            ? 'No payment of this period matches the search.'
            : 'No customer paid for an order in this period.'
        }
        footer={
          <div className="money-footer">
            {table.count > 0 ? (
              <ExportCsvButton
                filename={`transactions-${range.startDate}-to-${range.endDate}`}
                columns={csvColumns}
                rows={table.rows}
                fetchAll={fetchAll}
                allLabel={`Export all ${table.count}`}
              />
            ) : null}
            {/* The pagination tableBindings gives, beside the export. */}
            {tableBindings(table).footer}
          </div>
        }
      />
      {Number.isInteger(openId) && openId > 0 ? (
        <MerchantTransactionDetail key={openId} id={openId} onClose={closeDetail} />
      ) : null}
    </div>
  );
}
