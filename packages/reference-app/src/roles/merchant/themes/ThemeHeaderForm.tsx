import { type ThemeCustomization, useUpdateThemeHeader } from '@marketplace/react-hooks';
import { ContractForm } from '../../../components/form/ContractForm';
import type { FormProblem } from '../../../components/form/contractResolver';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { ImageField } from '../../../kit/ImageField';
import { useDraftReport } from './useDraftReport';

/** The header form's values: the logo is its hosted URL ('' for none). */
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

/**
 * Checks the header's fields the way the themes host does, worded for the merchant (the contract gives
 * the multipart upload no schema to check it with).
 */
export function checkThemeHeader(values: ThemeHeaderValues): FormProblem[] {
  const problems: FormProblem[] = [];
  const email = values.email.trim();
  const phone = values.phoneNumber.trim();
  if (phone && !PHONE.test(phone))
    problems.push({
      field: 'phoneNumber',
      message: 'Enter a phone number: digits, spaces, brackets or dashes, with an optional +',
    });
  if (email && !EMAIL.test(email))
    problems.push({ field: 'email', message: 'Enter an email address like name@example.com' });
  return problems;
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
  const upload = useContractForm<'updateThemeHeader', ThemeHeaderValues, ThemeHeaderValues>({
    operation: 'updateThemeHeader',
    defaultValues: {
      phoneNumber: header.phoneNumber ?? '',
      email: header.email ?? '',
      logo: header.logo ?? '',
    },
    toBody: (values) => values,
    check: (values) => checkThemeHeader(values),
    // What was saved is the new starting point: the form is no longer "changed".
    resetOnSuccess: 'sent',
    send: (values) => {
      return update.trigger({
        body: {
          merchantThemeId,
          // Sent even when blank: a blank contact is removed from the storefront.
          phoneNumber: values.phoneNumber.trim(),
          email: values.email.trim(),
          // The hosted URL of an uploaded logo, or '' to remove it.
          logo: values.logo,
        },
      });
    },
  });
  useDraftReport(upload.form, onDraft);
  return (
    <ContractForm form={upload} aria-labelledby="theme-header-title" className="theme-form">
      <h2 id="theme-header-title">Header</h2>
      <FormErrorSummary />
      <fieldset disabled={!canUpdate} className="theme-form__fields">
        <ImageField
          name="logo"
          label="Logo"
          hint="To replace it, remove it and choose another: the saved logo stays until you save a new one."
          purpose="store-logo"
          single
        />
        <FormField name="phoneNumber" label="Phone number">
          <input type="tel" autoComplete="tel" />
        </FormField>
        <FormField name="email" label="Email address">
          <input type="email" autoComplete="email" />
        </FormField>
      </fieldset>
      {canUpdate ? <SubmitButton busyLabel="Saving…">Save header</SubmitButton> : null}
    </ContractForm>
  );
}
