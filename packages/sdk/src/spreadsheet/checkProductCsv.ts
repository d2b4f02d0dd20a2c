// papaparse is CommonJS: Node's ESM loader gives it only a default export (a named import crashes there).
import Papa from 'papaparse';
import {
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  REQUIRED_PRODUCT_CSV_COLUMNS,
} from './productCsvTemplate';

/**
 * The body one product of an import is created with: the part of `createProduct`'s request an import
 * fills (spelled out here, as each entry point's declarations stand alone).
 */
export interface ProductImportBody {
  name: string;
  description?: string[];
  categoryId: number;
  subCategoryId: number;
  childCategoryId: number;
  hostedImages?: string[];
  pricing: { sellingPrice: number; price?: number; costPrice?: number };
  quantity: number;
  sku?: string;
  weight?: number;
  weightUnit?: string;
  stockAlertUnits?: number;
  contSalesOutOfStock?: boolean;
  IsDigitalProduct?: boolean;
  variant?: { sku?: string; size?: string; color?: string; quantity?: number; discount?: number }[];
  variantProperties?: { type: string; options: string[] }[];
}

/** A category of the tree an import file names by name, with its sub-categories (`getAllCategories`). */
export interface ImportCategory {
  id: number;
  name: string;
  subCategories?: readonly { id: number; name: string }[];
}

/** A zod issue, as much of it as the check words. */
export interface ProductCsvIssue {
  path: readonly PropertyKey[];
  code?: string;
  origin?: string;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * What a check holds each row against: the category tree (the categories, and a sub-category's child
 * categories) and the contract's request schema of `createProduct`
 * (`operationRequestSchemas.createProduct()` from `@marketplace/sdk/schemas`, passed in so that this entry
 * point does not carry every schema of the API).
 */
export interface ProductCsvCategories {
  categories: readonly ImportCategory[];
  /** The child categories of a sub-category; asked once for each sub-category the file names. */
  childCategories(subCategoryId: number): Promise<readonly { id: number; name: string }[]>;
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: readonly ProductCsvIssue[] } };
  };
}

/** One product of an import file, every row of it good: ready to create. */
export interface ProductImportItem {
  sku: string;
  name: string;
  /** The rows it came from, numbered as a spreadsheet shows them (the header is row 1). */
  rows: readonly number[];
  body: ProductImportBody;
  /** The `Idempotency-Key` to create it with: the same product sent again is not created twice. */
  idempotencyKey: string;
}

/** What is wrong with one row of an import file. */
export interface ProductImportProblem {
  /** The row, numbered as a spreadsheet shows it (the header is row 1). */
  row: number;
  sku?: string;
  messages: readonly string[];
}

/** The dry run of an import file: what would be created, and what is wrong, row by row. */
export interface ProductCsvCheck {
  /** Data rows read (the header and blank lines aside). */
  rowCount: number;
  /** The products all of whose rows are good, in the file's order. */
  items: ProductImportItem[];
  /** The rows with problems, in the file's order; a product with a bad row is left out whole. */
  problems: ProductImportProblem[];
  /** Problems of the file itself (columns missing or unknown, too many rows): nothing can be imported. */
  fileProblems: string[];
}

/** The most data rows one import file may hold. */
export const PRODUCT_CSV_MAX_ROWS = 5000;

type Row = Partial<Record<ProductCsvColumn, string>>;

const VARIANT_COLUMNS = ['variantSku', 'size', 'color', 'variantQuantity', 'variantDiscount'] as const;
const PRODUCT_COLUMNS: readonly ProductCsvColumn[] = PRODUCT_CSV_COLUMNS.filter(
  (c) => c !== 'sku' && !(VARIANT_COLUMNS as readonly string[]).includes(c),
);

