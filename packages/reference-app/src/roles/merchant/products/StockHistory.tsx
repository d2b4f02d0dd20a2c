import { useTable } from '@marketplace/react-hooks';
import { type Entity, lowStockItems } from '@marketplace/sdk';
import { Link } from 'react-router';
import { actorName } from '../../../components/actorName';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FiltersBar } from '../../../kit/FiltersBar';
import { tableBindings } from '../../../kit/tableBindings';
import { TableFilter } from '../../../workspace/TableFilter';

type Product = Entity<'AdminProduct'>;
type Movement = Entity<'StockMovement'>;

/** Each reason a stock moved, in words. */
const REASONS: Record<Movement['reason'], string> = {
  sale: 'Sale',
  return: 'Return',
  cancellation: 'Cancelled order',
  manual: 'Changed by hand',
  import: 'Imported',
  created: 'Opening stock',
};

const COLUMNS: Column<Movement>[] = [
  { id: 'createdAt', header: 'When', cell: (m) => <DateText value={m.createdAt} format="dateTime" /> },
  { id: 'variant', header: 'Stock of', cell: (m) => m.variantName ?? m.variantSku ?? 'The product' },
  { id: 'reason', header: 'Why', cell: (m) => REASONS[m.reason] ?? m.reason },
  {
    id: 'change',
    header: 'Change',
    align: 'end',
    // The sign is written out: a screen reader reads "−3" as "minus 3".
    cell: (m) => (m.change > 0 ? `+${m.change}` : `−${Math.abs(m.change)}`),
  },
  { id: 'quantityAfter', header: 'Stock after', align: 'end', cell: (m) => m.quantityAfter },
  {
    id: 'actor',
    header: 'By',
    cell: (m) => actorName(m.actor ?? undefined),
  },
  {
    id: 'order',
    header: 'Order',
    cell: (m) =>
      m.orderId ? (
        <Link to={`/merchant/orders?order=${m.orderId}`}>{m.orderName ?? `#${m.orderId}`}</Link>
      ) : (
        '—'
      ),
  },
];

/** Props of {@link StockHistory}. */
export interface StockHistoryProps {
  product: Product;
}

/**
 * A product's stock history under its edit form (`getProductStockHistory`): every sale, return,
 * cancellation, change by hand, import and the opening stock, newest first, with who and when, paged on
 * the server and narrowed to one variant; above it, the stocks at or under their alert (the SDK's
 * `lowStockItems`: each variant against its own alert, else the product's).
 *
 * @example
 * <StockHistory product={product} />
 */
export function StockHistory({ product }: StockHistoryProps) {
  const table = useTable({
    operation: 'getProductStockHistory',
    init: { path: { id: product.id } },
    filters: { variantSku: '' },
  });
  const variants = (product.productVariant?.variant ?? []).filter((v) => v.sku);
  const low = lowStockItems(product);
  const headingId = `stock-history-${product.id}`;
  return (
    <section className="stock-history" aria-labelledby={headingId}>
      <h3 id={headingId}>Stock history</h3>
      {low.length ? (
        <div className="products__note" role="note" aria-label="Low on stock">
          <p>At or under the stock alert:</p>
          <ul>
            {low.map((item) => (
              <li key={item.sku ?? item.variantName ?? 'product'}>
                {item.variantName ?? item.sku ?? product.name}: {item.quantity} left (alert at {item.alert})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {variants.length ? (
        <FiltersBar onReset={table.reset} active={table.filters.variantSku !== ''}>
          <TableFilter
            table={table}
            name="variantSku"
            label="Variant"
            allLabel="Every stock"
            options={variants.map((v) => ({
              value: v.sku as string,
              label: [v.size, v.color].filter(Boolean).join(' / ') || (v.sku as string),
            }))}
          />
        </FiltersBar>
      ) : null}
      <DataTable<Movement>
        caption={`Stock changes of ${product.name}`}
        columns={COLUMNS}
        rows={table.rows}
        getRowId={(m) => String(m.id)}
        {...tableBindings(table)}
        emptyTitle="No stock changes"
        emptyMessage={
          table.filters.variantSku
            ? 'The stock of this variant has not moved.'
            : 'Sales, returns and changes of stock will show here.'
        }
      />
    </section>
  );
}
