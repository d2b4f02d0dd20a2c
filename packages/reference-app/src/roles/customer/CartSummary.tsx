import { formatMoney } from '@marketplace/sdk';
import { type ReactNode, useId } from 'react';
import { Fact } from '../../components/Fact';
import { shippingFeeText } from '../../components/shippingFeeText';

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  /** The heading's level-2 text. */
  title?: string;
  subtotal: number;
  discount: number;
  /** Coupon codes applied. */
  codes: readonly string[];
  /** The gift cards applied and what each covers. */
  giftCards: readonly { code: string; amountApplied: number }[];
  /** The shipping fee (0 shows as "Free"), or undefined when it is not known yet. */
  shipping: number | undefined;
  /** What is left to pay. */
  total: number;
  /** What to say instead of the shipping fee while it is not known. */
  shippingPending?: string;
  children?: ReactNode;
}

/**
 * The shipping line: a fee of 0 is free delivery (each store's items reached the free threshold), said in
 * words: "₦0.00" read as a fee not worked out yet.
 */
function shippingText(shipping: number | undefined, pending: string): string {
  if (shipping === undefined) return pending;
  return shippingFeeText(shipping);
}

/**
 * The order summary of the cart and the checkout: subtotal, coupon discount (with the codes), gift cards
 * (each with what it covers), shipping and the total, every amount through the SDK's `formatMoney`.
 *
 * @example
 * <CartSummary subtotal={30000} discount={3000} codes={['WELCOME10']} giftCards={[]} shipping={1700} total={28700} />
 */
export function CartSummary({
  title = 'Order summary',
  subtotal,
  discount,
  codes,
  giftCards,
  shipping,
  total,
  shippingPending = 'Calculated at checkout',
  children,
}: CartSummaryProps) {
  const id = useId();
  return (
    <section className="cart-summary" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="cart-summary__list">
        <Fact label="Subtotal">{formatMoney(subtotal)}</Fact>
        {discount > 0 || codes.length > 0 ? (
          <div>
            <dt>Discount{codes.length > 0 ? ` (${codes.join(', ')})` : ''}</dt>
            <dd>{formatMoney(discount > 0 ? -discount : 0)}</dd>
          </div>
        ) : null}
        {giftCards.map((card) => (
          <div key={card.code}>
            <dt>Gift card {card.code}</dt>
            <dd>{formatMoney(card.amountApplied > 0 ? -card.amountApplied : 0)}</dd>
          </div>
        ))}
        <Fact label="Shipping">{shippingText(shipping, shippingPending)}</Fact>
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
