import { Field } from './Field';
import { type FormProblem, SERVER_ERROR_KEY } from './form/contractResolver';
import { formBody } from './form/formBody';
import { useContractForm } from './form/useContractForm';
import { isNigerianPhone, nameError, PHONE_MESSAGE } from './personRules';
import './components.css';
import { MarkupForm } from './form/MarkupForm';

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
  /**
   * Called with valid, trimmed values; while it runs the button is disabled and says so. When it
   * rejects (with the call's `MarketplaceError`), the server's 422 messages show beside the fields they
   * name, and its other messages above the button.
   */
  onSubmit(values: AddressFormValues): Promise<unknown> | undefined;
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

type FormValues = Record<FieldName, string>;

/** The rules every form shares (a name of at most 100 characters, a Nigerian phone number). */
function personProblems(body: Partial<FormValues>): FormProblem[] {
  const name = nameError(body.fullName ?? '');
  const phone = body.phoneNumber ?? '';
  return [
    ...(name ? [{ field: 'fullName', message: name }] : []),
    ...(phone && !isNigerianPhone(phone) ? [{ field: 'phoneNumber', message: PHONE_MESSAGE }] : []),
  ];
}

/**
 * A customer's delivery address: full name, phone, email (optional), state or region and street address.
 * Validated on the client with the contract's schema (`operationRequestSchemas.addCustomerAddress` from
 * `@marketplace/sdk/schemas`) and the rules every form shares (`personRules`: a name of at most 100
 * characters, a Nigerian phone number) through the app's form hook, with a plain message beside each
 * failing field; when `onSubmit` rejects, the server's 422 messages show beside the fields they name, and
 * the others above the button. The first failing field gets the focus.
 *
 * @example
 * const add = useAddCustomerAddress();
 * <AddressForm onSubmit={(values) => add.trigger({ body: values })} submitLabel="Add address" />
 */
export function AddressForm({ defaultValues, onSubmit, submitLabel = 'Save address' }: AddressFormProps) {
  const address = useContractForm<'addCustomerAddress', FormValues, AddressFormValues>({
    operation: 'addCustomerAddress',
    defaultValues: {
      fullName: defaultValues?.fullName ?? '',
      phoneNumber: defaultValues?.phoneNumber ?? '',
      emailAddress: defaultValues?.emailAddress ?? '',
      stateOrRegion: defaultValues?.stateOrRegion ?? '',
      address: defaultValues?.address ?? '',
    },
    // Trimmed, and the email left out when empty.
    toBody: (values) => formBody(values) as AddressFormValues,
    labels: Object.fromEntries(FIELDS.map((field) => [field.name, field.label])),
    // One plain message a field, whatever the contract found wrong with it.
    message: ({ field }) => ADDRESS_FIELD_MESSAGES[field as FieldName],
    check: personProblems,
    send: (values) => onSubmit(values),
    // The screen closes the form after a save, or keeps it as saved.
    resetOnSuccess: false,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = address.form;
  // A failure that names no field of the form is in the toast area already (the call's own message).
  const formError =
    address.error && address.error.fieldErrors.length === 0
      ? undefined
      : errors.root?.[SERVER_ERROR_KEY]?.message;

  return (
    <MarkupForm form={address} className="address-form">
      {FIELDS.map((field) => (
        <Field key={field.name} label={field.label} error={errors[field.name]?.message} hint={field.hint}>
          {field.multiline ? (
            <textarea autoComplete={field.autoComplete} rows={3} {...register(field.name)} />
          ) : (
            <input type={field.type} autoComplete={field.autoComplete} {...register(field.name)} />
          )}
        </Field>
      ))}
      {formError ? (
        <div className="address-form__errors" role="alert">
          <ul>
            <li>{formError}</li>
          </ul>
        </div>
      ) : null}
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </button>
    </MarkupForm>
  );
}
