import {
  useAllowed,
  useCreateShippingDiscount,
  useGetShippingDiscounts,
  useGetShippingZones,
  useUpdateShippingDiscount,
} from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useEffect, useRef, useState } from 'react';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import type { Column } from '../../../kit/Column';
import { QueryTable } from '../../../kit/QueryTable';
import { RowButton } from '../../../kit/RowButton';
import type { ShippingDiscount, ShippingZone } from './shippingTypes';
import './shipping.css';
import { NamedOptions } from './NamedOptions';
import { NameFields } from './NameFields';

/**
 * Shipping discounts (`/admin/shipping/discounts`): every discount with its current value, zone, smallest
 * cart, dates and status (`getShippingDiscounts`, inferred), each changed from its row in a form filled
 * with what it is now (`updateShippingDiscount`), and a new discount (`createShippingDiscount`); both
 * revalidate the list.
 *
 * @example
 * { path: 'shipping/discounts', lazy: screen(admin, 'ShippingDiscountsScreen') }
 */
export function ShippingDiscountsScreen() {
  const zones = useGetShippingZones();
  const canEdit = useAllowed('shipping-partners', 'create');
  const discounts = useGetShippingDiscounts(canEdit ? undefined : null);
  const [editing, setEditing] = useState<ShippingDiscount | undefined>();
  const [savedName, setSavedName] = useState('');
  const zoneList = zones.data ?? [];
  if (!canEdit) return <p>Only admins who manage delivery can change shipping discounts.</p>;
  const zoneName = (d: ShippingDiscount) =>
    d.zoneId == null ? 'Every zone' : (zoneList.find((z) => z.id === d.zoneId)?.name ?? `Zone ${d.zoneId}`);
  const columns: Column<ShippingDiscount>[] = [
    {
      id: 'name',
      header: 'Discount',
      cell: (d) => (
        <>
          <strong>{d.name}</strong>
          {d.description ? <span className="shipping-discounts__about">{d.description}</span> : null}
        </>
      ),
    },
    { id: 'value', header: 'Value', cell: discountValueText, align: 'end' },
    { id: 'zone', header: 'Zone', cell: zoneName },
    {
      id: 'min',
      header: 'Smallest cart',
      cell: (d) => (d.minOrderAmount ? formatMoney(d.minOrderAmount) : 'Any'),
      align: 'end',
    },
    { id: 'dates', header: 'Dates', cell: datesText },
    { id: 'status', header: 'Status', cell: (d) => (d.isActive ? 'Active' : 'Paused') },
    {
      id: 'edit',
      header: 'Change',
      cell: (d) => (
        <RowButton
          action="Edit"
          row={d.name}
          aria-expanded={editing?.id === d.id}
          onClick={() => {
            setSavedName('');
            setEditing(d);
          }}
        />
      ),
    },
  ];
  return (
    <div className="shipping-page shipping-discounts">
      <section className="shipping-panel shipping-discounts__list" aria-labelledby="discount-list-title">
        <h2 id="discount-list-title">Shipping discounts</h2>
        <QueryTable
          caption="Shipping discounts, newest first"
          columns={columns}
          query={discounts}
          emptyTitle="No shipping discounts yet"
          emptyMessage="Create the first one below."
        />
        {savedName ? (
          <p role="status" className="shipping-intro">
            {savedName} is saved.
          </p>
        ) : null}
      </section>
      {editing ? (
        <EditDiscountPanel
          key={`${editing.id}-${editing.updatedAt ?? ''}`}
          zones={zoneList}
          discount={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            setSavedName(saved.name);
          }}
        />
      ) : null}
      <section className="shipping-panel" aria-labelledby="discount-new-title">
        <h2 id="discount-new-title">New shipping discount</h2>
        <NewDiscountForm zones={zoneList} />
      </section>
    </div>
  );
}

/** "20% off" or "₦500.00 off". */
function discountValueText(d: ShippingDiscount): string {
  return d.discountType === 'Percent' ? `${d.discountValue}% off` : `${formatMoney(d.discountValue)} off`;
}

