import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { AdminOrderDetailProps } from './AdminOrderDetail';

// An order's panel holds the forms of the desk (assignment, status moves, the dispatcher's rider phone and
// proof photo: react-hook-form and the kit's forms). Loaded when an order is opened, so the orders list,
// the page everyone lands on, stays within the workspace page budget (scripts/figures.mjs).
const Detail = lazy(() => import('./AdminOrderDetail').then((m) => ({ default: m.AdminOrderDetail })));

/**
 * {@link AdminOrderDetail}, its code fetched when first shown; a spinner until then.
 *
 * @example
 * <LazyAdminOrderDetail orderId={41} desk={desk} listHref="/admin/orders" onClose={close} />
 */
export function LazyAdminOrderDetail(props: AdminOrderDetailProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the order" />}>
      <Detail {...props} />
    </Suspense>
  );
}