// Where a field of the request body comes from in the file.
const FIELD_COLUMNS: Record<string, ProductCsvColumn> = {
  name: 'name',
  description: 'description',
  hostedImages: 'images',
  'pricing.sellingPrice': 'sellingPrice',
  'pricing.price': 'price',
  'pricing.costPrice': 'costPrice',
  quantity: 'quantity',
  sku: 'sku',
  weight: 'weight',
  weightUnit: 'weightUnit',
  stockAlertUnits: 'stockAlertUnits',
  categoryId: 'category',
  subCategoryId: 'subCategory',
  childCategoryId: 'childCategory',
  'variant.sku': 'variantSku',
  'variant.size': 'size',
  'variant.color': 'color',
  'variant.quantity': 'variantQuantity',
  'variant.discount': 'variantDiscount',
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The dry run of a product import file (CSV, the template's columns): reads every row, groups a
 * product's rows by `sku` (one row per variant), finds the category, sub-category and child category by
 * name in the tree, and checks each product's body against the contract (`createProduct`'s request
 * schema) and the catalogue's rules (a selling price not above the price, variant SKUs distinct, stock
 * the sum of the variants'), before anything is created. Each problem names its row and column.
 *
 * @example
 * const check = await checkProductCsv(text, {
 *   categories: await getAllCategories(client).then((r) => r.data),
 *   childCategories: (id) => getChildCategories(client, { path: { id } }).then((r) => r.data),
 *   schema: operationRequestSchemas.createProduct(), // from '@marketplace/sdk/schemas'
 * });
 * check.problems; // [{ row: 7, sku: 'ADZ-001', messages: ['sellingPrice must be a number'] }]
 */
export async function checkProductCsv(text: string, tree: ProductCsvCategories): Promise<ProductCsvCheck> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => canonicalColumn(header) ?? header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const check: ProductCsvCheck = { rowCount: parsed.data.length, items: [], problems: [], fileProblems: [] };
  const unknown = fields.filter((f) => f !== '' && canonicalColumn(f) === undefined);
  if (unknown.length > 0) {
    check.fileProblems.push(
      `Unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map((u) => `"${u}"`).join(', ')}: use the template's columns (${PRODUCT_CSV_COLUMNS.join(', ')}).`,
    );
  }
  const missing = REQUIRED_PRODUCT_CSV_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length > 0) check.fileProblems.push(`The file has no ${missing.join(', ')} column.`);
  if (parsed.data.length === 0) check.fileProblems.push('The file has no rows under its header.');
  if (parsed.data.length > PRODUCT_CSV_MAX_ROWS) {
    check.fileProblems.push(
      `The file has ${parsed.data.length} rows; import at most ${PRODUCT_CSV_MAX_ROWS} at a time.`,
    );
  }
  if (check.fileProblems.length > 0) return check;

  const rowProblems = new Map<number, string[]>();
  const complain = (row: number, message: string) => {
    const list = rowProblems.get(row) ?? [];
    list.push(message);
    rowProblems.set(row, list);
  };
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.code !== 'UndetectableDelimiter')
      complain(error.row + 2, error.message);
  }

  // A product's rows, by SKU, in the order of their first row.
  const groups = new Map<string, { sku: string; rows: { row: number; cells: Row }[] }>();
  parsed.data.forEach((cells, index) => {
    const row = index + 2;
    const sku = (cells.sku ?? '').trim();
    if (!sku) {
      complain(
        row,
        'sku is required: it names the product (a product with variants has one row per variant).',
      );
      return;
    }
    const key = sku.toLowerCase();
    const group = groups.get(key) ?? { sku, rows: [] };
    group.rows.push({ row, cells: cells as Row });
    groups.set(key, group);
  });

  const children = new Map<number, Promise<readonly { id: number; name: string }[]>>();
  const childrenOf = (id: number) => {
    let list = children.get(id);
    if (!list) {
      list = tree.childCategories(id);
      children.set(id, list);
    }
    return list;
  };

  const schema = tree.schema;
  for (const group of groups.values()) {
    const [first, ...rest] = group.rows;
    if (!first) continue;
    const cells = first.cells;
    const at = (column: ProductCsvColumn, message: string) => complain(first.row, `${column} ${message}`);
    for (const column of REQUIRED_PRODUCT_CSV_COLUMNS) {
      if (!filled(cells[column])) at(column, "is required on the product's first row");
    }
    for (const { row, cells: other } of rest) {
      for (const column of PRODUCT_COLUMNS) {
        const value = other[column];
        if (filled(value) && !same(value, cells[column] ?? '')) {
          complain(
            row,
            `${column} differs from row ${first.row}: a product's own fields go on its first row`,
          );
        }
      }
    }

    const ids = await categoryIds(cells, tree, childrenOf, at);
    const number = (column: ProductCsvColumn, row = first.row, source: Row = cells) => {
      const raw = source[column];
      if (!filled(raw)) return undefined;
      const value = Number(raw.replace(/[₦,\s]/g, ''));
      if (!Number.isFinite(value)) complain(row, `${column} must be a number, not "${raw.trim()}"`);
      return Number.isFinite(value) ? value : undefined;
    };
    const yesNo = (column: ProductCsvColumn) => {
      const raw = cells[column]?.trim().toLowerCase();
      if (!raw) return undefined;
      if (['yes', 'y', 'true', '1'].includes(raw)) return true;
      if (['no', 'n', 'false', '0'].includes(raw)) return false;
      at(column, `must be yes or no, not "${cells[column]?.trim()}"`);
      return undefined;
    };

    const variantRows = group.rows.filter(({ cells: c }) => VARIANT_COLUMNS.some((k) => filled(c[k])));
    const variant = variantRows.map(({ row, cells: c }) => ({
      sku: trimmed(c.variantSku),
      size: trimmed(c.size),
      color: trimmed(c.color),
      quantity: number('variantQuantity', row, c),
      discount: number('variantDiscount', row, c),
    }));
    variantRows.forEach(({ row }, i) => {
      const sku = variant[i]?.sku;
      const firstUse = variant.findIndex((v) => v.sku !== undefined && sku !== undefined && same(v.sku, sku));
      if (sku !== undefined && firstUse !== i) {
        complain(row, `variantSku ${sku} is used twice in this product (row ${variantRows[firstUse]?.row})`);
      }
    });
    const variantStock = variant.reduce((sum, v) => sum + (v.quantity ?? 0), 0);
    let quantity = number('quantity');
    if (variant.length > 0) {
      if (quantity !== undefined && quantity !== variantStock) {
        at('quantity', `is ${quantity} but its variants' quantities add up to ${variantStock}`);
      }
      quantity = variantStock;
    } else if (quantity === undefined && filled(cells.sellingPrice)) {
      at('quantity', 'is required (or one row per variant, each with its variantQuantity)');
    }
    const sellingPrice = number('sellingPrice');
    const price = number('price');
    if (sellingPrice !== undefined && price !== undefined && sellingPrice > price) {
      at('sellingPrice', `(${sellingPrice}) cannot be above price (${price})`);
    }
    const options = (key: 'size' | 'color') => [
      ...new Set(variant.map((v) => v[key]).filter((o): o is string => o !== undefined)),
    ];
    const properties = (['size', 'color'] as const)
      .map((type) => ({ type, options: options(type) }))
      .filter((p) => p.options.length > 0);
    const body: ProductImportBody = {
      name: (cells.name ?? '').trim(),
      description: filled(cells.description)
        ? cells.description
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : undefined,
      ...(ids ?? { categoryId: 0, subCategoryId: 0, childCategoryId: 0 }),
      hostedImages: filled(cells.images)
        ? cells.images
            .split(/[|\s]+/)
            .map((u) => u.trim())
            .filter(Boolean)
        : undefined,
      pricing: { sellingPrice: sellingPrice as number, price, costPrice: number('costPrice') },
      quantity: quantity as number,
      sku: group.sku,
      weight: number('weight'),
      weightUnit: trimmed(cells.weightUnit),
      stockAlertUnits: number('stockAlertUnits'),
      contSalesOutOfStock: yesNo('continueSellingWhenSoldOut'),
      IsDigitalProduct: yesNo('digital'),
      ...(variant.length > 0 ? { variant, variantProperties: properties } : {}),
    };
    const sent = withoutUndefined(body);
    const result = schema.safeParse(sent);
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.map(String);
      // A variant's problem is on that variant's row; a category's was said when it was looked up.
      const variantIndex = path[0] === 'variant' ? Number(path[1]) : undefined;
      const fieldKey = path[0] === 'variant' ? `variant.${path[2]}` : path.slice(0, 2).join('.');
      const column = FIELD_COLUMNS[fieldKey] ?? FIELD_COLUMNS[path[0] ?? ''];
      if (column === 'category' || column === 'subCategory' || column === 'childCategory') continue;
      if (path[0] === 'pricing' && path[1] === 'sellingPrice' && !filled(cells.sellingPrice)) continue;
      if (path[0] === 'quantity' && quantity === undefined) continue;
      if (path[0] === 'name' && !filled(cells.name)) continue;
      const row = variantIndex !== undefined ? (variantRows[variantIndex]?.row ?? first.row) : first.row;
      const name = column ?? path.join('.');
      // A cell already reported (not a number, say) is not reported twice.
      if (rowProblems.get(row)?.some((m) => m.startsWith(`${name} `))) continue;
      complain(row, `${name} ${issueWords(issue, valueAt(sent, issue.path))}`);
    }
    if (group.rows.some(({ row }) => rowProblems.has(row))) continue;
    check.items.push({
      sku: group.sku,
      name: body.name,
      rows: group.rows.map((r) => r.row),
      body: sent,
      idempotencyKey: `product-import-${group.sku.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60)}-${hashOf(JSON.stringify(sent))}`,
    });
  }
  check.problems = [...rowProblems.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, messages]) => {
      const sku = parsed.data[row - 2]?.sku?.trim();
      return sku ? { row, sku, messages } : { row, messages };
    });
  return check;
}

