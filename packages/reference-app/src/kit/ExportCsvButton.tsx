import { useEffect, useRef, useState } from 'react';
import type { Column } from './Column';
import './kit.css';

/** Props of {@link ExportCsvButton}. */
export interface ExportCsvButtonProps<Row> {
  /** The file's name; `.csv` is added when missing. */
  filename: string;
  /** The table's columns: those with a `csv` accessor are exported, headed by their `header`. */
  columns: readonly Column<Row>[];
  /** The rows on screen: "Export this page". */
  rows?: readonly Row[];
  /**
   * Fetches every row, paging through the list: "Export all". It may report the rows fetched so far
   * through `onProgress`, shown as "Exporting… 120 rows".
   */
  fetchAll?: (onProgress: (rowsSoFar: number) => void) => Promise<readonly Row[]>;
  /** The button's words for the page; default "Export CSV" ("Export this page" when `fetchAll` is given too). */
  label?: string;
  /** The words for all rows; default "Export all" ("Export CSV" when there are no `rows`). */
  allLabel?: string;
  /** How many rows "Export all" will fetch, when known: progress shows "120 of 340 rows" and a bar. */
  total?: number;
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows?: number }
  | { kind: 'done'; rows: number }
  | { kind: 'failed'; message: string };

/**
 * Writes rows to a CSV file and downloads it: the visible rows, or all rows fetched page by page
 * (`fetchAll`), with the SDK's `toCsv` (the `reference` column always quoted, so `000123` stays text in
 * a spreadsheet). The CSV module is imported when the button is pressed, so a screen costs nothing for
 * it until then. Progress and the result are announced; a failure says what went wrong and keeps the
 * button usable for another try. The file starts with a byte-order mark so spreadsheets read ₦ right.
 *
 * @example
 * const table = useTable({ operation: 'getAllTransactions' });
 * <ExportCsvButton filename="transactions" columns={columns} rows={table.rows}
 *   fetchAll={(onProgress) => fetchEveryPage(onProgress)} />
 */
export function ExportCsvButton<Row>({
  filename,
  columns,
  rows,
  fetchAll,
  label,
  allLabel,
  total,
}: ExportCsvButtonProps<Row>) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const running = state.kind === 'running';
  const exportable = columns.filter((column) => column.csv);

  async function run(source: 'page' | 'all') {
    setState({ kind: 'running', rows: source === 'all' ? 0 : undefined });
    try {
      const [{ toCsv }, data] = await Promise.all([
        import('@marketplace/sdk/csv'),
        source === 'all' && fetchAll
          ? fetchAll((n) => mounted.current && setState({ kind: 'running', rows: n }))
          : Promise.resolve(rows ?? []),
      ]);
      const csv = toCsv(
        data as readonly object[],
        exportable.map((column) => ({
          key: column.id,
          header: column.header,
          quote: column.id === 'reference' || column.header.trim().toLowerCase() === 'reference',
          value: (row: object) => column.csv?.(row as Row),
        })),
      );
      downloadText(
        `\ufeff${csv}`,
        filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`,
        'text/csv;charset=utf-8',
      );
      if (mounted.current) setState({ kind: 'done', rows: data.length });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Try again later.';
      if (mounted.current) setState({ kind: 'failed', message: `Could not export the CSV. ${message}` });
    }
  }

  const both = rows !== undefined && fetchAll !== undefined;
  return (
    <div className="export-csv">
      {rows !== undefined ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={running || rows.length === 0}
          onClick={() => void run('page')}
        >
          {label ?? (both ? 'Export this page' : 'Export CSV')}
        </button>
      ) : null}
      {fetchAll ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={running}
          onClick={() => void run('all')}
        >
          {allLabel ?? (both ? 'Export all' : 'Export CSV')}
        </button>
      ) : null}
      {state.kind === 'running' && state.rows !== undefined && total ? (
        <progress
          className="export-csv__progress"
          aria-label="Export progress"
          max={total}
          value={Math.min(state.rows, total)}
        />
      ) : null}
      <p className="export-csv__status" role="status">
        {state.kind === 'running'
          ? state.rows === undefined
            ? 'Exporting…'
            : total
              ? `Exporting… ${state.rows} of ${total} rows`
              : `Exporting… ${state.rows} ${state.rows === 1 ? 'row' : 'rows'}`
          : state.kind === 'done'
            ? `Exported ${state.rows} ${state.rows === 1 ? 'row' : 'rows'}`
            : ''}
      </p>
      {state.kind === 'failed' ? (
        <p className="export-csv__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Hands text to the browser as a file download through a Blob URL, released once used: CSV exports, the
 * import template (kept in this module so that the two share its chunk).
 *
 * @example
 * downloadText(`\ufeff${csv}`, 'orders.csv', 'text/csv;charset=utf-8');
 */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