/** "2026-11-01 to 2026-12-31", "From 2026-11-01", "Always". */
function datesText(d: ShippingDiscount): string {
  if (d.startDate && d.endDate) return `${d.startDate} to ${d.endDate}`;
  if (d.startDate) return `From ${d.startDate}`;
  if (d.endDate) return `Until ${d.endDate}`;
  return 'Always';
}

/** The fields of a discount's form, new or changed (the change's "Active" is a yes/no choice). */
interface DiscountFields {
  name: string;
  description: string;
  discountType: 'Percent' | 'Fixed';
  discountValue: number;
  minOrderAmount: number;
  zoneId: string;
  startDate: string;
  endDate: string;
}

type NewDiscountValues = DiscountFields & { isActive: boolean };

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

/** The fields a new discount and a change share (name to dates), inside its `ContractForm`; "every zone" is ''. */
function DiscountFields({ zones }: { zones: readonly ShippingZone[] }) {
  return (
    <>
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
    </>
  );
}

function NewDiscountForm({ zones }: { zones: readonly ShippingZone[] }) {
  // The list revalidates on success (the hook's invalidation): the new discount shows there.
  const kit = useContractForm({
    operation: 'createShippingDiscount',
    mutation: useCreateShippingDiscount(),
    defaultValues: BLANK,
    toBody: newBody,
  });
  return (
    <ContractForm form={kit} aria-label="New shipping discount" className="shipping-form">
      <FormErrorSummary title="The discount was not created" />
      <DiscountFields zones={zones} />
      <FormField name="isActive" label="Active">
        <input type="checkbox" />
      </FormField>
      <SubmitButton busyLabel="Creating…">Create discount</SubmitButton>
    </ContractForm>
  );
}

type ChangeDiscountValues = DiscountFields & { isActive: 'true' | 'false' };

/** The body of a change: the discount's id and the fields filled in (a cleared optional one stays). */
function changeBody(id: number, v: ChangeDiscountValues) {
  const body = {
    id,
    name: textOrNothing(v.name),
    description: textOrNothing(v.description),
    discountType: v.discountType,
    discountValue: numberOrNothing(v.discountValue),
    minOrderAmount: numberOrNothing(v.minOrderAmount),
    zoneId: v.zoneId === '' ? null : Number(v.zoneId),
    startDate: textOrNothing(v.startDate),
    endDate: textOrNothing(v.endDate),
    isActive: v.isActive === 'true',
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as typeof body;
}

/** The form's values: the discount as it is now. */
function changeValues(d: ShippingDiscount): ChangeDiscountValues {
  return {
    name: d.name,
    description: d.description ?? '',
    discountType: d.discountType,
    discountValue: d.discountValue,
    minOrderAmount: d.minOrderAmount ?? Number.NaN,
    zoneId: d.zoneId == null ? '' : String(d.zoneId),
    startDate: d.startDate ?? '',
    endDate: d.endDate ?? '',
    isActive: d.isActive ? 'true' : 'false',
  };
}

/** One discount's change, filled with its current values, opened from its row (focus moves to it). */
function EditDiscountPanel({
  zones,
  discount,
  onClose,
  onSaved,
}: {
  zones: readonly ShippingZone[];
  discount: ShippingDiscount;
  onClose(): void;
  onSaved(discount: ShippingDiscount): void;
}) {
  const kit = useContractForm({
    operation: 'updateShippingDiscount',
    mutation: useUpdateShippingDiscount(),
    defaultValues: changeValues(discount),
    toBody: (values) => changeBody(discount.id, values),
    onSuccess: (result) => onSaved(result.data),
  });
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <section className="shipping-panel" aria-labelledby="discount-edit-title">
      <h2 id="discount-edit-title" ref={title} tabIndex={-1}>
        Edit {discount.name}
      </h2>
      <p className="shipping-intro">Now: {discountValueText(discount)}.</p>
      <ContractForm form={kit} aria-label={`Edit ${discount.name}`} className="shipping-form">
        <FormErrorSummary title="The discount was not changed" />
        <DiscountFields zones={zones} />
        <FormField name="isActive" label="Status">
          <select>
            <option value="true">Active</option>
            <option value="false">Paused</option>
          </select>
        </FormField>
        <div className="shipping-pricing__actions">
          <SubmitButton busyLabel="Saving…">Save changes</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </ContractForm>
    </section>
  );
}
