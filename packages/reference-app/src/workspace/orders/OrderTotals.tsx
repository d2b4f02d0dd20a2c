import type { Entity } from '@marketplace/sdk';
import { Fact } from '../../components/Fact';
import { Money } from '../../kit/Money';

type Order = Entity<'Order'>;

/**
 * An order's subtotal, discount (shown as a negative amount) with the coupon codes that gave it, shipping
 * fee and total, as a definition list.
 *
 * @example
 * <OrderTotals order={order} />
 */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="merchant-order__totals">
      <Fact label="Subtotal">
        <Money amount={order.subtotal} />
      </Fact>
      <Fact label="Discount">
        <Money amount={order.discount ? -order.discount : 0} />
      </Fact>
      {order.couponCodes?.length ? <Fact label="Coupon code">{order.couponCodes.join(', ')}</Fact> : null}
      <Fact label="Shipping">
        <Money amount={order.shippingFee} />
      </Fact>
      <Fact label="Total">
        <Money amount={order.total} />
      </Fact>
    </dl>
  );
}
