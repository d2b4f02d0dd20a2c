import { useGetAllOrderReturns } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParam } from '../../../app/useSearchParam';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { FilterSelect } from '../../../kit/FilterSelect';
import { StatusBadge, statusStyle } from '../../../kit/StatusBadge';
import { ReturnLink } from '../../../workspace/returns/ReturnLink';
import { ReturnsList } from '../../../workspace/returns/ReturnsList';
import { returnAskLabel } from '../../../workspace/returns/returnAsk';
import { MerchantReturnDetail } from './MerchantReturnDetail';

type Return = Entity<'ReturnedOrder'>;

// The URL keeps the filters and the open return, so a reload or a shared link shows the same.
const KIND_PARAM = 'kind';
const KIND_OPTIONS = [
  // The list's `refund` parameter: a request for a replacement or else a refund counts as asking a refund.
  { value: 'refund', label: 'Refund asked for' },
  { value: 'replacement', label: 'Replacement only' },
];

const orderOf = (r: Return) => r.orderName ?? `#${r.orderId}`;
const productsOf = (r: Return) => r.products.map((p) => p.productName).join(', ');

const COLUMNS: Column<Return>[] = [
  { id: 'id', header: 'Return', cell: (r) => <ReturnLink ret={r} />, csv: (r) => r.id },
  { id: 'type', header: 'Asked for', cell: returnAskLabel, csv: returnAskLabel },
  { id: 'orderId', header: 'Order', cell: orderOf, csv: orderOf },
  { id: 'products', header: 'Products', cell: productsOf, csv: productsOf },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusBadge kind="return" status={r.status} />,
    csv: (r) => statusStyle('return', r.status).name,
  },
  {
    id: 'createdAt',
    header: 'Requested',
    cell: (r) => <DateText value={r.createdAt} />,
    csv: (r) => r.createdAt,
  },
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
  const [kind, setKind] = useSearchParam(KIND_PARAM);
  const returns = useGetAllOrderReturns(kind ? { query: { refund: kind === 'refund' } } : {});
  return (
    <ReturnsList
      returns={returns}
      caption="Your store's returns"
      columns={COLUMNS}
      filters={<FilterSelect label="Asked for" value={kind} options={KIND_OPTIONS} onChange={setKind} />}
      filterParams={[KIND_PARAM]}
      filtered={kind !== ''}
      detail={(row) => <MerchantReturnDetail key={row.id} returnId={row.id} onClose={row.close} />}
    />
  );
}
