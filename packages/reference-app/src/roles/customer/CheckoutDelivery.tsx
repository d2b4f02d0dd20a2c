import { Spinner } from '../../components/Spinner';
import type { CustomerAddress } from './AddressBook';
import { type ShippingFeeList, ShippingFees } from './ShippingFees';

/** What {@link CheckoutDelivery} shows. */
export interface CheckoutDeliveryProps {
  address: CustomerAddress;
  /** The fees to that address, once calculated. */
  fees: ShippingFeeList | undefined;
  calculating: boolean;
  /** Why the calculation failed (the hook's message). */
  error: string | undefined;
  /** Disabled while the cart saves. */
  busy: boolean;
  onCalculate(): void;
}

/**
 * The checkout's delivery step: where the order goes, each store's shipping fee to that address with its
 * delivery estimate, and a way to calculate it again (after a failure, or a cart changed elsewhere).
 *
 * @example
 * <CheckoutDelivery address={address} fees={fees} calculating={false} error={undefined} busy={false} onCalculate={recalc} />
 */
export function CheckoutDelivery({
  address,
  fees,
  calculating,
  error,
  busy,
  onCalculate,
}: CheckoutDeliveryProps) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title">Shipping</h2>
      <p className="checkout-step__to">
        To {address.fullName}, {address.address}, {address.stateOrRegion}
      </p>
      {calculating ? (
        <Spinner label="Calculating shipping" />
      ) : fees ? (
        <ShippingFees fees={fees} />
      ) : (
        <p>The shipping fee to this address is not calculated yet.</p>
      )}
      {error && !calculating ? (
        <p className="checkout-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        onClick={onCalculate}
        disabled={calculating || busy}
      >
        Calculate shipping
      </button>
    </section>
  );
}
