import { useCart } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { CodeForm } from './CodeForm';

/**
 * The checkout's coupons and gift cards: a field for each (their errors beside the field), and what is
 * applied, each gift card with what it covers and what is left on it.
 *
 * @example
 * <CheckoutCodes disabled={placing} />
 */
export function CheckoutCodes({ disabled }: { disabled: boolean }) {
  const cart = useCart();
  return (
    <section className="checkout-section" aria-labelledby="checkout-codes-title">
      <h2 id="checkout-codes-title">Coupons and gift cards</h2>
      <div className="customer-codes">
        <CodeForm
          label="Coupon code"
          buttonLabel="Apply coupon"
          onApply={(code) => cart.applyCoupon(code)}
          disabled={cart.pending > 0 || disabled}
        />
        <CodeForm
          label="Gift card code"
          buttonLabel="Apply gift card"
          onApply={(code) => cart.applyGiftCard(code)}
          disabled={cart.pending > 0 || disabled}
        />
      </div>
      {cart.appliedDiscountCodes.length > 0 ? (
        <p>Coupons applied: {cart.appliedDiscountCodes.join(', ')}</p>
      ) : null}
      {cart.appliedGiftCards.length > 0 ? (
        <>
          <h3>Gift cards applied</h3>
          <ul className="checkout-gift-cards">
            {cart.appliedGiftCards.map((card) => (
              <li key={card.code}>
                {card.code}: {formatMoney(card.amountApplied)}
                {card.balance !== undefined ? ` (left on the card: ${formatMoney(card.balance)})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
