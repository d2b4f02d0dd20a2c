import type { TableResult } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import type { Column } from '../kit/Column';
import { DataTable } from '../kit/DataTable';
import { ExportCsvButton, type ExportCsvButtonProps } from '../kit/ExportCsvButton';
import { FiltersBar } from '../kit/FiltersBar';
import { tableBindings } from '../kit/tableBindings';
import { type OpenRow, useOpenRow } from './useOpenRow';
import './workspace.css';
import { TableSearch } from './TableSearch';

/** Props of {@link ExportableList}. */
export interface ExportableListProps<Row> {
  /** The list, from `useTable` with the URL's table state and the period in its query. */
  table: TableResult<Row>;
  /** The search box's name and hint (searched on the server). */
  search: { label: string; placeholder: string };
  /** The period's control, beside the search. */
  period: ReactNode;
  /** Whether the period differs from the list's default, and how to go back to it. */
  periodChosen: boolean;
  onResetPeriod?(): void;
  caption: string;
  /** The columns on screen; the export takes `csv.columns`, which may hold more. */
  columns: readonly Column<Row>[];
  getRowId(row: Row): string;
  /** The export: its file name, columns and words; "all" is every row of the search and period (`table.fetchAll`). */
  csv: Pick<ExportCsvButtonProps<Row>, 'filename' | 'columns' | 'allLabel'> & {
    /** Offer the export only when there are rows. */
    onlyWithRows?: boolean;
  };
  /** The empty list's heading, and what it says when something filters it and when nothing does. */
  empty: { title: string; filtered: string; none: string };
  /** A row opened under the list: its URL parameter and its detail. */
  open?: { param: string; detail(row: OpenRow & { id: number }): ReactNode };
}

/**
 * A money list over a period: a server-side search and the period in a filters bar, the paged table with
 * its state in the URL, the page or every row of the search and period exported to CSV beside the
 * pagination, and a row opened under the list. The merchant's transactions and invoices and the admin's
 * transactions and merchant reports are this with their own calls and columns.
 *
 * @example
 * <ExportableList table={table} search={{ label: 'Search invoices', placeholder: 'Invoice number' }}
 *   period={<PeriodPicker range={range} />} periodChosen={false} caption="Invoices" columns={COLUMNS}
 *   getRowId={(i) => String(i.id)} csv={{ filename: 'invoices', columns: COLUMNS }}
 *   empty={{ title: 'No invoices', filtered: 'No invoice matches.', none: 'No invoices yet.' }} />
 */
export function ExportableList<Row>({
  table,
  search,
  period,
  periodChosen,
  onResetPeriod,
  caption,
  columns,
  getRowId,
  csv,
  empty,
  open,
}: ExportableListProps<Row>) {
  const row = useOpenRow(open?.param ?? '');
  const filtered = table.search.trim() !== '' || periodChosen;
  const bindings = tableBindings(
    table,
    csv.onlyWithRows && table.count === 0 ? null : (
      <ExportCsvButton
        filename={csv.filename}
        columns={csv.columns}
        rows={table.rows}
        fetchAll={table.fetchAll}
        allLabel={csv.allLabel}
      />
    ),
  );
  return (
    <div className="workspace-list">
      <FiltersBar
        onReset={() => {
          table.reset();
          onResetPeriod?.();
        }}
        active={table.search !== '' || periodChosen}
      >
        <TableSearch table={table} label={search.label} placeholder={search.placeholder} />
        {period}
      </FiltersBar>
      <DataTable
        caption={caption}
        columns={columns}
        rows={table.rows}
        getRowId={getRowId}
        {...bindings}
        emptyTitle={empty.title}
        emptyMessage={filtered ? empty.filtered : empty.none}
      />
      {open && row.id ? open.detail({ ...row, id: row.id }) : null}
    </div>
  );
}
