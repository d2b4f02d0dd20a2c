import type { LoadStatus } from '@marketplace/react-hooks';
import type { Entity, MarketplaceError } from '@marketplace/sdk';
import { type ReactNode, useMemo } from 'react';
import { useSearchParam, useSearchParamsWriter } from '../../app/useSearchParam';
import type { Column } from '../../kit/Column';
import { DataTable } from '../../kit/DataTable';
import { ExportCsvButton } from '../../kit/ExportCsvButton';
import { FilterSelect } from '../../kit/FilterSelect';
import { FiltersBar } from '../../kit/FiltersBar';
import { type OpenRow, useOpenRow } from '../useOpenRow';
import { returnStatusOptions } from './returnStatusOptions';
import '../orders/orders.css';
import '../workspace.css';

type Return = Entity<'ReturnedOrder'>;

// The URL keeps the filters and the open return, so a reload or a shared link shows the same.
export const RETURN_PARAM = 'return';
const STATUS_PARAM = 'status';

/** Props of {@link ReturnsList}. */
export interface ReturnsListProps {
  /** The desk's returns (`getAllOrderReturns` with its own query). */
  returns: { data?: Return[]; status: LoadStatus; error?: MarketplaceError; mutate(): unknown };
  caption: string;
  /** The columns; those with a `csv` accessor go to the export of every return the filters match. */
  columns: readonly Column<Return>[];
  /** The desk's own filters, before the status; their URL parameters, cleared with the rest. */
  filters: ReactNode;
  filterParams: readonly string[];
  /** Whether the desk's own filters hold anything. */
  filtered: boolean;
  /** Between the filters and the table: a filter's problem. */
  notice?: ReactNode;
  /** The open return's detail, under the list. */
  detail(row: OpenRow & { id: number }): ReactNode;
}

/**
 * A desk's return and replacement requests: its own filters and the status in a filters bar (all in the
 * URL), the returns newest first, every one the filters match exported to CSV (the list answers them all
 * at once), and `?return=<id>` opening one under the list. The store's and the
 * admin session's returns are this with their own query, filters and columns.
 *
 * @example
 * <ReturnsList returns={useGetAllOrderReturns({})} caption="Your store's returns" columns={COLUMNS}
 *   filters={null} filterParams={[]} filtered={false}
 *   detail={(r) => <MerchantReturnDetail key={r.id} returnId={r.id} onClose={r.close} />} />
 */
export function ReturnsList({
  returns,
  caption,
  columns,
  filters,
  filterParams,
  filtered,
  notice,
  detail,
}: ReturnsListProps) {
  const [status, setStatus] = useSearchParam(STATUS_PARAM);
  const write = useSearchParamsWriter();
  const open = useOpenRow(RETURN_PARAM);
  const rows = useMemo(
    () =>
      [...(returns.data ?? [])]
        .filter((r) => !status || r.status === status)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [returns.data, status],
  );
  const any = filtered || status !== '';
  return (
    <div className="workspace-list">
      <FiltersBar
        onReset={() => write(Object.fromEntries([STATUS_PARAM, ...filterParams].map((name) => [name, ''])))}
        active={any}
      >
        {filters}
        <FilterSelect label="Status" value={status} options={returnStatusOptions} onChange={setStatus} />
      </FiltersBar>
      {notice}
      <DataTable<Return>
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={(r) => String(r.id)}
        status={returns.status}
        error={returns.error}
        footer={
          rows.length > 0 ? (
            <div className="data-table__footer-row">
              <ExportCsvButton
                filename="returns"
                columns={columns}
                rows={rows}
                label={`Export all ${rows.length}`}
              />
            </div>
          ) : null
        }
        emptyTitle="No returns"
        emptyMessage={any ? 'No return matches these filters.' : 'No customer has asked to return an order.'}
        onRetry={() => void returns.mutate()}
      />
      {open.id ? detail({ ...open, id: open.id }) : null}
    </div>
  );
}
