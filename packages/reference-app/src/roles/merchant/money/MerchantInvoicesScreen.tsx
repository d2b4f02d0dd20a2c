import { useGetMerchantInvoicesPages, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { ExportCsvButton } from '../../../kit/ExportCsvButton';
import { FiltersBar } from '../../../kit/FiltersBar';
import { Money } from '../../../kit/Money';
import { SearchBox } from '../../../kit/SearchBox';
import { StatusBadge } from '../../../kit/StatusBadge';
import { tableBindings } from '../../../kit/tableBindings';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { PeriodPicker } from '../reports/PeriodPicker';
import { useUrlDateRange } from '../reports/useUrlDateRange';
import { MerchantInvoiceDetail } from './MerchantInvoiceDetail';
import { useFetchAllPages } from './useFetchAllPages';
import './money.css';

type Invoice = Entity<'Invoice'>;

/** The URL parameter of the open invoice: its detail shows under the list. */
const OPEN = 'invoice';
const EXPORT_PAGE_SIZE = 100;

function invoiceColumns(number: (i: Invoice) => ReactNode): Column<Invoice>[] {
  return [
    { id: 'invoiceNumber', header: 'Invoice', cell: number, sortable: true, csv: (i) => i.invoiceNumber },
    {
      id: 'orderName',
      header: 'Order',
      cell: (i) => i.orderName ?? '—',
      sortable: true,
      csv: (i) => i.orderName ?? '',
    },
    {
      id: 'customerName',
      header: 'Customer',
      cell: (i) => i.customerName ?? i.customerEmail ?? '—',
      sortable: true,
      csv: (i) => i.customerName ?? '',
    },
    { id: 'reference', header: 'Reference', cell: (i) => i.reference ?? '—', csv: (i) => i.reference ?? '' },
    {
      id: 'total',
      header: 'Total',
      cell: (i) => <Money amount={i.total} />,
      sortable: true,
      align: 'end',
      csv: (i) => i.total,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => <StatusBadge kind="payment" status={i.status} />,
      sortable: true,
      csv: (i) => i.status,
    },
    {
      id: 'issuedAt',
      header: 'Issued',
      cell: (i) => <DateText value={i.issuedAt} />,
      sortable: true,
      csv: (i) => i.issuedAt ?? '',
    },
  ];
}

/**
 * The store's invoices (`/merchant/money/invoices`, needs `read` on `transactions`): over a period (last 30
 * days by default), searched on the server (invoice number, customer, order), paged, with the state in the
 * URL; the number opens the invoice under the list (`?invoice=<id>`); the page or every invoice of the
 * period and search exports to CSV.
 *
 * @example
 * { path: 'money/invoices', lazy: screen(merchant, 'MerchantInvoicesScreen') }
 */
export function MerchantInvoicesScreen() {
  const [params, setParams] = useSearchParams();
  const range = useUrlDateRange();
  const period = { startDate: range.startDate, endDate: range.endDate };
  const table = useTable({
    operation: 'getMerchantInvoices',
    init: { query: period },
    state: useUrlTableState(),
  });
  const search = table.search.trim();
  const [exporting, setExporting] = useState(false);
  const pages = useGetMerchantInvoicesPages(
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
  const csvColumns = invoiceColumns((i) => (
    <Link to={hrefOf(i.id)} aria-current={openId === i.id ? 'true' : undefined}>
      {i.invoiceNumber}
    </Link>
  ));
  // The payment's reference is in the export and the invoice's detail, not in the table's narrow width.
  const columns = csvColumns.filter((column) => column.id !== 'reference');
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
          label="Search invoices"
          value={table.search}
          onChange={table.setSearch}
          placeholder="Invoice number, customer or order"
        />
        <PeriodPicker range={range} />
      </FiltersBar>
      <DataTable
        caption={`Invoices from ${range.startDate} to ${range.endDate}, newest first`}
        columns={columns}
        rows={table.rows}
        getRowId={(i) => String(i.id)}
        {...tableBindings(table)}
        emptyTitle="No invoices"
        emptyMessage={
          search
            ? 'No invoice of this period matches the search.'
            : 'No order of your store was invoiced in this period.'
        }
        footer={
          <div className="money-footer">
            {table.count > 0 ? (
              <ExportCsvButton
                filename={`invoices-${range.startDate}-to-${range.endDate}`}
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
        <MerchantInvoiceDetail key={openId} id={openId} onClose={closeDetail} />
      ) : null}
    </div>
  );
}
