import type { Entity } from '@marketplace/sdk';
import { FormField } from '../../../components/form/FormField';
import type { StoreChoices } from './useStoreChoices';

/** Props of {@link StoreField}. */
export interface StoreFieldProps {
  choices: StoreChoices;
  /** The stores offered, in their order (all the approved stores, or those not yet an outlet). */
  stores: readonly Entity<'Store'>[];
  /** What the stores offered are; the choices' error takes its place when they could not be fetched. */
  hint: string;
}

/**
 * The `storeId` field of an admin's catalog form: a select of approved stores, each with its merchant,
 * "Loading the stores…" until the choices come, and their error as the hint when they fail (the form
 * offers "Try again" beside it).
 *
 * @example
 * <StoreField choices={choices} stores={choices.stores} hint="Approved stores" />
 */
export function StoreField({ choices, stores, hint }: StoreFieldProps) {
  return (
    <FormField
      name="storeId"
      label="Store"
      hint={choices.status === 'failed' ? (choices.error?.message ?? 'Could not get the stores.') : hint}
    >
      <select>
        <option value="">{choices.status === 'loading' ? 'Loading the stores…' : 'Choose a store'}</option>
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.storeName} ({choices.merchantName(s.merchantId)})
          </option>
        ))}
      </select>
    </FormField>
  );
}
