import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';

type FinanceRow = Entity<'FinanceReportEntry'>;
type ReturnRow = Entity<'OrderReturnsReportEntry'>;

const money = <Row,>(
  id: keyof Row & string,
  header: string,
  pick: (row: Row) => number | undefined,
): Column<Row> => ({
  id,
  header,
  cell: (row) => <Money amount={pick(row)} />,
  align: 'end',
  sortable: true,
  csv: (row) => pick(row) ?? '',
});

/** The order (its name, or its number) and its store: the first columns of every report. */
const orderAndStore = <Row extends FinanceRow | ReturnRow>(): Column<Row>[] => [
  {
    id: 'orderName',
    header: 'Order',
    cell: (r) => r.orderName ?? `#${r.orderId}`,
    sortable: true,
    csv: (r) => r.orderName ?? r.orderId,
  },
  { id: 'storeName', header: 'Store', cell: (r) => r.storeName, sortable: true, csv: (r) => r.storeName },
];

/** The day a report's row was made ("Placed", "Requested"). */
const createdAt = <Row extends FinanceRow | ReturnRow>(header: string): Column<Row> => ({
  id: 'createdAt',
  header,
  cell: (r) => <DateText value={r.createdAt} />,
  sortable: true,
  csv: (r) => r.createdAt ?? '',
});

/**
 * The columns of the finance reports (sar, ndsr, ondpr, odpr) and of the settlement report, on screen and
 * in their CSV: the order, its store, who delivered it, what the customer paid and how it splits between
 * the merchant, the platform and the card provider, and the merchant payment's status.
 *
 * @example
 * <DataTable columns={FINANCE_COLUMNS} rows={report.data?.rows ?? []} ... />
 */
export const FINANCE_COLUMNS: Column<FinanceRow>[] = [
  ...orderAndStore<FinanceRow>(),
  {
    id: 'deliveredByPlatform',
    header: 'Delivered by',
    cell: (r) => (r.deliveredByPlatform ? 'Platform' : 'Merchant'),
    csv: (r) => (r.deliveredByPlatform ? 'Platform' : 'Merchant'),
  },
  money<FinanceRow>('salesOrderAmount', 'Sales', (r) => r.salesOrderAmount),
  money<FinanceRow>('deliveryAmount', 'Delivery', (r) => r.deliveryAmount),
  money<FinanceRow>('orderAmount', 'Order total', (r) => r.orderAmount),
  {
    id: 'commissionPercentage',
    header: 'Commission',
    cell: (r) => (r.commissionPercentage === undefined ? '—' : `${r.commissionPercentage}%`),
    align: 'end',
    csv: (r) => r.commissionPercentage ?? '',
  },
  money<FinanceRow>('dueToMerchant', 'Due to merchant', (r) => r.dueToMerchant),
  money<FinanceRow>('dueToPlatform', 'Due to platform', (r) => r.dueToPlatform),
  money<FinanceRow>('dueToProvider', 'Due to card provider', (r) => r.dueToProvider),
  {
    id: 'paymentStatus',
    header: 'Payment',
    cell: (r) => (r.paymentStatus ? <StatusBadge kind="payment" status={r.paymentStatus} /> : '—'),
    csv: (r) => r.paymentStatus ?? '',
  },
  createdAt<FinanceRow>('Placed'),
];

/**
 * The finance columns that fit a laptop's width: the order with its store beneath, then the money; the
 * sales, delivery, commission, who delivered and the day go to the CSV ({@link FINANCE_COLUMNS}).
 */
export const FINANCE_SCREEN_COLUMNS: Column<FinanceRow>[] = [
  {
    id: 'orderName',
    header: 'Order',
    cell: (r) => (
      <>
        {r.orderName ?? `#${r.orderId}`}
        <span className="admin-money-sub">{r.storeName}</span>
      </>
    ),
  },
  ...FINANCE_COLUMNS.filter((c) =>
    ['orderAmount', 'dueToMerchant', 'dueToPlatform', 'dueToProvider', 'paymentStatus'].includes(c.id),
  ),
];

/**
 * The columns of the order returns report (orr), on screen and in its CSV.
 *
 * @example
 * <DataTable columns={RETURN_COLUMNS} rows={report.data?.rows ?? []} ... />
 */
export const RETURN_COLUMNS: Column<ReturnRow>[] = [
  ...orderAndStore<ReturnRow>(),
  {
    id: 'type',
    header: 'Asked for',
    cell: (r) => (r.type === 'replace' ? 'Replacement' : 'Refund'),
    csv: (r) => r.type,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (r.status ? <StatusBadge kind="return" status={r.status} /> : '—'),
    csv: (r) => r.status ?? '',
  },
  money<ReturnRow>('salesOrderAmt', 'Returned items', (r) => r.salesOrderAmt),
  money<ReturnRow>('refundedAmount', 'Refunded', (r) => r.refundedAmount ?? 0),
  createdAt<ReturnRow>('Requested'),
];
