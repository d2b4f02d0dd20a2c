import { type OrderStatusEntry, type OrderStatusRef, orderStatusName } from '@marketplace/sdk';
import {
  GIFT_CARD_STATUSES,
  KNOWN_ORDER_STATUSES,
  ORDER_STATUS_TONES,
  PAYMENT_STATUSES,
  PRODUCT_APPROVAL_STATUSES,
  RETURN_STATUSES,
  STORE_APPROVAL_STATUSES,
  type StatusStyle,
} from './statusNames';
import './kit.css';

/** The families of status a badge knows. */
export type StatusKind = 'order' | 'return' | 'payment' | 'productApproval' | 'giftCard' | 'storeApproval';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  kind: StatusKind;
  /**
   * The status as the server sent it (compared case-insensitively). For orders, the `code_name`
   * (`order.status`) or the order itself (`orderStatusId`, `orderStatus`, `status`).
   */
  status: string | OrderStatusRef | null | undefined;
  /** Orders only: the server's status list (`useGetOrderStatus`); default the statuses known in advance. */
  statuses?: readonly OrderStatusEntry[];
}

const TABLES: Record<Exclude<StatusKind, 'order'>, Readonly<Record<string, StatusStyle>>> = {
  return: RETURN_STATUSES,
  payment: PAYMENT_STATUSES,
  productApproval: PRODUCT_APPROVAL_STATUSES,
  giftCard: GIFT_CARD_STATUSES,
  storeApproval: STORE_APPROVAL_STATUSES,
};

/**
 * A status's known name and tone. An unknown status is itself, neutral; nothing is "Unknown".
 *
 * @example
 * statusStyle('giftCard', 'ACTIVE'); // { name: 'Active', tone: 'success' }
 * statusStyle('order', { orderStatusId: 6 }); // { name: 'Delivered', tone: 'success' }
 */
export function statusStyle(
  kind: StatusKind,
  status: StatusBadgeProps['status'],
  statuses: readonly OrderStatusEntry[] = KNOWN_ORDER_STATUSES,
): StatusStyle {
  if (kind === 'order') {
    const ref: OrderStatusRef =
      typeof status === 'object' && status !== null ? status : { status: status?.trim() };
    const name = orderStatusName(ref, statuses);
    const entry = statuses.find(
      (s) => ref.orderStatusId != null && s.id != null && String(s.id) === String(ref.orderStatusId),
    );
    const code = (ref.status ?? entry?.code_name ?? entry?.codeName ?? '').trim().toLowerCase();
    return { name: name || 'Unknown', tone: ORDER_STATUS_TONES[code] ?? 'neutral' };
  }
  const raw = typeof status === 'string' ? status.trim() : '';
  // Own keys only (a status such as "constructor" is unknown, not Object's), case-insensitive.
  const table = TABLES[kind];
  const key = Object.keys(table).find((k) => k.toLowerCase() === raw.toLowerCase());
  const known = key === undefined ? undefined : table[key];
  return known ?? { name: raw || 'Unknown', tone: 'neutral' };
}

/**
 * A status as a pill: its known name in words, with a colour per tone (waiting amber, moving blue,
 * done green, refused or failed red, finished grey). The text is always there, so colour is never the
 * only signal. Covers every order, return, payment, product-approval, gift-card and store-approval
 * status of the contract; orders go through the SDK's `orderStatusName`.
 *
 * @example
 * <StatusBadge kind="order" status={order} statuses={statusList.data} />
 * <StatusBadge kind="productApproval" status={product.approvalStatus} />
 * <StatusBadge kind="storeApproval" status={storeApprovalStatus(store)} />
 */
export function StatusBadge({ kind, status, statuses }: StatusBadgeProps) {
  const { name, tone } = statusStyle(kind, status, statuses);
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone}>
      <span className="status-badge__dot" aria-hidden="true" />
      {name}
    </span>
  );
}
