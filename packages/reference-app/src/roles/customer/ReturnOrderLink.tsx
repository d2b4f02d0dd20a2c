import { useGetOrderDetails } from '@marketplace/react-hooks';
import { Link } from 'react-router';

/**
 * A link to the order a return belongs to, named as the order history names it (`ORD-2026-000028`, not
 * the order's id): the return carries only `orderId`, so the order is asked for (once per order, shared
 * with the order's page through the cache).
 *
 * @example
 * <ReturnOrderLink orderId={request.orderId} />
 */
export function ReturnOrderLink({ orderId }: { orderId: number }) {
  const order = useGetOrderDetails({ path: { id: orderId } });
  const name = order.data?.orderName;
  return (
    <Link to={`/customer/orders/${orderId}`} aria-busy={(!name && !order.error) || undefined}>
      {name ?? (order.error ? 'See the order' : 'Loading the order…')}
    </Link>
  );
}
