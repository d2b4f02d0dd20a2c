import { toCsv } from '../domain/toCsv';

/**
 * The columns of a product import file, in the template's order. One row per product, or one row per
 * variant: rows with the same `sku` are one product, its fields on the first of them, each row's
 * `variantSku`, `size`, `color`, `variantQuantity` and `variantDiscount` one variant.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'subCategory',
  'childCategory',
  'sellingPrice',
  'price',
  'costPrice',
  'quantity',
  'stockAlertUnits',
  'weight',
  'weightUnit',
  'images',
  'continueSellingWhenSoldOut',
  'digital',
  'variantSku',
  'size',
  'color',
  'variantQuantity',
  'variantDiscount',
] as const;

/** A column of a product import file. */
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The columns a product's first row must fill. */
export const REQUIRED_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  'sku',
  'name',
  'category',
  'subCategory',
  'childCategory',
  'sellingPrice',
];

type TemplateRow = Partial<Record<ProductCsvColumn, string>>;

const EXAMPLES: TemplateRow[] = [
  {
    sku: 'EXAMPLE-DRESS-01',
    name: 'Ankara Print Midi Dress',
    description: '100% cotton Ankara wax print, fully lined.\nConcealed back zip.',
    category: 'Fashion',
    subCategory: "Women's Clothing",
    childCategory: 'Dresses',
    sellingPrice: '15500',
    price: '18000',
    costPrice: '9000',
    stockAlertUnits: '3',
    weight: '0.6',
    weightUnit: 'kg',
    images: 'https://example.com/dress-front.jpg | https://example.com/dress-back.jpg',
    continueSellingWhenSoldOut: 'no',
    digital: 'no',
    variantSku: 'EXAMPLE-DRESS-01-M-RED',
    size: 'M',
    color: 'Red',
    variantQuantity: '12',
    variantDiscount: '0',
  },
  {
    sku: 'EXAMPLE-DRESS-01',
    variantSku: 'EXAMPLE-DRESS-01-L-BLU',
    size: 'L',
    color: 'Blue',
    variantQuantity: '8',
  },
  {
    sku: 'EXAMPLE-TOTE-01',
    name: 'Woven Raffia Tote',
    category: 'Fashion',
    subCategory: 'Bags & Accessories',
    childCategory: 'Handbags',
    sellingPrice: '7500',
    quantity: '20',
  },
];

/**
 * The product import template: the header row and three example rows (a product with two variants, as
 * two rows, and a product without variants), as CSV text to download and fill in. Descriptions may hold
 * line breaks (one paragraph each); `images` are URLs separated by `|`; yes/no columns take `yes` or `no`.
 *
 * @example
 * const csv = productCsvTemplate(); // 'sku,name,description,…\r\nEXAMPLE-DRESS-01,Ankara Print Midi Dress,…'
 */
export function productCsvTemplate(): string {
  return toCsv(
    EXAMPLES,
    PRODUCT_CSV_COLUMNS.map((column) => ({ key: column, header: column })),
  );
}
