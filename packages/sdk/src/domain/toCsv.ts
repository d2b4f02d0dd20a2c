// papaparse is CommonJS: Node's ESM loader gives it only a default export (a named import crashes there).
import Papa from 'papaparse';

/** One column of a CSV export. */
export interface CsvColumn<Row> {
  /** The column's name; also the field read from each row when there is no `value` getter. */
  key: string;
  /** The text of the header row. */
  header: string;
  /** Always put this column's cells in quotes. A column whose key is `reference` always is. */
  quote?: boolean;
  /** Reads the cell from a row, for computed or nested values (e.g. `(row) => row.customer.name`). */
  value?: (row: Row) => unknown;
}

/**
 * Rows as CSV text: a header row, then one line per row, CRLF line endings, no trailing newline. Cells
 * are quoted and escaped by papaparse when they hold a comma, a quote or a line break; the `reference`
 * column (spec section 9: "the CSV export puts the reference in quotes") and any column with
 * `quote: true` are always quoted, so spreadsheets keep a reference such as `000123` as text.
 *
 * Cells: `null` and `undefined` are empty, a `Date` is its ISO string, other objects are JSON, anything
 * else its `String` form.
 *
 * @example
 * toCsv(
 *   [{ reference: 'T-001', customer: 'Ada, Lovelace', amount: 1500 }],
 *   [
 *     { key: 'reference', header: 'Reference' },
 *     { key: 'customer', header: 'Customer' },
 *     { key: 'amount', header: 'Amount' },
 *   ],
 * ); // '"Reference",Customer,Amount\r\n"T-001","Ada, Lovelace",1500'
 */
export function toCsv<Row extends object>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const data = rows.map((row) =>
    columns.map((column) =>
      cell(column.value ? column.value(row) : (row as Record<string, unknown>)[column.key]),
    ),
  );
  // The header goes in as the first row: given as `fields` with no data, papaparse adds a stray line break.
  return Papa.unparse([columns.map((column) => column.header), ...data], {
    quotes: columns.map((column) => column.quote === true || column.key === 'reference'),
    newline: '\r\n',
  });
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
