import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Field } from './Field';
import { isNigerianPhone, nameError, PHONE_MESSAGE } from './personRules';
import './components.css';

/** The values an {@link AddressForm} submits (the body of add or update customer address). */
export interface AddressFormValues {
  fullName: string;
  phoneNumber: string;
  /** Left out when the field is empty. */
  emailAddress?: string;
  stateOrRegion: string;
  address: string;
}

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** Values to start from (editing an address). */
  defaultValues?: Partial<AddressFormValues>;
  /** Called with valid, trimmed values. */
  onSubmit(values: AddressFormValues): Promise<void> | void;
  /** The server's 422 field messages (`MarketplaceError.fieldErrors`), shown beside their fields. */
  serverErrors?: readonly { field?: string; message: string }[];
  /** True while the save is under way: the button is disabled and says so. */
  submitting?: boolean;
  /** The submit button's words; "Save address" by default. */
  submitLabel?: string;
}

type FieldName = keyof AddressFormValues;

const FIELDS: readonly {
  name: FieldName;
  label: string;
  type: string;
  autoComplete: string;
  hint?: string;
  multiline?: boolean;
}[] = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'For the delivery rider',
  },
  { name: 'emailAddress', label: 'Email address (optional)', type: 'email', autoComplete: 'email' },
  { name: 'stateOrRegion', label: 'State or region', type: 'text', autoComplete: 'address-level1' },
  { name: 'address', label: 'Street address', type: 'text', autoComplete: 'street-address', multiline: true },
];

/** What the client says for a field that fails `operationRequestSchemas.addCustomerAddress`. */
export const ADDRESS_FIELD_MESSAGES: Record<FieldName, string> = {
  fullName: 'Enter the full name of the person receiving the delivery',
  phoneNumber: 'Enter a phone number',
  emailAddress: 'Enter a valid email address, like name@example.com',
  stateOrRegion: 'Enter a state or region',
  address: 'Enter a street address',
};

const schema = operationRequestSchemas.addCustomerAddress();
const contractResolver = standardSchemaResolver(schema);

type FormValues = Record<FieldName, string>;

/**
 * The contract's checks, then the rules every form shares (a name of at most 100 characters, a Nigerian
 * phone number), so an address is refused here as at sign-up and on the contact form.
 */
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await contractResolver(values as never, context, options as never);
  const errors: Record<string, { type: string; message: string }> = { ...(result.errors as object) };
  const name = nameError(values.fullName ?? '');
  if (name && !errors.fullName) errors.fullName = { type: 'rule', message: name };
  const phone = (values.phoneNumber ?? '').trim();
  if (phone && !errors.phoneNumber && !isNigerianPhone(phone)) {
    errors.phoneNumber = { type: 'rule', message: PHONE_MESSAGE };
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as never }
    : (result as Awaited<ReturnType<Resolver<FormValues>>>);
};

const isFieldName = (name: string): name is FieldName => name in ADDRESS_FIELD_MESSAGES;
/** The form field a server error names: `fullName`, or the last part of a path like `body.fullName`. */
const fieldOf = (field: string | undefined) => {
  const last = field?.split('.').pop();
  return last && isFieldName(last) ? last : undefined;
};

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const trimOrDrop = (value: unknown) => {
  const trimmed = trim(value);
  return trimmed === '' ? undefined : trimmed;
};

/**
 * A customer's delivery address: full name, phone, email (optional), state or region and street address.
 * Validated on the client with the contract's schema (`operationRequestSchemas.addCustomerAddress` from
 * `@marketplace/sdk/schemas`) and the rules every form shares (`personRules`: a name of at most 100
 * characters, a Nigerian phone number) through react-hook-form, with a plain message beside each failing field;
 * the server's 422 messages (`serverErrors`) show beside the fields they name, and the others above the
 * button. The first failing field gets the focus.
 *
 * @example
 * const add = useAddCustomerAddress();
 * <AddressForm
 *   onSubmit={(values) => add.trigger({ body: values })}
 *   serverErrors={add.error?.fieldErrors}
 *   submitting={add.isMutating}
 *   submitLabel="Add address"
 * />
 */
export function AddressForm({
  defaultValues,
  onSubmit,
  serverErrors,
  submitting = false,
  submitLabel = 'Save address',
}: AddressFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: {
      fullName: defaultValues?.fullName ?? '',
      phoneNumber: defaultValues?.phoneNumber ?? '',
      emailAddress: defaultValues?.emailAddress ?? '',
      stateOrRegion: defaultValues?.stateOrRegion ?? '',
      address: defaultValues?.address ?? '',
    },
  });

  useEffect(() => {
    let focused = false;
    for (const error of serverErrors ?? []) {
      const name = fieldOf(error.field);
      if (!name) continue;
      setError(name, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [serverErrors, setError]);

  const formErrors = (serverErrors ?? []).filter((error) => !fieldOf(error.field));
  const messageFor = (name: FieldName) => {
    const error = errors[name];
    if (!error) return undefined;
    return (error.type === 'server' || error.type === 'rule') && error.message
      ? error.message
      : ADDRESS_FIELD_MESSAGES[name];
  };

  return (
    <form
      className="address-form"
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={handleSubmit(async (values) => {
        const { fullName, phoneNumber, emailAddress, stateOrRegion, address } = values;
        await onSubmit({
          fullName,
          phoneNumber,
          ...(emailAddress ? { emailAddress } : {}),
          stateOrRegion,
          address,
        });
      })}
    >
      {FIELDS.map((field) => (
        <Field key={field.name} label={field.label} error={messageFor(field.name)} hint={field.hint}>
          {field.multiline ? (
            <textarea
              autoComplete={field.autoComplete}
              rows={3}
              {...register(field.name, { setValueAs: trim })}
            />
          ) : (
            <input
              type={field.type}
              autoComplete={field.autoComplete}
              {...register(field.name, { setValueAs: field.name === 'emailAddress' ? trimOrDrop : trim })}
            />
          )}
        </Field>
      ))}
      {formErrors.length > 0 ? (
        <div className="address-form__errors" role="alert">
          <ul>
            {formErrors.map((error) => (
              <li key={`${error.field ?? ''}${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" className="button" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
