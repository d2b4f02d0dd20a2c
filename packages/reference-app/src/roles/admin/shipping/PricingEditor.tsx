import {
  useAllowed,
  useGetShippingPricing,
  useGetShippingZones,
  useGetVehicles,
  useUpdateShippingPricing,
} from '@marketplace/react-hooks';
import { type BaseSyntheticEvent, useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { ErrorState } from '../../../components/ErrorState';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { Spinner } from '../../../components/Spinner';
import { Money } from '../../../kit/Money';
import { useConfirm } from '../../../kit/useConfirm';
import { NamedOptions } from './NamedOptions';
import type { ShippingPrice, ShippingZone, Vehicle } from './shippingTypes';
import { weightBand } from './shippingTypes';

/** Props of {@link PricingEditor}. */
export interface PricingEditorProps {
  /** Only this vehicle's bands are shown and added (the vehicle's page); the others are kept as they are. */
  vehicle?: Vehicle;
}

/** One band as the form holds it (numbers; blank inputs read as NaN, which the contract check reports). */
interface BandValues {
  id?: number;
  zoneId: number;
  vehicleId: number;
  minWeight: number;
  maxWeight: number;
  price: number;
}

interface PricingValues {
  pricing: BandValues[];
}

const toValues = (rows: readonly ShippingPrice[]): PricingValues => ({
  pricing: rows.map(({ id, zoneId, vehicleId, minWeight, maxWeight, price }) => ({
    ...(id !== undefined ? { id } : {}),
    zoneId,
    vehicleId,
    minWeight,
    maxWeight,
    price,
  })),
});

/**
 * The shipping pricing list (`getShippingPricing`), editable as a whole (`updateShippingPricing` saves
 * the list as it should be): each band's zone, vehicle, weight range and fee; add a band, remove one
 * (saving asks first when bands go, since they are gone for good). With `vehicle`, only that vehicle's
 * bands are shown and the rest is sent back unchanged. Read-only for an account without the right.
 *
 * @example
 * <PricingEditor />
 * <PricingEditor vehicle={vehicle} />
 */
export function PricingEditor({ vehicle }: PricingEditorProps) {
  const pricing = useGetShippingPricing();
  const zones = useGetShippingZones();
  const vehicles = useGetVehicles();
  const canEdit = useAllowed('shipping-partners', 'create');
  const failed = [pricing, zones, vehicles].find((q) => q.status === 'failed');
  if (failed)
    return (
      <ErrorState
        message={failed.error?.message ?? 'Could not get the shipping pricing.'}
        onRetry={() => {
          void pricing.mutate();
          void zones.mutate();
          void vehicles.mutate();
        }}
      />
    );
  if (!pricing.data || !zones.data || !vehicles.data) return <Spinner label="Loading the pricing" />;
  if (!canEdit)
    return <PricingTable rows={pricing.data.filter((p) => !vehicle || p.vehicleId === vehicle.id)} />;
  return (
    <PricingForm
      // A new list from the server (saved elsewhere, refreshed) starts the form again from it.
      key={JSON.stringify(pricing.data)}
      rows={pricing.data}
      zones={zones.data}
      vehicles={vehicles.data}
      vehicle={vehicle}
    />
  );
}

function PricingTable({ rows }: { rows: readonly ShippingPrice[] }) {
  if (rows.length === 0) return <p>No pricing band yet.</p>;
  return (
    <table className="shipping-bands">
      <caption>Pricing bands</caption>
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">Vehicle</th>
          <th scope="col">Weight</th>
          <th scope="col">Fee</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id ?? `${p.zoneId}-${p.vehicleId}-${p.minWeight}`}>
            <td>{p.zoneName ?? `Zone ${p.zoneId}`}</td>
            <td>{p.vehicleName ?? `Vehicle ${p.vehicleId}`}</td>
            <td>{weightBand(p)}</td>
            <td>
              <Money amount={p.price} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface PricingFormProps {
  rows: readonly ShippingPrice[];
  zones: readonly ShippingZone[];
  vehicles: readonly Vehicle[];
  vehicle?: Vehicle;
}

function PricingForm({ rows, zones, vehicles, vehicle }: PricingFormProps) {
  const confirm = useConfirm();
  const initial = useMemo(() => toValues(rows), [rows]);
  const kit = useContractForm({
    operation: 'updateShippingPricing',
    mutation: useUpdateShippingPricing(),
    defaultValues: initial,
    // Selects read as text: the body takes the ids as numbers.
    toBody: (values) => ({
      pricing: values.pricing.map((band) => ({
        ...(band.id !== undefined ? { id: band.id } : {}),
        zoneId: Number(band.zoneId),
        vehicleId: Number(band.vehicleId),
        minWeight: band.minWeight,
        maxWeight: band.maxWeight,
        price: band.price,
      })),
    }),
    resetOnSuccess: false,
  });
  const { fields, append, remove } = useFieldArray({ control: kit.form.control, name: 'pricing' });
  const shown = fields
    .map((field, index) => ({ field, index }))
    .filter(
      ({ index }) => !vehicle || Number(kit.form.getValues(`pricing.${index}.vehicleId`)) === vehicle.id,
    );

  // Bands that were saved and are no longer in the form: saving deletes them, so it asks first.
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const kept = new Set(kit.form.getValues('pricing').map((band) => band.id));
    const removed = rows.filter((row) => row.id !== undefined && !kept.has(row.id));
    if (removed.length > 0) {
      const yes = await confirm({
        title: removed.length === 1 ? 'Remove a pricing band?' : `Remove ${removed.length} pricing bands?`,
        message: `Saving deletes ${removed
          .map(
            (r) =>
              `${r.zoneName ?? `zone ${r.zoneId}`} by ${r.vehicleName ?? `vehicle ${r.vehicleId}`}, ${weightBand(r)}`,
          )
          .join('; ')}. Deliveries in those bands then cost what the remaining bands say.`,
        confirmLabel: 'Save and remove',
        destructive: true,
      });
      if (!yes) return;
    }
    await kit.submit(event);
  };

  const nextBand = (): BandValues => {
    const vehicleId = vehicle?.id ?? vehicles[0]?.id ?? 0;
    const sameVehicle = kit.form.getValues('pricing').filter((b) => Number(b.vehicleId) === vehicleId);
    const from = Math.max(0, ...sameVehicle.map((b) => b.maxWeight).filter(Number.isFinite));
    return {
      zoneId: zones[0]?.id ?? 0,
      vehicleId,
      minWeight: from,
      maxWeight: Number.NaN,
      price: Number.NaN,
    };
  };

  return (
    <ContractForm
      form={{ ...kit, submit }}
      aria-label={vehicle ? `Pricing of ${vehicle.name}` : 'Shipping pricing'}
      className="shipping-pricing"
    >
      <FormErrorSummary title="The pricing was not saved" />
      {shown.length === 0 ? (
        <p>{vehicle ? `No pricing band for ${vehicle.name} yet.` : 'No pricing band yet.'} Add one below.</p>
      ) : null}
      <ol className="shipping-pricing__bands">
        {shown.map(({ field, index }, position) => (
          <li key={field.id}>
            <fieldset className="shipping-pricing__band">
              <legend>Band {position + 1}</legend>
              <FormField name={`pricing.${index}.zoneId`} label="Zone">
                <select>
                  <NamedOptions items={zones} />
                </select>
              </FormField>
              {vehicle ? null : (
                <FormField name={`pricing.${index}.vehicleId`} label="Vehicle">
                  <select>
                    <NamedOptions items={vehicles} />
                  </select>
                </FormField>
              )}
              <FormField name={`pricing.${index}.minWeight`} label="From (kg)" valueAsNumber>
                <input type="number" inputMode="decimal" min={0} step="0.1" />
              </FormField>
              <FormField name={`pricing.${index}.maxWeight`} label="Up to (kg)" valueAsNumber>
                <input type="number" inputMode="decimal" min={0} step="0.1" />
              </FormField>
              <FormField name={`pricing.${index}.price`} label="Fee (₦)" valueAsNumber>
                <input type="number" inputMode="decimal" min={0} step="50" />
              </FormField>
              <button
                type="button"
                className="button button--secondary shipping-pricing__remove"
                aria-label={`Remove band ${position + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="shipping-pricing__actions">
        <button type="button" className="button button--secondary" onClick={() => append(nextBand())}>
          Add a band
        </button>
        <SubmitButton busyLabel="Saving…">Save pricing</SubmitButton>
      </div>
    </ContractForm>
  );
}
