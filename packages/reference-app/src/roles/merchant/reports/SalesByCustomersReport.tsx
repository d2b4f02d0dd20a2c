import { useGetSalesByCustomersReport } from '@marketplace/react-hooks';
import type { DateRange, Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { BreakdownReport } from './BreakdownReport';

type Line = Entity<'SalesByCustomer'>;

const nameOf = (l: Line) => `${l.firstName} ${l.lastName}`.trim();

const COLUMNS: Column<Line>[] = [
  { id: 'customer', header: 'Customer', cell: nameOf, csv: nameOf },
  { id: 'email', header: 'Email', cell: (l) => l.email ?? '—', csv: (l) => l.email ?? '' },
  { id: 'orders', header: 'Orders', cell: (l) => l.orders, align: 'end', csv: (l) => l.orders },
];

/**
 * Sales by customer over the period (the sales by customers report): the best customers as bars, every
 * customer with their email, orders and spend in a table, exported to CSV.
 *
 * @example
 * <SalesByCustomersReport range={{ startDate: '2026-11-01', endDate: '2026-11-30' }} />
 */
export function SalesByCustomersReport({ range }: { range: DateRange }) {
  const report = useGetSalesByCustomersReport({
    query: { startDate: range.startDate, endDate: range.endDate },
  });
  return (
    <BreakdownReport<Line>
      title="Sales by customer"
      chartTitle="Best customers"
      tableCaption="Every customer"
      filename="sales-by-customer"
      range={range}
      report={report}
      columns={COLUMNS}
      getRowId={(l) => String(l.customerId)}
      barLabel={nameOf}
      emptyMessage="No customer bought from your store in this period."
    />
  );
}
