import { useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { ExportableList } from '../../../workspace/ExportableList';
import { OpenRowLink } from '../../../workspace/OpenRowLink';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import { useUrlTableState } from '../../../workspace/useUrlTableState';
import { MerchantInvoiceDetail } from './MerchantInvoiceDetail';
import '../../../workspace/money/money.css';

type Invoice = Entity<'Invoice'>;

/** The URL parameter of the open invoice: its detail shows under the list. */
const OPEN = 'invoice';

const CSV_COLUMNS: Column<Invoice>[] = [
  {
    id: 'invoiceNumber',
    header: 'Invoice',
    cell: (i) => (
      <OpenRowLink param={OPEN} id={i.id}>
        {i.invoiceNumber}
      </OpenRowLink>
    ),
    sortable: true,
    csv: (i) => i.invoiceNumber,
  },
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
// The payment's reference is in the export and the invoice's detail, not in the table's narrow width.
const SCREEN_COLUMNS = CSV_COLUMNS.filter((column) => column.id !== 'reference');

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
  const range = useUrlDateRange();
  const period = { startDate: range.startDate, endDate: range.endDate };
  const table = useTable({
    operation: 'getMerchantInvoices',
    init: { query: period },
    state: useUrlTableState(),
  });
  return (
    <ExportableList
      table={table}
      search={{ label: 'Search invoices', placeholder: 'Invoice number, customer or order' }}
      period={<PeriodPicker range={range} />}
      periodChosen={false}
      caption={`Invoices from ${range.startDate} to ${range.endDate}, newest first`}
      columns={SCREEN_COLUMNS}
      getRowId={(i) => String(i.id)}
      csv={{
        filename: `invoices-${range.startDate}-to-${range.endDate}`,
        columns: CSV_COLUMNS,
        allLabel: `Export all ${table.count}`,
        onlyWithRows: true,
      }}
      empty={{
        title: 'No invoices',
        filtered: 'No invoice of this period matches the search.',
        none: 'No order of your store was invoiced in this period.',
      }}
      open={{
        param: OPEN,
        detail: (row) => <MerchantInvoiceDetail key={row.id} id={row.id} onClose={row.close} />,
      }}
    />
  );
}
