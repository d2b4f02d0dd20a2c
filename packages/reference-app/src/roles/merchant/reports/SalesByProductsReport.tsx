import { useGetSalesByProductsReport } from '@marketplace/react-hooks';
import type { DateRange, Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { Money } from '../../../kit/Money';
import { BreakdownReport } from './BreakdownReport';

type Line = Entity<'SalesByProduct'>;

const COLUMNS: Column<Line>[] = [
  { id: 'productName', header: 'Product', cell: (l) => l.productName, csv: (l) => l.productName },
  { id: 'sku', header: 'SKU', cell: (l) => l.sku ?? '—', csv: (l) => l.sku ?? '' },
  {
    id: 'quantitySold',
    header: 'Units sold',
    cell: (l) => l.quantitySold,
    align: 'end',
    csv: (l) => l.quantitySold,
  },
  {
    id: 'totalSales',
    header: 'Sales',
    cell: (l) => <Money amount={l.totalSales} />,
    align: 'end',
    csv: (l) => l.totalSales,
  },
];
const label = (l: Line) => l.productName;
const sales = (l: Line) => l.totalSales;

/**
 * Sales by product over the period (the sales by products report): the best sellers as bars, every
 * product with its SKU, units sold and sales in a table, exported to CSV.
 *
 * @example
 * <SalesByProductsReport range={{ startDate: '2026-11-01', endDate: '2026-11-30' }} />
 */
export function SalesByProductsReport({ range }: { range: DateRange }) {
  const report = useGetSalesByProductsReport({
    query: { startDate: range.startDate, endDate: range.endDate },
  });
  return (
    <BreakdownReport<Line>
      title="Sales by product"
      chartTitle="Best-selling products"
      tableCaption="Every product sold"
      filename="sales-by-product"
      range={range}
      rows={report.data}
      status={report.status}
      error={report.error}
      onRetry={() => void report.mutate()}
      columns={COLUMNS}
      getRowId={(l) => String(l.productId)}
      barLabel={label}
      sales={sales}
      emptyMessage="No product was sold in this period."
    />
  );
}
