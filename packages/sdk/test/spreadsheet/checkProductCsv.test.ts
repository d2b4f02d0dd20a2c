// The product import's dry run: every row checked against the contract and the category tree, a
// product's variants grouped from its rows, each problem named by row and column, nothing ready that is bad.
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/domain/toCsv';
import { operationRequestSchemas } from '../../src/generated/operationRequestSchemas';
import { checkProductCsv, type ProductCsvCategories } from '../../src/spreadsheet/checkProductCsv';
import { PRODUCT_CSV_COLUMNS, productCsvTemplate } from '../../src/spreadsheet/productCsvTemplate';

const asked: number[] = [];
const tree: ProductCsvCategories = {
  categories: [
    {
      id: 1,
      name: 'Fashion',
      subCategories: [
        { id: 11, name: "Women's Clothing" },
        { id: 12, name: 'Bags & Accessories' },
      ],
    },
    { id: 2, name: 'Electronics', subCategories: [{ id: 21, name: 'Audio' }] },
  ],
  childCategories: async (id) => {
    asked.push(id);
    return (
      (
        {
          11: [{ id: 111, name: 'Dresses' }],
          12: [{ id: 121, name: 'Handbags' }],
          21: [{ id: 211, name: 'Headphones & Earbuds' }],
        } as Record<number, { id: number; name: string }[]>
      )[id] ?? []
    );
  },
  schema: operationRequestSchemas.createProduct(),
};

const csvOf = (rows: Record<string, string>[]) =>
  toCsv(
    rows,
    PRODUCT_CSV_COLUMNS.map((c) => ({ key: c, header: c })),
  );

const good = (sku: string, extra: Record<string, string> = {}) => ({
  sku,
  name: `Product ${sku}`,
  category: 'Electronics',
  subCategory: 'Audio',
  childCategory: 'Headphones & Earbuds',
  sellingPrice: '12500',
  quantity: '4',
  ...extra,
});

describe('checkProductCsv', () => {
  it('reads the template: a product with two variants (two rows) and one without, ready to create', async () => {
    const check = await checkProductCsv(productCsvTemplate(), tree);
    expect(check.fileProblems).toEqual([]);
    expect(check.problems).toEqual([]);
    expect(check.rowCount).toBe(3);
    expect(check.items.map((i) => [i.sku, i.rows])).toEqual([
      ['EXAMPLE-DRESS-01', [2, 3]],
      ['EXAMPLE-TOTE-01', [4]],
    ]);
    const dress = check.items[0]?.body;
    expect(dress).toMatchObject({
      categoryId: 1,
      subCategoryId: 11,
      childCategoryId: 111,
      pricing: { sellingPrice: 15500, price: 18000, costPrice: 9000 },
      quantity: 20,
      description: ['100% cotton Ankara wax print, fully lined.', 'Concealed back zip.'],
      hostedImages: ['https://example.com/dress-front.jpg', 'https://example.com/dress-back.jpg'],
      contSalesOutOfStock: false,
      variant: [
        { sku: 'EXAMPLE-DRESS-01-M-RED', size: 'M', color: 'Red', quantity: 12, discount: 0 },
        { sku: 'EXAMPLE-DRESS-01-L-BLU', size: 'L', color: 'Blue', quantity: 8 },
      ],
      variantProperties: [
        { type: 'size', options: ['M', 'L'] },
        { type: 'color', options: ['Red', 'Blue'] },
      ],
    });
    expect(check.items[1]?.body).not.toHaveProperty('variant');
  });

  it('names each bad row and column, and leaves a product with any bad row out whole', async () => {
    asked.length = 0;
    const check = await checkProductCsv(
      csvOf([
        good('A-1'),
        good('A-2', { sellingPrice: 'twelve' }),
        good('A-3', { category: 'Toys' }),
        good('A-4', { quantity: '-2' }),
        good('A-5', { name: '' }),
        good('A-6', { sellingPrice: '9000', price: '8000' }),
        good('A-7', { childCategory: 'Dresses' }),
        good('A-8', { quantity: '1.5' }),
        good('V-1', { quantity: '', variantSku: 'V-1-S', size: 'S', variantQuantity: '2' }),
        { sku: 'V-1', variantSku: 'V-1-S', size: 'M', variantQuantity: '3' },
        { sku: '', name: 'No SKU' },
      ]),
      tree,
    );
    expect(check.items.map((i) => i.sku)).toEqual(['A-1']);
    expect(check.problems).toEqual([
      { row: 3, sku: 'A-2', messages: ['sellingPrice must be a number, not "twelve"'] },
      {
        row: 4,
        sku: 'A-3',
        messages: ['category "Toys" is not a category (Fashion, Electronics)'],
      },
      { row: 5, sku: 'A-4', messages: ['quantity must be at least 0'] },
      { row: 6, sku: 'A-5', messages: ["name is required on the product's first row"] },
      { row: 7, sku: 'A-6', messages: ['sellingPrice (9000) cannot be above price (8000)'] },
      {
        row: 8,
        sku: 'A-7',
        messages: ['childCategory "Dresses" is not in Audio (Headphones & Earbuds)'],
      },
      { row: 9, sku: 'A-8', messages: ['quantity must be a whole number'] },
      { row: 11, sku: 'V-1', messages: ['variantSku V-1-S is used twice in this product (row 10)'] },
      {
        row: 12,
        messages: [
          'sku is required: it names the product (a product with variants has one row per variant).',
        ],
      },
    ]);
    // Each sub-category's child categories are asked once, however many rows name it.
    expect(asked).toEqual([21]);
  });

  it('refuses a file whose columns are not the template’s, before reading its rows', async () => {
    const check = await checkProductCsv('sku,title,price\r\nA-1,Cap,500', tree);
    expect(check.items).toEqual([]);
    expect(check.fileProblems).toEqual([
      expect.stringMatching(/^Unknown column "title": use the template's columns/),
      'The file has no name, category, subCategory, childCategory, sellingPrice column.',
    ]);
  });

  it('matches headers and category names whatever their case, and reads ₦ and thousands separators', async () => {
    const csv =
      'SKU,Name,Category,Sub Category,Child Category,Selling Price,Quantity\r\n' +
      'c-1,Earbuds,electronics,AUDIO,headphones & earbuds,"₦12,500",3';
    const check = await checkProductCsv(csv, tree);
    expect(check.problems).toEqual([]);
    expect(check.items[0]?.body).toMatchObject({
      categoryId: 2,
      subCategoryId: 21,
      childCategoryId: 211,
      pricing: { sellingPrice: 12500 },
      quantity: 3,
    });
  });

  it('gives the same product the same idempotency key, and another product another', async () => {
    const one = await checkProductCsv(csvOf([good('K-1'), good('K-2')]), tree);
    const again = await checkProductCsv(csvOf([good('K-2'), good('K-1')]), tree);
    const keys = (c: typeof one) => Object.fromEntries(c.items.map((i) => [i.sku, i.idempotencyKey]));
    expect(keys(again)).toEqual(keys(one));
    expect(keys(one)['K-1']).not.toBe(keys(one)['K-2']);
    const changed = await checkProductCsv(csvOf([good('K-1', { sellingPrice: '13000' })]), tree);
    expect(keys(changed)['K-1']).not.toBe(keys(one)['K-1']);
  });
});
