import { useAllowed, useGetVehicle, useUpdateVehicle } from '@marketplace/react-hooks';
import { Link, useParams } from 'react-router';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { PricingEditor } from './PricingEditor';
import { VEHICLE_TYPE_NAMES, type Vehicle } from './shippingTypes';
import './shipping.css';
import { Fact } from '../../../components/Fact';

/**
 * One delivery vehicle (`/admin/shipping/vehicles/:id`, `getVehicle`): its prices, capacity and
 * availability, changed with `updateVehicle` (only what changed is sent), and its weight bands of the
 * pricing list, changed with `updateShippingPricing`. Read-only for an account without the right.
 *
 * @example
 * { path: 'shipping/vehicles/:id', lazy: screen(admin, 'VehicleScreen') }
 */
export function VehicleScreen() {
  const { id } = useParams();
  const vehicleId = Number(id);
  const query = useGetVehicle(
    Number.isInteger(vehicleId) && vehicleId > 0 ? { path: { id: vehicleId } } : null,
  );
  const vehicle = query.data;
  const heading = useRevealOnLoad(vehicle !== undefined, { scroll: false });
  const canEdit = useAllowed('shipping-partners', 'create');
  if (!vehicle)
    return (
      <DetailLoadState
        query={query}
        loadingLabel="Loading the vehicle"
        fallbackMessage="This vehicle does not exist."
        className="shipping-vehicle"
      >
        <p>
          <Link to="/admin/shipping/vehicles">Back to the vehicles</Link>
        </p>
      </DetailLoadState>
    );
  return (
    <div className="shipping-vehicle">
      <p>
        <Link to="/admin/shipping/vehicles">Back to the vehicles</Link>
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {vehicle.name}
      </h2>
      <dl className="shipping-facts">
        <Fact label="Kind">{VEHICLE_TYPE_NAMES[vehicle.type] ?? vehicle.type}</Fact>
        <Fact label="Base price">
          <Money amount={vehicle.basePrice} />
        </Fact>
        <Fact label="Per km">
          <Money amount={vehicle.pricePerKm} />
        </Fact>
        <Fact label="Availability">{vehicle.isActive ? 'In service' : 'Out of service'}</Fact>
        {vehicle.updatedAt ? (
          <Fact label="Last changed">
            <DateText value={vehicle.updatedAt} format="dateTime" />
          </Fact>
        ) : null}
      </dl>
      {canEdit ? (
        <section aria-labelledby="vehicle-edit-title" className="shipping-panel">
          <h3 id="vehicle-edit-title">Prices and capacity</h3>
          <VehicleForm key={vehicle.updatedAt ?? vehicle.id} vehicle={vehicle} />
        </section>
      ) : null}
      <section aria-labelledby="vehicle-bands-title" className="shipping-panel">
        <h3 id="vehicle-bands-title">Delivery fees by weight</h3>
        <p className="shipping-intro">
          What customers pay for a parcel carried by this vehicle, per zone and weight. A band runs from its
          lower weight up to, not including, its upper one.
        </p>
        <PricingEditor vehicle={vehicle} />
      </section>
    </div>
  );
}

const changedFields = (vehicle: Vehicle, values: VehicleValues) =>
  Object.fromEntries(
    (Object.keys(values) as (keyof VehicleValues)[])
      .filter((key) => {
        const value = key === 'name' ? values.name.trim() : values[key];
        // A number left blank stays as it is (NaN is not a change).
        if (typeof value === 'number' && Number.isNaN(value)) return false;
        return value !== vehicle[key];
      })
      .map((key) => [key, key === 'name' ? values.name.trim() : values[key]]),
  );

interface VehicleValues {
  name: string;
  maxWeight: number;
  basePrice: number;
  pricePerKm: number;
  isActive: boolean;
}

function VehicleForm({ vehicle }: { vehicle: Vehicle }) {
  const kit = useContractForm({
    operation: 'updateVehicle',
    mutation: useUpdateVehicle(),
    defaultValues: {
      name: vehicle.name,
      maxWeight: vehicle.maxWeight,
      basePrice: vehicle.basePrice ?? Number.NaN,
      pricePerKm: vehicle.pricePerKm ?? Number.NaN,
      isActive: vehicle.isActive,
    } satisfies VehicleValues,
    // Only what changed is sent (the server changes the fields sent).
    toBody: (values) => changedFields(vehicle, values),
    init: { path: { id: vehicle.id } },
    resetOnSuccess: false,
  });
  return (
    <ContractForm form={kit} aria-label={`Edit ${vehicle.name}`} className="shipping-form">
      <FormErrorSummary title="The vehicle was not saved" />
      <FormField name="name" label="Name">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name="basePrice" label="Base price (₦)" hint="Added to every delivery" valueAsNumber>
        <input type="number" inputMode="decimal" min={0} step="50" />
      </FormField>
      <FormField name="pricePerKm" label="Price per km (₦)" valueAsNumber>
        <input type="number" inputMode="decimal" min={0} step="10" />
      </FormField>
      <FormField name="maxWeight" label="Carries up to (kg)" valueAsNumber>
        <input type="number" inputMode="decimal" min={0} step="1" />
      </FormField>
      <FormField name="isActive" label="In service" hint="Out of service: not used for new deliveries">
        <input type="checkbox" />
      </FormField>
      <SubmitButton busyLabel="Saving…">Save vehicle</SubmitButton>
    </ContractForm>
  );
}
