import { useGetAllCategories, useOnboardMerchant } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { type BaseSyntheticEvent, useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { ImageField } from '../../../kit/ImageField';
import {
  type BusinessDetailsValues,
  blankAddress,
  businessDetailsBody,
  businessDetailsProblems,
  businessDetailsValues,
} from './businessDetailsValues';
import { SubCategoryPicker } from './SubCategoryPicker';

type MerchantDetail = Entity<'MerchantDetail'>;

/** Props of {@link BusinessDetailsForm}. */
export interface BusinessDetailsFormProps {
  /** The merchant's saved details: the form starts from them. */
  merchant: MerchantDetail;
  /** Whether the account may change them (`update` on `onboarding`); without it the form is read-only. */
  canEdit: boolean;
}

const STAFF_SIZES = ['1-5', '6-10', '11-20', '21-50', '51-200', 'More than 200'];
const ID_DOCUMENTS = ['NIN slip', 'International passport', "Driver's licence", "Voter's card"];

/** Keeps a saved value that is not one of the offered options selectable. */
const withSaved = (options: string[], saved: string) =>
  saved && !options.includes(saved) ? [...options, saved] : options;

/**
 * The merchant's business details (`onboardMerchant`): personal details, identity document, home
 * address, proof of address, staff size, categories, and the physical and pickup locations, each part in
 * its own section (`id` as in `onboardingNeeds`, so the checklist links to it). It starts from what was
 * saved and sends everything it holds (the call replaces the answers); what was typed stays on a failure.
 *
 * @example
 * <BusinessDetailsForm merchant={profile.data} canEdit={canUpdate} />
 */
export function BusinessDetailsForm({ merchant, canEdit }: BusinessDetailsFormProps) {
  const kit = useContractForm({
    operation: 'onboardMerchant',
    mutation: useOnboardMerchant(),
    defaultValues: businessDetailsValues(merchant),
    toBody: businessDetailsBody,
    resetOnSuccess: false,
    labels: { 'home.street': 'Home address', 'pickupLocation.0.street': 'Pickup location' },
    fieldOf: { homeAddress: 'home.street', pickupLocation: 'pickupLocation.0.street' },
  });
  const { getValues, setError, clearErrors, setFocus } = kit.form;
  // The contract words a problem inside an address for the whole list: these checks name the field.
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    clearErrors();
    const problems = businessDetailsProblems(getValues());
    if (problems.length > 0) {
      for (const { field, message } of problems) setError(field as 'home.street', { type: 'check', message });
      setFocus((problems[0]?.field ?? 'home.street') as 'home.street');
      return;
    }
    await kit.submit(event);
  };
  return (
    <ContractForm form={{ ...kit, submit }} aria-label="Business details" className="onboarding-form">
      <FormErrorSummary />
      <fieldset id="personal" disabled={!canEdit}>
        <legend>Personal details</legend>
        <FormField name="phoneNumber" label="Phone number">
          <input type="tel" autoComplete="tel" inputMode="tel" />
        </FormField>
        <FormField name="dateOfBirth" label="Date of birth" hint="You must be 18 or older to sell">
          <input type="date" autoComplete="bday" />
        </FormField>
        <FormField name="nationality" label="Nationality">
          <input type="text" autoComplete="off" />
        </FormField>
      </fieldset>
      <fieldset id="identity" disabled={!canEdit}>
        <legend>Identity document</legend>
        <FormField name="idDocumentType" label="Document type">
          <select>
            <option value="">Choose a document</option>
            {withSaved(ID_DOCUMENTS, merchant.idDocumentType ?? '').map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="idDocumentNumber" label="Document number">
          <input type="text" autoComplete="off" />
        </FormField>
        <ImageField
          name="idDocumentUrl"
          label="Photo or scan of the document"
          hint="Every corner visible, the text readable."
          purpose="identity-document"
          single
        />
      </fieldset>
      <fieldset id="home-address" disabled={!canEdit}>
        <legend>Home address</legend>
        <AddressFields prefix="home" />
        <FormField name="useHomeAddress" label="Parcels are picked up at my home address">
          <input type="checkbox" />
        </FormField>
      </fieldset>
      <fieldset id="proof-of-address" disabled={!canEdit}>
        <legend>Proof of address</legend>
        <ImageField
          name="proofOfAddress"
          label="Photo or scan of a utility bill or bank statement"
          hint="Not older than three months, showing your home address."
          purpose="address-document"
          single
        />
      </fieldset>
      <fieldset id="staff-size" disabled={!canEdit}>
        <legend>Staff size</legend>
        <FormField name="staffSize" label="People working with you">
          <select>
            <option value="">Choose a size</option>
            {withSaved(STAFF_SIZES, merchant.staffSize ?? '').map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>
      <CategoryFields disabled={!canEdit} saved={merchant.category ?? ''} />
      <LocationFields disabled={!canEdit} />
      {canEdit ? <SubmitButton busyLabel="Saving…">Save business details</SubmitButton> : null}
    </ContractForm>
  );
}

/** Street, local government area, state and country of one address (`prefix.street`, ...). */
function AddressFields({ prefix }: { prefix: string }) {
  return (
    <div className="onboarding-form__address">
      <FormField name={`${prefix}.street`} label="Street">
        <input type="text" autoComplete="street-address" />
      </FormField>
      <FormField name={`${prefix}.LGA`} label="Local government area">
        <input type="text" autoComplete="off" />
      </FormField>
      <FormField name={`${prefix}.state`} label="State">
        <input type="text" autoComplete="address-level1" />
      </FormField>
      <FormField name={`${prefix}.country`} label="Country">
        <input type="text" autoComplete="country-name" />
      </FormField>
    </div>
  );
}

/** The business category (from the category list) and its sub-categories. */
function CategoryFields({ disabled, saved }: { disabled: boolean; saved: string }) {
  const categories = useGetAllCategories();
  const { setValue, getValues } = useFormContext<BusinessDetailsValues>();
  const chosen = useWatch<BusinessDetailsValues, 'category'>({ name: 'category' });
  const list = categories.data ?? [];
  const names = withSaved(
    list.map((c) => c.name),
    saved,
  );
  const category = list.find((c) => c.name === chosen);
  // Sub-categories of another category no longer apply once the category changes.
  useEffect(() => {
    if (!category) return;
    const keep = new Set((category.subCategories ?? []).map((s) => s.id));
    const ids = getValues('subCategoryIds');
    if (ids.some((id) => !keep.has(id)))
      setValue(
        'subCategoryIds',
        ids.filter((id) => keep.has(id)),
      );
  }, [category, getValues, setValue]);
  return (
    <fieldset id="categories" disabled={disabled}>
      <legend>Categories</legend>
      <FormField name="category" label="Business category">
        <select>
          <option value="">
            {categories.status === 'loading' ? 'Loading categories…' : 'Choose a category'}
          </option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      {categories.status === 'failed' ? (
        <p role="alert" className="onboarding-form__note">
          {categories.error?.message}{' '}
          <button type="button" className="button button--secondary" onClick={() => void categories.mutate()}>
            Try again
          </button>
        </p>
      ) : null}
      <SubCategoryPicker subCategories={category?.subCategories ?? []} />
    </fieldset>
  );
}

/** Whether the business has a shop or office, and where parcels are picked up (several places). */
function LocationFields({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<BusinessDetailsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'pickupLocation' });
  const useHome = useWatch<BusinessDetailsValues, 'useHomeAddress'>({ name: 'useHomeAddress' });
  return (
    <fieldset id="locations" disabled={disabled}>
      <legend>Physical and pickup locations</legend>
      <FormField name="physicalLocation" label="Do you have a shop or office customers can visit?">
        <select>
          <option value="">Choose an answer</option>
          <option value="yes">Yes</option>
          <option value="no">No, I sell online only</option>
        </select>
      </FormField>
      {useHome ? (
        <p className="onboarding-form__note">Parcels are picked up at your home address.</p>
      ) : (
        <ol className="onboarding-form__pickups">
          {fields.map((field, index) => (
            <li key={field.id}>
              <fieldset>
                <legend>Pickup location {index + 1}</legend>
                <AddressFields prefix={`pickupLocation.${index}`} />
                {fields.length > 1 ? (
                  <button type="button" className="button button--secondary" onClick={() => remove(index)}>
                    Remove pickup location {index + 1}
                  </button>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {useHome ? null : (
        <button type="button" className="button button--secondary" onClick={() => append(blankAddress())}>
          Add a pickup location
        </button>
      )}
    </fieldset>
  );
}
