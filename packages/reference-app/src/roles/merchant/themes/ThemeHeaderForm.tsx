import { type ThemeCustomization, useUpdateThemeHeader } from '@marketplace/react-hooks';
import { CheckedForm } from '../../../forms/CheckedForm';
import { useCheckedForm } from '../../../forms/useCheckedForm';
import { FormErrorSummary } from '../../../kit/FormErrorSummary';
import { FormField } from '../../../kit/FormField';
import { ImageUpload } from '../../../kit/ImageUpload';
import { SubmitButton } from '../../../kit/SubmitButton';
import { imageBlob } from './imageBlob';
import { useDraftReport } from './useDraftReport';

/** The header form's values: the logo is its URL, or a data URL of a newly chosen file. */
export interface ThemeHeaderValues {
  phoneNumber: string;
  email: string;
  logo: string;
}

/** Props of {@link ThemeHeaderForm}. */
export interface ThemeHeaderFormProps {
  merchantThemeId: number;
  header: ThemeCustomization['header'];
  /** Whether the merchant may change the theme (`useCan('themes', 'update')`). */
  canUpdate: boolean;
  /** The values as they are edited, for the preview. */
  onDraft(values: ThemeHeaderValues): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** Checks the header's fields the way the themes host does, worded for the merchant. */
export function checkThemeHeader(
  values: ThemeHeaderValues,
): Partial<Record<keyof ThemeHeaderValues, string>> {
  const errors: Partial<Record<keyof ThemeHeaderValues, string>> = {};
  const email = values.email.trim();
  const phone = values.phoneNumber.trim();
  if (email && !EMAIL.test(email)) errors.email = 'Enter an email address like name@example.com';
  if (phone && !PHONE.test(phone))
    errors.phoneNumber = 'Enter a phone number: digits, spaces, brackets or dashes, with an optional +';
  return errors;
}

/**
 * The storefront header of a theme (`updateThemeHeader`, multipart): logo, phone number and email. A new
 * logo is uploaded as a file; the saved one stays until another is chosen. 'Theme updated' on success,
 * 'Theme updated failed' (or the server's message) on failure, the values kept.
 *
 * @example
 * <ThemeHeaderForm merchantThemeId={310} header={customization.header} canUpdate onDraft={setHeader} />
 */
export function ThemeHeaderForm({ merchantThemeId, header, canUpdate, onDraft }: ThemeHeaderFormProps) {
  const update = useUpdateThemeHeader();
  const upload = useCheckedForm<ThemeHeaderValues>({
    operation: 'updateThemeHeader',
    defaultValues: {
      phoneNumber: header.phoneNumber ?? '',
      email: header.email ?? '',
      logo: header.logo ?? '',
    },
    validate: checkThemeHeader,
    send: (values) => {
      const logo = imageBlob(values.logo);
      return update.trigger({
        body: {
          merchantThemeId,
          // Sent even when blank: a blank contact is removed from the storefront.
          phoneNumber: values.phoneNumber.trim(),
          email: values.email.trim(),
          ...(logo ? { logo } : {}),
        },
      });
    },
  });
  useDraftReport(upload.form, onDraft);
  return (
    <CheckedForm form={upload} aria-labelledby="theme-header-title" className="theme-form">
      <h2 id="theme-header-title">Header</h2>
      <FormErrorSummary />
      <fieldset disabled={!canUpdate} className="theme-form__fields">
        <FormField
          name="logo"
          label="Logo"
          hint="To replace it, remove it and choose another: the saved logo stays until you save a new one."
        >
          {({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
            <ImageUpload
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              label="Logo"
              showLabel={false}
              maxFiles={1}
              value={value ? [value as string] : []}
              onChange={(urls) => onChange(urls[0] ?? '')}
            />
          )}
        </FormField>
        <FormField name="phoneNumber" label="Phone number">
          <input type="tel" autoComplete="tel" />
        </FormField>
        <FormField name="email" label="Email address">
          <input type="email" autoComplete="email" />
        </FormField>
      </fieldset>
      {canUpdate ? <SubmitButton busyLabel="Saving…">Save header</SubmitButton> : null}
    </CheckedForm>
  );
}
