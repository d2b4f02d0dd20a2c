import type { Entity } from '@marketplace/sdk';
import { formatMoney } from '@marketplace/sdk';
import { PAYMENT_METHOD_NAMES } from '../../components/paymentMethodNames';
import { formatDate } from './format';

/** What {@link OrderPayment} reads of the order. */
export type OrderPaymentProps = {
  order: Pick<
    Entity<'Order'>,
    | 'paymentMethod'
    | 'paymentStatus'
    | 'paidAt'
    | 'total'
    | 'refundReference'
    | 'refundedAt'
    | 'refundedAmount'
  >;
};

/**
 * The order page's payment fact (one entry of its definition list): how the order is paid and whether it
 * is paid yet, as the server has it. An order paid on delivery says "not paid yet" with the amount the
 * rider will ask for, until it is delivered; then when it was paid. An order with a refund (cancelled
 * after payment, or items returned) says what was refunded, when, and the last refund's reference.
 *
 * @example
 * <dl><OrderPayment order={order} /></dl>
 */
export function OrderPayment({ order }: OrderPaymentProps) {
  const method = order.paymentMethod ?? 'card';
  const paid = order.paymentStatus === 'paid';
  return (
    // Two columns wide: the amount for the rider is a sentence, not a word.
    <div className="order-facts__wide">
      <dt>Payment</dt>
      <dd>
        {order.paymentStatus === 'refunded' ? (
          <>
            {PAYMENT_METHOD_NAMES[method]}: refunded {formatMoney(order.refundedAmount ?? order.total)}
            {order.refundedAt ? ` on ${formatDate(order.refundedAt, true)}` : ''}
            {order.refundReference ? ` (${order.refundReference})` : ''}
          </>
        ) : (
          <>
            {PAYMENT_METHOD_NAMES[method]}: {paid ? 'paid' : 'not paid yet'}
            {paid && order.paidAt ? ` on ${formatDate(order.paidAt, true)}` : ''}
            {paid && (order.refundedAmount ?? 0) > 0 ? (
              <span className="order-facts__hint">
                {formatMoney(order.refundedAmount ?? 0)} refunded
                {order.refundedAt ? ` on ${formatDate(order.refundedAt, true)}` : ''}
                {order.refundReference ? ` (${order.refundReference})` : ''}
              </span>
            ) : null}
          </>
        )}
        {!paid && method === 'pay_on_delivery' ? (
          <span className="order-facts__hint">
            Pay the rider {formatMoney(order.total)} (cash or transfer) when your order arrives.
          </span>
        ) : null}
      </dd>
    </div>
  );
}
