import { useAddStoreProfile, useGetShippingLocations } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { BaseSyntheticEvent } from 'react';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { ImageField } from '../../../kit/ImageField';
import {
  SOCIAL_LINKS,
  type SocialName,
  type StoreProfileValues,
  storeProfileBody,
  storeProfileProblems,
  storeProfileValues,
} from './storeProfileValues';

/** Props of {@link StoreProfileForm}. */
export interface StoreProfileFormProps {
  /** The store's current profile: the form starts from it. */
  profile: Entity<'StoreProfile'>;
  /** Whether the account may change it (`update` on `stores`); without it the form is read-only. */
  canEdit: boolean;
}

// The server names social links at the top of the body; the form keeps them under `socials`.
const SOCIAL_FIELDS = Object.fromEntries(
  SOCIAL_LINKS.map(({ name }) => [name, `socials.${name}` as const]),
) as Partial<Record<string, `socials.${SocialName}`>>;

/**
 * The store profile (`addStoreProfile`: 'Successfully added store profile.'): name, phone, logo, whether
 * customers can visit, whether it accepts pay on delivery (a switch), where it ships from (a state and city the shipping service delivers to,
 * `getShippingLocations`, and the street), and the nine social links. Names, logo links and half-given
 * locations are checked on their own fields first; the server's field errors show beside their fields.
 *
 * @example
 * <StoreProfileForm profile={current} canEdit={canUpdate} />
 */
export function StoreProfileForm({ profile, canEdit }: StoreProfileFormProps) {
  const kit = useContractForm({
    operation: 'addStoreProfile',
    // The shipping address and the hub list show the store's location and hub too.
    mutation: useAddStoreProfile({ invalidates: ['getMerchantShippingAddress', 'getStoreProfile'] }),
    defaultValues: storeProfileValues(profile),
    toBody: storeProfileBody,
    resetOnSuccess: false,
    labels: { store: 'Store details' } as Record<string, string>,
    fieldOf: SOCIAL_FIELDS,
  });
  const { getValues, setError, clearErrors, setFocus } = kit.form;
  // The contract words a problem inside `store` for the whole object: these checks name the field.
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    clearErrors();
    const problems = storeProfileProblems(getValues());
    if (problems.length > 0) {
      for (const { field, message } of problems) {
        setError(field as 'store.storeName', { type: 'check', message });
      }
      setFocus((problems[0]?.field ?? 'store.storeName') as 'store.storeName');
      return;
    }
    await kit.submit(event);
  };
  return (
    <ContractForm form={{ ...kit, submit }} aria-label="Store profile" className="store-form">
      <FormErrorSummary />
      <fieldset disabled={!canEdit}>
        <legend>Store</legend>
        <FormField name="store.storeName" label="Store name">
          <input type="text" autoComplete="organization" />
        </FormField>
        <FormField name="store.storePhoneNumber" label="Store phone number">
          <input type="tel" autoComplete="tel" inputMode="tel" />
        </FormField>
        <ImageField
          name="store.logo"
          label="Logo"
          hint="A square image shows best."
          purpose="store-logo"
          single
        />
        <FormField name="store.isPhysicalLocation" label="Can customers visit your store?">
          <select>
            <option value="">Choose an answer</option>
            <option value="yes">Yes, it has a physical location</option>
            <option value="no">No, online only</option>
          </select>
        </FormField>
        <FormField
          name="store.acceptsPayOnDelivery"
          label="Accept pay on delivery"
          hint="On: customers in Lagos and Abuja may pay the rider when your items arrive. Off: card only, as your product pages and the checkout will say."
        >
          {({ value, onChange, ...control }) => (
            <input
              {...control}
              type="checkbox"
              role="switch"
              checked={Boolean(value)}
              aria-checked={Boolean(value)}
              onChange={(event) => onChange(event.target.checked)}
            />
          )}
        </FormField>
      </fieldset>
      <ShippingLocationFields disabled={!canEdit} />
      <fieldset disabled={!canEdit}>
        <legend>Social links</legend>
        {SOCIAL_LINKS.map(({ name, label }) => (
          <FormField key={name} name={`socials.${name}`} label={label}>
            <input type="text" autoComplete="off" placeholder="Link or @handle" />
          </FormField>
        ))}
      </fieldset>
      {canEdit ? <SubmitButton busyLabel="Saving…">Save store profile</SubmitButton> : null}
    </ContractForm>
  );
}

/** State and city from the places the shipping service delivers to, and the street. */
function ShippingLocationFields({ disabled }: { disabled: boolean }) {
  const locations = useGetShippingLocations({});
  const { setValue, getValues } = useFormContext<StoreProfileValues>();
  const state = useWatch<StoreProfileValues, 'store.shippingLocation.state'>({
    name: 'store.shippingLocation.state',
  });
  const saved = useMemo(() => getValues('store.shippingLocation'), [getValues]);
  const list = locations.data ?? [];
  const states = [...new Set([...list.map((l) => l.state), saved.state].filter(Boolean))].sort();
  const cities = [
    ...new Set(
      [
        ...list.filter((l) => l.state === state).map((l) => l.city),
        saved.state === state ? saved.city : '',
      ].filter(Boolean),
    ),
  ].sort();
  // A city of another state no longer applies once the state changes.
  useEffect(() => {
    if (!locations.data) return;
    const city = getValues('store.shippingLocation.city');
    if (city && !cities.includes(city)) setValue('store.shippingLocation.city', '');
  }, [cities, getValues, setValue, locations.data]);
  return (
    <fieldset disabled={disabled}>
      <legend>Where you ship from</legend>
      <FormField name="store.shippingLocation.state" label="State">
        <select>
          <option value="">{locations.status === 'loading' ? 'Loading states…' : 'Choose a state'}</option>
          {states.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </FormField>
      <FormField name="store.shippingLocation.city" label="City">
        <select>
          <option value="">{state ? 'Choose a city' : 'Choose the state first'}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FormField>
      <FormField name="store.shippingLocation.street" label="Street">
        <input type="text" autoComplete="street-address" />
      </FormField>
      {locations.status === 'failed' ? (
        <p role="alert" className="store-form__note">
          {locations.error?.message}{' '}
          <button type="button" className="button button--secondary" onClick={() => void locations.mutate()}>
            Try again
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
