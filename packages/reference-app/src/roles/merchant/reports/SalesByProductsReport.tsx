import { useGetSalesByProductsReport } from '@marketplace/react-hooks';
import type { DateRange, Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
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
];
const label = (l: Line) => l.productName;

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
      report={report}
      columns={COLUMNS}
      getRowId={(l) => String(l.productId)}
      barLabel={label}
      emptyMessage="No product was sold in this period."
    />
  );
}
