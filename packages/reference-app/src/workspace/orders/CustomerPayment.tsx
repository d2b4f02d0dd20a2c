import type { Entity } from '@marketplace/sdk';
import { PAYMENT_METHOD_NAMES } from '../../components/paymentMethodNames';
import { DateText } from '../../kit/DateText';
import { StatusBadge } from '../../kit/StatusBadge';
import './customerPayment.css';

/** What {@link CustomerPayment} reads of the order. */
export interface CustomerPaymentProps {
  order: Pick<Entity<'Order'>, 'paymentMethod' | 'paymentStatus' | 'paidAt'>;
}

/**
 * The customer's payment of an order, the value of a workspace order detail's fact: the method
 * chosen at checkout, the payment state as a badge and when it was paid. A pay-on-delivery order says
 * the rider collects it, so staff do not wait for a card payment before preparing it. Used by the
 * merchant's, the admin's and the shipping partner's order detail.
 *
 * @example
 * <Facts facts={[["Customer's payment", <CustomerPayment order={order} />]]} />
 */
export function CustomerPayment({ order }: CustomerPaymentProps) {
  const method = order.paymentMethod ?? 'card';
  const paid = order.paymentStatus === 'paid';
  return (
    <>
      {PAYMENT_METHOD_NAMES[method]} <StatusBadge kind="payment" status={order.paymentStatus ?? 'unpaid'} />
      {order.paidAt ? (
        <>
          {' '}
          <DateText value={order.paidAt} />
        </>
      ) : null}
      {method === 'pay_on_delivery' && !paid ? (
        <span className="customer-payment__hint">The rider collects it on delivery.</span>
      ) : null}
    </>
  );
}
