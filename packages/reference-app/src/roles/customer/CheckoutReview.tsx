import { Fact } from '../../components/Fact';
import type { CustomerAddress } from './AddressBook';
import type { CheckoutStepName } from './checkoutStep';
import { OrderPricingReview, type OrderPricingReviewProps } from './OrderPricingReview';
import { type ShippingFeeList, ShippingFees } from './ShippingFees';

/** What {@link CheckoutReview} shows. */
export interface CheckoutReviewProps {
  address: CustomerAddress;
  fees: ShippingFeeList | undefined;
  /** The payment method in words. */
  payment: string;
  onChange(step: CheckoutStepName): void;
  /** The order as the server priced it (simulateOrder), against what the cart showed. */
  pricing?: OrderPricingReviewProps;
}

/**
 * The checkout's review: where the order goes, its shipping, and how it is paid, each with a way back
 * to the step that set it, then the order as the server prices it (`pricing`: lines, shipping, discount,
 * total, and what changed against the cart) (the items and the note follow it on the page).
 *
 * @example
 * <CheckoutReview address={address} fees={fees} payment="Card" onChange={goTo} />
 */
export function CheckoutReview({ address, fees, payment, onChange, pricing }: CheckoutReviewProps) {
  return (
    <section className="checkout-section checkout-review" aria-labelledby="checkout-review-title">
      <h2 id="checkout-review-title">Review your order</h2>
      <dl className="checkout-review__list">
        <Fact label="Deliver to">
          {address.fullName}, {address.address}, {address.stateOrRegion}, {address.phoneNumber}
          {address.emailAddress ? `, ${address.emailAddress}` : ''}{' '}
          <button type="button" className="link-button" onClick={() => onChange('address')}>
            Change the address
          </button>
        </Fact>
        <Fact label="Shipping">
          {fees ? <ShippingFees fees={fees} /> : 'Calculated when you place the order.'}{' '}
          <button type="button" className="link-button" onClick={() => onChange('delivery')}>
            Change the delivery
          </button>
        </Fact>
        <Fact label="Payment">
          {payment}{' '}
          <button type="button" className="link-button" onClick={() => onChange('payment')}>
            Change the payment
          </button>
        </Fact>
      </dl>
      {pricing ? <OrderPricingReview {...pricing} /> : null}
    </section>
  );
}
