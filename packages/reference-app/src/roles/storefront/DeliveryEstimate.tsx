import { useDeliveryEstimate } from '@marketplace/react-hooks';
import { formatDeliveryDay, formatMoney, PAY_ON_DELIVERY_AREAS } from '@marketplace/sdk';
import { useId } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { NIGERIAN_STATES } from '../../components/nigerianStates';
import { shippingFeeText } from '../../components/shippingFeeText';
import { TextOptions } from '../../components/TextOptions';
import './deliveryEstimate.css';

/** Props of {@link DeliveryEstimate}. */
export interface DeliveryEstimateProps {
  productId: number;
  /** The product's store, named when it does not accept pay on delivery. */
  storeName?: string;
  /** The product's `payOnDelivery`: whether its store accepts pay on delivery (absent: it does). */
  storeAcceptsPayOnDelivery?: boolean;
}

/** "Not offered by Ibadan Home & Living: pay by card" (after "Pay on delivery"). */
const notOffered = (storeName: string | undefined) =>
  `Not offered by ${storeName?.trim() || 'this store'}: pay by card`;

/** "Delivered between Mon 30 Nov and Tue 1 Dec" (or "on …" when the window is one day). */
function windowText(earliestDay: string, latestDay: string): string {
  if (earliestDay === latestDay) return `Delivered on ${formatDeliveryDay(earliestDay)}`;
  return `Delivered between ${formatDeliveryDay(earliestDay)} and ${formatDeliveryDay(latestDay)}`;
}

/**
 * The product page's delivery box, below the buy box: when the product would arrive and what sending it
 * costs, to the logged-in customer's default address (its town and state) or to a state the shopper
 * chooses (remembered on this device), with pay-on-delivery eligibility (the store's choice, then the
 * address: one message, said even before a state is chosen when the store does not offer it) and the
 * return window beside it.
 *
 * @example
 * <DeliveryEstimate productId={product.id} storeName={product.storeName} storeAcceptsPayOnDelivery={false} />
 */
export function DeliveryEstimate({
  productId,
  storeName,
  storeAcceptsPayOnDelivery = true,
}: DeliveryEstimateProps) {
  const { place, findingPlace, estimate, choose } = useDeliveryEstimate(productId);
  const selectId = useId();
  const headingId = useId();
  const data = estimate.data;
  const fromAddress = place?.source === 'address';
  const where = data ? (place?.town ? `${place.town}, ${data.state}` : data.state) : (place?.state ?? '');
  return (
    <section className="delivery-estimate" aria-labelledby={headingId} aria-busy={estimate.isLoading}>
      <h2 id={headingId} className="delivery-estimate__title">
        Delivery &amp; returns
      </h2>
      {findingPlace ? (
        <p className="delivery-estimate__note">Finding your delivery address…</p>
      ) : !place ? (
        <p className="delivery-estimate__note">
          Choose your state to see when this arrives and what delivery costs.
        </p>
      ) : estimate.error?.kind === 'validation' ? (
        // A place with no estimate (an address abroad or misspelt): trying again cannot help, another state can.
        <p className="delivery-estimate__note" role="status">
          We cannot estimate delivery to {place.state}: we deliver to Nigeria’s 36 states and the FCT. Choose
          one below.
        </p>
      ) : estimate.error ? (
        <ErrorState message={estimate.error.message} onRetry={() => void estimate.mutate()} />
      ) : !data ? (
        <p className="delivery-estimate__note">Working out delivery to {place.state}…</p>
      ) : null}
      {!data && !storeAcceptsPayOnDelivery ? (
        <p className="delivery-estimate__note">Pay on delivery: {notOffered(storeName)}</p>
      ) : null}
      {data && !findingPlace && place && !estimate.error ? (
        <dl className="delivery-estimate__facts">
          <div>
            <dt>Delivery</dt>
            <dd>
              <strong>{windowText(data.earliestDay, data.latestDay)}</strong> to {where}
              {fromAddress ? (
                <span className="delivery-estimate__source"> (your default address)</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Delivery fee</dt>
            <dd>
              {shippingFeeText(data.shippingFee)}
              <span className="delivery-estimate__source">
                {' '}
                (free on this store’s items from {formatMoney(data.freeShippingFrom)})
              </span>
            </dd>
          </div>
          <div>
            <dt>Pay on delivery</dt>
            <dd>
              {!storeAcceptsPayOnDelivery
                ? notOffered(storeName)
                : data.payOnDelivery
                  ? `Available in ${data.state}`
                  : `Not available in ${data.state}: only in ${PAY_ON_DELIVERY_AREAS}`}
            </dd>
          </div>
          <div>
            <dt>Returns</dt>
            <dd>Within {data.returnDays} days of delivery</dd>
          </div>
        </dl>
      ) : null}
      <div className="delivery-estimate__choose">
        <label htmlFor={selectId}>{fromAddress ? 'Check another state' : 'Deliver to'}</label>
        <select
          id={selectId}
          value={fromAddress || !place ? '' : place.state}
          onChange={(event) => {
            if (event.target.value) choose(event.target.value);
          }}
        >
          <option value="">{fromAddress ? 'Choose a state' : 'Choose your state'}</option>
          <TextOptions values={NIGERIAN_STATES} />
        </select>
      </div>
    </section>
  );
}
