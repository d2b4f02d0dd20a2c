import {
  useAllowed,
  useCreateShippingDiscount,
  useGetShippingZones,
  useUpdateShippingDiscount,
} from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useState } from 'react';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import type { ShippingDiscount, ShippingZone } from './shippingTypes';
import './shipping.css';
import { NamedOptions } from './NamedOptions';
import { NameFields } from './NameFields';

/**
 * Shipping discounts (`/admin/shipping/discounts`): a new discount (`createShippingDiscount`) and a change
 * to one by its number (`updateShippingDiscount`, only the fields filled in change). The shipping API has
 * no list of discounts, so the discounts saved on this page are listed under the forms with their
 * number, and "Change" fills the change form with one.
 *
 * @example
 * { path: 'shipping/discounts', lazy: screen(admin, 'ShippingDiscountsScreen') }
 */
export function ShippingDiscountsScreen() {
  const zones = useGetShippingZones();
  const canEdit = useAllowed('shipping-partners', 'create');
  const [saved, setSaved] = useState<ShippingDiscount[]>([]);
  const [changing, setChanging] = useState<ShippingDiscount | undefined>();
  const remember = (discount: ShippingDiscount) =>
    setSaved((list) => [discount, ...list.filter((d) => d.id !== discount.id)]);
  const zoneList = zones.data ?? [];
  if (!canEdit) return <p>Only admins who manage delivery can change shipping discounts.</p>;
  return (
    <div className="shipping-page shipping-discounts">
      <section className="shipping-panel" aria-labelledby="discount-new-title">
        <h2 id="discount-new-title">New shipping discount</h2>
        <NewDiscountForm zones={zoneList} onSaved={remember} />
      </section>
      <section className="shipping-panel" aria-labelledby="discount-change-title">
        <h2 id="discount-change-title">Change a discount</h2>
        <p className="shipping-intro">
          Give the discount's number; only the fields you fill in or pick change.
        </p>
        <ChangeDiscountForm
          key={changing ? `${changing.id}-${changing.updatedAt ?? ''}` : 'blank'}
          zones={zoneList}
          discount={changing}
          onSaved={(discount) => {
            remember(discount);
            setChanging(undefined);
          }}
        />
      </section>
      {saved.length > 0 ? (
        <section aria-labelledby="discount-saved-title">
          <h2 id="discount-saved-title">Saved on this page</h2>
          <ul className="shipping-discounts__saved">
            {saved.map((d) => (
              <li key={d.id}>
                <strong>
                  No. {d.id}: {d.name}
                </strong>{' '}
                {describeDiscount(d, zoneList)}{' '}
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Change ${d.name}`}
                  onClick={() => setChanging(d)}
                >
                  Change
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** "20% off, Within Lagos, carts from ₦15,000.00, 2026-11-01 to 2026-12-31, active". */
function describeDiscount(d: ShippingDiscount, zones: readonly ShippingZone[]): string {
  const zone =
    d.zoneId == null ? 'every zone' : (zones.find((z) => z.id === d.zoneId)?.name ?? `zone ${d.zoneId}`);
  return [
    d.discountType === 'Percent' ? `${d.discountValue}% off` : `${formatMoney(d.discountValue)} off`,
    zone,
    d.minOrderAmount ? `carts from ${formatMoney(d.minOrderAmount)}` : undefined,
    d.startDate || d.endDate ? `${d.startDate ?? '…'} to ${d.endDate ?? '…'}` : undefined,
    d.isActive ? 'active' : 'paused',
  ]
    .filter(Boolean)
    .join(', ');
}

interface NewDiscountValues {
  name: string;
  description: string;
  discountType: 'Percent' | 'Fixed';
  discountValue: number;
  minOrderAmount: number;
  zoneId: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

const BLANK: NewDiscountValues = {
  name: '',
  description: '',
  discountType: 'Percent',
  discountValue: Number.NaN,
  minOrderAmount: Number.NaN,
  zoneId: '',
  startDate: '',
  endDate: '',
  isActive: true,
};

const numberOrNothing = (n: number) => (Number.isNaN(n) ? undefined : n);
const textOrNothing = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The body of a new discount: blank fields left out, "every zone" as `null`. */
function newBody(v: NewDiscountValues) {
  const body = {
    name: v.name.trim(),
    description: textOrNothing(v.description),
    discountType: v.discountType,
    discountValue: v.discountValue,
    minOrderAmount: numberOrNothing(v.minOrderAmount),
    zoneId: v.zoneId === '' ? null : Number(v.zoneId),
    startDate: textOrNothing(v.startDate),
    endDate: textOrNothing(v.endDate),
    isActive: v.isActive,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as typeof body;
}

function NewDiscountForm({
  zones,
  onSaved,
}: {
  zones: readonly ShippingZone[];
  onSaved(discount: ShippingDiscount): void;
}) {
  const kit = useContractForm({
    operation: 'createShippingDiscount',
    mutation: useCreateShippingDiscount(),
    defaultValues: BLANK,
    toBody: newBody,
    onSuccess: (result) => onSaved(result.data),
  });
  return (
    <ContractForm form={kit} aria-label="New shipping discount" className="shipping-form">
      <FormErrorSummary title="The discount was not created" />
      <NameFields />
      <FormField name="discountType" label="Discount type">
        <select>
          <option value="Percent">Percentage off the fee</option>
          <option value="Fixed">Fixed amount off the fee (₦)</option>
        </select>
      </FormField>
      <FormField
        name="discountValue"
        label="Discount value"
        hint="Percent (up to 100) or naira"
        valueAsNumber
      >
        <input type="number" inputMode="decimal" min={0} step="any" />
      </FormField>
      <FormField name="minOrderAmount" label="Smallest cart total (₦)" hint="Optional" valueAsNumber>
        <input type="number" inputMode="decimal" min={0} step="any" />
      </FormField>
      <FormField name="zoneId" label="Zone">
        <select>
          <option value="">Every zone</option>
          <NamedOptions items={zones} />
        </select>
      </FormField>
      <FormField name="startDate" label="First day" hint="Optional">
        <input type="date" />
      </FormField>
      <FormField name="endDate" label="Last day" hint="Optional, included">
        <input type="date" />
      </FormField>
      <FormField name="isActive" label="Active">
        <input type="checkbox" />
      </FormField>
      <SubmitButton busyLabel="Creating…">Create discount</SubmitButton>
    </ContractForm>
  );
}

interface ChangeDiscountValues {
  id: number;
  name: string;
  description: string;
  discountType: '' | 'Percent' | 'Fixed';
  discountValue: number;
  minOrderAmount: number;
  zoneId: string;
  startDate: string;
  endDate: string;
  isActive: '' | 'true' | 'false';
}

// `zoneId` of the change form: '' leaves the zone as it is, ALL_ZONES opens the discount to every zone.
const ALL_ZONES = 'all';

/** The body of a change: the number and only the fields given. */
function changeBody(v: ChangeDiscountValues) {
  const body = {
    id: v.id,
    name: textOrNothing(v.name),
    description: textOrNothing(v.description),
    discountType: v.discountType === '' ? undefined : v.discountType,
    discountValue: numberOrNothing(v.discountValue),
    minOrderAmount: numberOrNothing(v.minOrderAmount),
    zoneId: v.zoneId === '' ? undefined : v.zoneId === ALL_ZONES ? null : Number(v.zoneId),
    startDate: textOrNothing(v.startDate),
    endDate: textOrNothing(v.endDate),
    isActive: v.isActive === '' ? undefined : v.isActive === 'true',
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as typeof body;
}

function changeValues(d: ShippingDiscount | undefined): ChangeDiscountValues {
  return {
    id: d?.id ?? Number.NaN,
    name: d?.name ?? '',
    description: d?.description ?? '',
    discountType: d?.discountType ?? '',
    discountValue: d?.discountValue ?? Number.NaN,
    minOrderAmount: d?.minOrderAmount ?? Number.NaN,
    zoneId: d ? (d.zoneId == null ? ALL_ZONES : String(d.zoneId)) : '',
    startDate: d?.startDate ?? '',
    endDate: d?.endDate ?? '',
    isActive: d ? (d.isActive ? 'true' : 'false') : '',
  };
}

function ChangeDiscountForm({
  zones,
  discount,
  onSaved,
}: {
  zones: readonly ShippingZone[];
  discount?: ShippingDiscount;
  onSaved(discount: ShippingDiscount): void;
}) {
  const kit = useContractForm({
    operation: 'updateShippingDiscount',
    mutation: useUpdateShippingDiscount(),
    defaultValues: changeValues(discount),
    toBody: changeBody,
    onSuccess: (result) => onSaved(result.data),
  });
  return (
    <ContractForm form={kit} aria-label="Change a shipping discount" className="shipping-form">
      <FormErrorSummary title="The discount was not changed" />
      <FormField name="id" label="Discount number" valueAsNumber>
        <input type="number" inputMode="numeric" min={1} step={1} />
      </FormField>
      <NameFields changing />
      <FormField name="discountType" label="Discount type">
        <select>
          <option value="">Unchanged</option>
          <option value="Percent">Percentage off the fee</option>
          <option value="Fixed">Fixed amount off the fee (₦)</option>
        </select>
      </FormField>
      <FormField name="discountValue" label="Discount value" valueAsNumber>
        <input type="number" inputMode="decimal" min={0} step="any" />
      </FormField>
      <FormField name="minOrderAmount" label="Smallest cart total (₦)" valueAsNumber>
        <input type="number" inputMode="decimal" min={0} step="any" />
      </FormField>
      <FormField name="zoneId" label="Zone">
        <select>
          <option value="">Unchanged</option>
          <option value={ALL_ZONES}>Every zone</option>
          <NamedOptions items={zones} />
        </select>
      </FormField>
      <FormField name="startDate" label="First day">
        <input type="date" />
      </FormField>
      <FormField name="endDate" label="Last day">
        <input type="date" />
      </FormField>
      <FormField name="isActive" label="Status">
        <select>
          <option value="">Unchanged</option>
          <option value="true">Active</option>
          <option value="false">Paused</option>
        </select>
      </FormField>
      <SubmitButton busyLabel="Saving…">Save changes</SubmitButton>
    </ContractForm>
  );
}
