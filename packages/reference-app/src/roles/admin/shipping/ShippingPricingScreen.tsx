import { Link } from 'react-router';
import { PricingEditor } from './PricingEditor';
import './shipping.css';

/**
 * The shipping pricing list (`/admin/shipping/pricing`): the fee of each weight band per zone and
 * vehicle, edited and saved as a whole (removing bands asks first).
 *
 * @example
 * { path: 'shipping/pricing', lazy: screen(admin, 'ShippingPricingScreen') }
 */
export function ShippingPricingScreen() {
  return (
    <div className="shipping-page">
      <p className="shipping-intro">
        Checkout charges the cheapest band of a vehicle in service that carries the parcel's weight to its
        zone. A band runs from its lower weight up to, not including, its upper one. Zones are set under{' '}
        <Link to="../shipping/zones">Shipping zones</Link>, vehicles under{' '}
        <Link to="../shipping/vehicles">Vehicles</Link>.
      </p>
      <PricingEditor />
    </div>
  );
}
