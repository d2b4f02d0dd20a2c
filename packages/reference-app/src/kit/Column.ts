import type { ReactNode } from 'react';

/** One column of a {@link DataTable} (and of its CSV export, `ExportCsvButton`). */
export interface Column<Row> {
  /** Unique within the table; also the sort key sent to the table hook (`sort.column`). */
  id: string;
  /** The header's text (and the CSV header). */
  header: string;
  /** The cell's content for a row. */
  cell(row: Row): ReactNode;
  /** Whether the header is a sort button. */
  sortable?: boolean;
  /** `end` for figures (amounts, counts), so they line up; default `start`. */
  align?: 'start' | 'end';
  /** The plain value of the cell in a CSV export; a column without it is left out of the export. */
  csv?(row: Row): string | number;
}