/** The template's column a header names, whatever its case and spaces. */
function canonicalColumn(header: string): ProductCsvColumn | undefined {
  const wanted = header.replace(/\s+/g, '').toLowerCase();
  return PRODUCT_CSV_COLUMNS.find((c) => c.toLowerCase() === wanted);
}

/** The three levels' ids, found by name; each name not found is a problem on the product's first row. */
async function categoryIds(
  cells: Row,
  tree: ProductCsvCategories,
  childrenOf: (id: number) => Promise<readonly { id: number; name: string }[]>,
  at: (column: ProductCsvColumn, message: string) => void,
): Promise<{ categoryId: number; subCategoryId: number; childCategoryId: number } | undefined> {
  if (!filled(cells.category) || !filled(cells.subCategory) || !filled(cells.childCategory)) return undefined;
  const category = tree.categories.find((c) => same(c.name, cells.category ?? ''));
  if (!category) {
    at('category', `"${cells.category.trim()}" is not a category (${names(tree.categories)})`);
    return undefined;
  }
  const sub = category.subCategories?.find((s) => same(s.name, cells.subCategory ?? ''));
  if (!sub) {
    at(
      'subCategory',
      `"${cells.subCategory.trim()}" is not in ${category.name} (${names(category.subCategories ?? [])})`,
    );
    return undefined;
  }
  let list: readonly { id: number; name: string }[];
  try {
    list = await childrenOf(sub.id);
  } catch {
    at('childCategory', `could not be checked: the child categories of ${sub.name} did not load`);
    return undefined;
  }
  const child = list.find((c) => same(c.name, cells.childCategory ?? ''));
  if (!child) {
    at('childCategory', `"${cells.childCategory.trim()}" is not in ${sub.name} (${names(list)})`);
    return undefined;
  }
  return { categoryId: category.id, subCategoryId: sub.id, childCategoryId: child.id };
}

const names = (list: readonly { name: string }[]) => list.map((c) => c.name).join(', ') || 'none';

const trimmed = (value: string | undefined) => (filled(value) ? value.trim() : undefined);

/** The body without its `undefined` fields, as JSON sends it (and as the idempotency fingerprint sees it). */
function withoutUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/** A schema issue in words, after the column's name; `value` is what the file gave. */
function issueWords(issue: ProductCsvIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return 'is required';
      return issue.expected === 'int' ? 'must be a whole number' : `must be ${issue.expected ?? 'valid'}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${issue.minimum} characters`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${issue.maximum} characters`
        : `must be at most ${issue.maximum}`;
    default:
      return 'is not valid';
  }
}

/** A short, stable hash of a text (two FNV-1a passes), for idempotency keys. */
function hashOf(value: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x811c9dc5) + i;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
