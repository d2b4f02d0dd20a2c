import { useGetOrderStatuses } from '@marketplace/react-hooks';
import { type OrderStatusRef, orderStatusName } from '@marketplace/sdk';
import { useCallback } from 'react';

const ALL_STATUSES = { query: { orderType: 'all' as const } };

/**
 * A function that names an order's status by its known name (the SDK's `orderStatusName` over the
 * status list of `useGetOrderStatuses`); until the list arrives, the order's own `orderStatus`.
 *
 * @example
 * const statusName = useOrderStatusName();
 * <span>{statusName(order)}</span>
 */
export function useOrderStatusName(): (order: OrderStatusRef) => string {
  const { data } = useGetOrderStatuses(ALL_STATUSES);
  return useCallback((order: OrderStatusRef) => orderStatusName(order, data ?? []), [data]);
}
