import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../kit/Column';
import { statusStyle } from '../../kit/StatusBadge';

type Product = Entity<'AdminProduct'>;

const text = (value: string | number | undefined | null) => value ?? '';

/**
 * The columns of a products export (the merchant's and the admin's lists): the plain values a spreadsheet
 * sorts and sums, whatever the table on screen shows. Amounts are in naira, as the contract gives them.
 */
export const PRODUCT_EXPORT_COLUMNS: readonly Column<Product>[] = [
  { id: 'id', header: 'Id', cell: (p) => p.id, csv: (p) => p.id },
  { id: 'name', header: 'Product', cell: (p) => p.name, csv: (p) => p.name },
  { id: 'sku', header: 'SKU', cell: (p) => p.sku, csv: (p) => text(p.sku) },
  { id: 'storeName', header: 'Store', cell: (p) => p.storeName, csv: (p) => text(p.storeName) },
  {
    id: 'category',
    header: 'Category',
    cell: (p) => p.category,
    csv: (p) => [p.category, p.subCategory, p.childCategory].filter(Boolean).join(' › '),
  },
  {
    id: 'approvalStatus',
    header: 'Approval',
    cell: (p) => p.approvalStatus,
    csv: (p) => statusStyle('productApproval', p.approvalStatus).name,
  },
  { id: 'quantity', header: 'Stock', cell: (p) => p.quantity, csv: (p) => p.quantity },
  {
    id: 'stockAlertUnits',
    header: 'Stock alert',
    cell: (p) => p.stockAlertUnits,
    csv: (p) => text(p.stockAlertUnits),
  },
  { id: 'price', header: 'Price', cell: (p) => p.pricing[0]?.price, csv: (p) => text(p.pricing[0]?.price) },
  {
    id: 'sellingPrice',
    header: 'Selling price',
    cell: (p) => p.pricing[0]?.sellingPrice,
    csv: (p) => text(p.pricing[0]?.sellingPrice),
  },
];
