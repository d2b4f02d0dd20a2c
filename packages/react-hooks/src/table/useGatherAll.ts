'use client';
import type { CallInit, OperationData, OperationId, UserType } from '@marketplace/sdk';
import { clientForRole } from '../core/clientForRole';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import type { OperationFn } from '../core/OperationFn';
import { roleOf } from '../core/operationKey';
import { gatherPages } from './gatherPages';

/** Gathers every row of a list, reporting the rows so far; rejects with the list's error. */
export type GatherAll<Row> = (onProgress?: (rowsSoFar: number) => void) => Promise<Row[]>;

/** The rows of an operation's answer, when it answers `{ count, rows }`. */
type RowsOf<Id extends OperationId> = OperationData<Id> extends { rows: readonly (infer R)[] } ? R : never;

/**
 * "Every row" of a paged operation (a list or a report that answers `{ count, rows }`) under `init`, for
 * an export or a bulk action on all matching rows: {@link gatherPages} through the operation's own call,
 * with the role of `init` (or the page's) and that role's token, as its query hook fetches. `useTable`'s
 * `fetchAll` is this for the table's query; a screen whose list is not a table (a finance report) uses it
 * directly with the SDK's function of the operation. A `null` init gathers nothing.
 *
 * @example
 * const fetchAll = useGatherAll(getSettlementReport, { query: period });
 * <ExportCsvButton filename="settlement" columns={columns} fetchAll={fetchAll} />
 */
export function useGatherAll<Id extends OperationId, Row = RowsOf<Id>>(
  call: OperationFn<Id>,
  init: CallInit<Id> | null,
): GatherAll<Row> {
  const client = useMarketplaceClient();
  return (onProgress) => {
    if (init === null) return Promise.resolve([]);
    const base = init as { as?: UserType; query?: Record<string, unknown> };
    const role = roleOf(client, base);
    const roleClient = clientForRole(client, role);
    return gatherPages<Row>(async (page) => {
      const pageInit = { ...base, as: role || undefined, query: { ...base.query, ...page } };
      const answer = await call(roleClient, pageInit as unknown as CallInit<Id>);
      return answer.data as unknown as { count: number; rows: readonly Row[] };
    }, onProgress);
  };
}
