/** The fields of an order (spec section 3) that say its status. */
export interface OrderStatusRef {
  /** Points into the status list. */
  orderStatusId?: string | number | null;
  /** The status's known name as the server gave it with the order. */
  orderStatus?: string | null;
  /** The status's `code_name`. */
  status?: string | null;
}

/** One entry of the order status list; servers spell the code `code_name` or `codeName`. */
export interface OrderStatusEntry {
  id?: string | number | null;
  name?: string | null;
  displayName?: string | null;
  code_name?: string | null;
  codeName?: string | null;
}

/**
 * The name to display for an order's status (spec section 4: "orders display the status by its known
 * name"). The status is found in the list by `orderStatusId`, or else by the order's `status` code
 * (compared case-insensitively); its `name` is shown, or its `displayName`, or its code. When the list
 * has no match, the order's own `orderStatus` name is shown, then its raw `status` code, then `''`.
 * Ids compare by their string form.
 *
 * @example
 * const statuses = [{ id: 1, name: 'Pending', code_name: 'pending' }, { id: 2, name: 'Shipped', code_name: 'shipped' }];
 * orderStatusName({ orderStatusId: 2 }, statuses); // 'Shipped'
 * orderStatusName({ status: 'pending' }, statuses); // 'Pending'
 * orderStatusName({ status: 'on_hold' }, statuses); // 'on_hold'
 */
export function orderStatusName(order: OrderStatusRef, statuses: readonly OrderStatusEntry[]): string {
  const id = order.orderStatusId;
  const code = order.status?.trim().toLowerCase();
  const byId =
    id === undefined || id === null
      ? undefined
      : statuses.find((s) => s.id !== undefined && s.id !== null && String(s.id) === String(id));
  const byCode = code
    ? statuses.find((s) => (s.code_name ?? s.codeName)?.trim().toLowerCase() === code)
    : undefined;
  const entry = byId ?? byCode;
  return (
    (entry && (entry.name || entry.displayName || entry.code_name || entry.codeName)) ||
    order.orderStatus ||
    order.status ||
    ''
  );
}
