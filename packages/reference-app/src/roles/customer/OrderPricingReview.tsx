import { formatMoney } from '@marketplace/sdk';
import { useId } from 'react';
import { Fact } from '../../components/Fact';
import { Spinner } from '../../components/Spinner';
import type { OrderPricing } from './useOrderPricing';

/** The amounts the cart showed before the server priced the order. */
export interface ShownAmounts {
  subtotal: number;
  /** Coupons and gift cards together (the server counts both as the order's discount). */
  discount: number;
  /** Undefined when the cart did not know the shipping fee yet. */
  shipping: number | undefined;
  total: number;
}

/** Props of {@link OrderPricingReview}. */
export interface OrderPricingReviewProps {
  pricing: OrderPricing;
  shown: ShownAmounts;
}

const kobo = (naira: number) => Math.round(naira * 100);

/** What the server's price changed against what the cart showed, as "Subtotal: ₦X (your cart showed ₦Y)". */
function changes(pricing: NonNullable<OrderPricing['priced']>, shown: ShownAmounts): string[] {
  const rows: [string, number, number | undefined][] = [
    ['Subtotal', pricing.subtotal, shown.subtotal],
    ['Shipping', pricing.shippingFee, shown.shipping],
    ['Discounts and gift cards', pricing.discount, shown.discount],
    // Without a known shipping fee the cart's total left it out: not a change.
    ['Total', pricing.total, shown.shipping === undefined ? undefined : shown.total],
  ];
  return rows
    .filter(([, server, cart]) => cart !== undefined && kobo(server) !== kobo(cart))
    .map(
      ([name, server, cart]) =>
        `${name}: ${formatMoney(server)} (your cart showed ${formatMoney(cart ?? 0)})`,
    );
}

/**
 * The order as the server prices it before it is placed (simulateOrder): each line, the shipping, the
 * discounts and gift cards, and the total that will be charged; what changed against the cart, said
 * plainly; while it is priced a spinner, and when pricing fails the reason with a way to try again.
 *
 * @example
 * <OrderPricingReview pricing={useOrderPricing(request)} shown={{ subtotal, discount, shipping, total }} />
 */
export function OrderPricingReview({ pricing, shown }: OrderPricingReviewProps) {
  const titleId = useId();
  const { priced } = pricing;
  const changed = priced ? changes(priced, shown) : [];
  return (
    <section className="order-pricing" aria-labelledby={titleId}>
      <h3 id={titleId}>Your order, priced by the stores</h3>
      {pricing.error ? (
        <div className="checkout-alert" role="alert">
          <p>Your order could not be priced: {pricing.error.message}. It can be placed once it is priced.</p>
          <button type="button" className="button button--secondary" onClick={pricing.retry}>
            Price it again
          </button>
        </div>
      ) : !priced ? (
        <Spinner label="Pricing your order…" />
      ) : (
        <>
          <ul className="order-pricing__lines" aria-label="Priced lines">
            {priced.orderItems.map((item) => (
              <li key={`${item.productId}-${item.productVariants?.[0]?.sku ?? ''}`}>
                <span>
                  {item.productName} × {item.quantity}
                </span>
                <span className="order-pricing__amount">
                  {formatMoney((kobo(item.productPrice) * item.quantity) / 100)}
                  {item.discount ? <small>{formatMoney(item.discount)} off</small> : null}
                </span>
              </li>
            ))}
          </ul>
          <dl className="order-pricing__totals">
            <Fact label="Subtotal">{formatMoney(priced.subtotal)}</Fact>
            <Fact label="Shipping">{formatMoney(priced.shippingFee)}</Fact>
            {priced.discount > 0 ? (
              <Fact label="Discounts and gift cards">{formatMoney(-priced.discount)}</Fact>
            ) : null}
            <div className="order-pricing__total">
              <dt>Total to pay</dt>
              <dd>{formatMoney(priced.total)}</dd>
            </div>
          </dl>
          {changed.length > 0 ? (
            <div className="checkout-alert" role="status">
              <p>
                The price changed since your cart showed it. You pay the total above,{' '}
                {formatMoney(priced.total)}.
              </p>
              <ul>
                {changed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="order-pricing__same">Same as your cart shows.</p>
          )}
        </>
      )}
    </section>
  );
}
