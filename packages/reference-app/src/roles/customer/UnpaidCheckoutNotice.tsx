import { useGetCustomerOrders, useSession } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { UnpaidCheckoutActions } from './UnpaidCheckoutActions';

/** How many recent orders are searched for a checkout still waiting (it expires within the hour). */
const RECENT_ORDERS = 10;

/**
 * Where an empty cart would be a dead end (the shopper came Back from the card page, or closed it: the
 * cart became orders): the customer's latest checkout still waiting for its payment, with Pay now and
 * Cancel, and the way to their orders. Nothing for a guest or when no checkout waits.
 *
 * @example
 * if (cart.items.length === 0) return <><UnpaidCheckoutNotice /><EmptyState … /></>;
 */
export function UnpaidCheckoutNotice() {
  const session = useSession('customer');
  const orders = useGetCustomerOrders(session.user ? { query: { limit: RECENT_ORDERS, offset: 0 } } : null);
  const checkout = orders.data?.rows.find((o) => o.unpaidCheckout)?.unpaidCheckout;
  if (!checkout) return null;
  const several = checkout.orderIds.length > 1;
  return (
    <section className="customer-notice" aria-labelledby="unpaid-checkout-title">
      <h2 className="customer-notice__title" id="unpaid-checkout-title">
        {several ? 'Your orders are waiting for payment' : 'Your order is waiting for payment'}
      </h2>
      <UnpaidCheckoutActions checkout={checkout} lead />
      <p>
        <Link to="/customer/orders">See my orders</Link>
      </p>
    </section>
  );
}
