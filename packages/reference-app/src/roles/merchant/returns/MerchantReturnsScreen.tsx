import { useGetAllOrderReturns } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { ConfirmProvider } from '../../../kit/ConfirmProvider';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FilterSelect } from '../../../kit/FilterSelect';
import { FiltersBar } from '../../../kit/FiltersBar';
import { StatusBadge } from '../../../kit/StatusBadge';
import { ReturnLink } from '../../../workspace/returns/ReturnLink';
import { returnAskLabel } from '../../../workspace/returns/returnAsk';
import { returnStatusOptions } from '../../../workspace/returns/returnStatusOptions';
import { MerchantReturnDetail } from './MerchantReturnDetail';
import '../orders/orders.css';

type Return = Entity<'ReturnedOrder'>;

// The URL keeps the filters and the open return, so a reload or a shared link shows the same.
const RETURN_PARAM = 'return';
const KIND_PARAM = 'kind';
const STATUS_PARAM = 'status';
const KIND_OPTIONS = [
  // The list's `refund` parameter: a request for a replacement or else a refund counts as asking a refund.
  { value: 'refund', label: 'Refund asked for' },
  { value: 'replacement', label: 'Replacement only' },
];

const COLUMNS: Column<Return>[] = [
  { id: 'id', header: 'Return', cell: (r) => <ReturnLink ret={r} param={RETURN_PARAM} /> },
  {
    id: 'type',
    header: 'Asked for',
    cell: returnAskLabel,
  },
  { id: 'orderId', header: 'Order', cell: (r) => r.orderName ?? `#${r.orderId}` },
  { id: 'products', header: 'Products', cell: (r) => r.products.map((p) => p.productName).join(', ') },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge kind="return" status={r.status} /> },
  { id: 'createdAt', header: 'Requested', cell: (r) => <DateText value={r.createdAt} /> },
];

/**
 * The store's return and replacement requests (`/merchant/returns`, needs `read` on `returns`): refunds
 * or replacements (the list's `refund` parameter), filtered by status, newest first; `?return=<id>` opens
 * one under the list, where the merchant moves its status on.
 *
 * @example
 * { path: 'returns', lazy: screen(merchant, 'MerchantReturnsScreen') }
 */
export function MerchantReturnsScreen() {
  const [params, setParams] = useSearchParams();
  const kind = params.get(KIND_PARAM) ?? '';
  const status = params.get(STATUS_PARAM) ?? '';
  const returns = useGetAllOrderReturns(kind ? { query: { refund: kind === 'refund' } } : {});
  const rows = useMemo(
    () =>
      [...(returns.data ?? [])]
        .filter((r) => !status || r.status === status)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [returns.data, status],
  );
  const openId = Number(params.get(RETURN_PARAM));
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <ConfirmProvider>
      <div className="workspace-list">
        <FiltersBar
          onReset={() =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete(KIND_PARAM);
                next.delete(STATUS_PARAM);
                return next;
              },
              { replace: true },
            )
          }
          active={Boolean(kind || status)}
        >
          <FilterSelect
            label="Asked for"
            value={kind}
            options={KIND_OPTIONS}
            onChange={(v) => setParam(KIND_PARAM, v ?? '')}
          />
          <FilterSelect
            label="Status"
            value={status}
            options={returnStatusOptions}
            onChange={(v) => setParam(STATUS_PARAM, v ?? '')}
          />
        </FiltersBar>
        <DataTable<Return>
          caption="Your store's returns"
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => String(r.id)}
          status={returns.status}
          error={returns.error}
          emptyTitle="No returns"
          emptyMessage={
            kind || status ? 'No return matches these filters.' : 'No customer has asked to return an order.'
          }
          onRetry={() => void returns.mutate()}
        />
        {Number.isInteger(openId) && openId > 0 ? (
          <MerchantReturnDetail key={openId} returnId={openId} onClose={() => setParam(RETURN_PARAM, '')} />
        ) : null}
      </div>
    </ConfirmProvider>
  );
}
