import type { OperationData } from '@marketplace/sdk';
import { shippingFeeText } from '../../components/shippingFeeText';

/** Shipping fees per merchant and their total (calculate-shipping-fee's answer, or the cart's). */
export type ShippingFeeList = Pick<
  OperationData<'calculateShippingFee'>,
  'shippingFees' | 'shippingFeeTotal'
>;

/**
 * A delivery estimate in words.
 *
 * @example
 * deliveryRange({ min: 1, max: 2 }); // '1–2 working days'
 * deliveryRange({ min: 1, max: 1 }); // '1 working day'
 */
export function deliveryRange({ min, max }: { min: number; max: number }): string {
  if (min === max) return `${min} working ${min === 1 ? 'day' : 'days'}`;
  return `${min}–${max} working days`;
}

/**
 * The shipping fee of each merchant's part of the cart, with its delivery estimate when the server gives
 * one, and the total, as a description list (a fee of 0 reads "Free", as in the order summary).
 *
 * @example
 * <ShippingFees fees={{ shippingFees: [{ merchantId: 2, storeName: 'Adaeze Styles', shippingFee: 1700 }], shippingFeeTotal: 1700 }} />
 */
export function ShippingFees({ fees }: { fees: ShippingFeeList }) {
  return (
    <dl className="shipping-fees">
      {fees.shippingFees.map((fee) => (
        <div key={fee.merchantId}>
          <dt>
            {fee.storeName ?? `Store ${fee.merchantId}`}
            {fee.weight !== undefined ? (
              <span className="shipping-fees__weight"> ({fee.weight} kg)</span>
            ) : null}
            {fee.deliveryDays ? (
              <span className="shipping-fees__estimate">Delivery in {deliveryRange(fee.deliveryDays)}</span>
            ) : null}
          </dt>
          <dd>{shippingFeeText(fee.shippingFee)}</dd>
        </div>
      ))}
      <div className="shipping-fees__total">
        <dt>Shipping total</dt>
        <dd>{shippingFeeText(fees.shippingFeeTotal)}</dd>
      </div>
    </dl>
  );
}
