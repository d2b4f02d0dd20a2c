import { useGetSalesByLocationReport } from '@marketplace/react-hooks';
import type { DateRange, Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { BreakdownReport } from './BreakdownReport';

type Line = Entity<'SalesByLocation'>;

/** "Ikeja, Lagos": the city where the server knows it, then the state. */
const placeOf = (l: Line) => (l.city && l.city !== l.state ? `${l.city}, ${l.state}` : l.state);
const idOf = (l: Line) => [l.country, l.state, l.city].join('|');

const COLUMNS: Column<Line>[] = [
  { id: 'state', header: 'State', cell: (l) => l.state, csv: (l) => l.state },
  { id: 'city', header: 'City', cell: (l) => l.city ?? '—', csv: (l) => l.city ?? '' },
  { id: 'country', header: 'Country', cell: (l) => l.country ?? '—', csv: (l) => l.country ?? '' },
  { id: 'orders', header: 'Orders', cell: (l) => l.orders, align: 'end', csv: (l) => l.orders },
];

/**
 * Sales by delivery location over the period (the sales by location report): the places that buy most
 * as bars, every state and city with its orders and sales in a table, exported to CSV.
 *
 * @example
 * <SalesByLocationReport range={{ startDate: '2026-11-01', endDate: '2026-11-30' }} />
 */
export function SalesByLocationReport({ range }: { range: DateRange }) {
  const report = useGetSalesByLocationReport({
    query: { startDate: range.startDate, endDate: range.endDate },
  });
  return (
    <BreakdownReport<Line>
      title="Sales by location"
      chartTitle="Where the sales go"
      tableCaption="Every location"
      filename="sales-by-location"
      range={range}
      report={report}
      columns={COLUMNS}
      getRowId={idOf}
      barLabel={placeOf}
      emptyMessage="No order was delivered in this period."
    />
  );
}
