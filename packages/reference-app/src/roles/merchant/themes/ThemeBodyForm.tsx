import { type ThemeCustomization, useUpdateThemeBody } from '@marketplace/react-hooks';
import { ContractForm } from '../../../components/form/ContractForm';
import type { FormProblem } from '../../../components/form/contractResolver';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { ImageField } from '../../../kit/ImageField';
import { useDraftReport } from './useDraftReport';

/** The body form's values: each image is its hosted URL ('' for none). */
export interface ThemeBodyValues {
  bannerMainText: string;
  bannerSubText: string;
  bannerImage: string;
  promoImage: string;
}

/** Props of {@link ThemeBodyForm}. */
export interface ThemeBodyFormProps {
  merchantThemeId: number;
  body: ThemeCustomization['body'];
  canUpdate: boolean;
  onDraft(values: ThemeBodyValues): void;
}

const MAX_TEXT = 5000;

/** The body's rules, worded for the merchant (the contract gives the multipart upload no schema). */
function checkThemeBody(values: ThemeBodyValues): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!values.bannerMainText.trim())
    problems.push({ field: 'bannerMainText', message: 'Enter the banner’s main text' });
  else if (values.bannerMainText.length > MAX_TEXT)
    problems.push({ field: 'bannerMainText', message: 'Keep the main text under 5,000 characters' });
  if (values.bannerSubText.length > MAX_TEXT)
    problems.push({ field: 'bannerSubText', message: 'Keep the sub text under 5,000 characters' });
  return problems;
}

const REPLACE_HINT =
  'To replace it, remove it and choose another: the saved image stays until you save a new one.';

/**
 * The storefront body of a theme (`updateThemeBody`, multipart): the banner's main and sub text, the
 * banner image and the promo image. 'Theme updated' on success, 'Theme updated failed' (or the server's
 * message) on failure, the values kept.
 *
 * @example
 * <ThemeBodyForm merchantThemeId={310} body={customization.body} canUpdate onDraft={setBody} />
 */
export function ThemeBodyForm({ merchantThemeId, body, canUpdate, onDraft }: ThemeBodyFormProps) {
  const update = useUpdateThemeBody();
  const upload = useContractForm<'updateThemeBody', ThemeBodyValues, ThemeBodyValues>({
    operation: 'updateThemeBody',
    defaultValues: {
      bannerMainText: body.bannerMainText ?? '',
      bannerSubText: body.bannerSubText ?? '',
      bannerImage: body.bannerImage ?? '',
      promoImage: body.promoImage ?? '',
    },
    toBody: (values) => values,
    check: (values) => checkThemeBody(values),
    // What was saved is the new starting point: the form is no longer "changed".
    resetOnSuccess: 'sent',
    send: (values) => {
      return update.trigger({
        body: {
          merchantThemeId,
          bannerMainText: values.bannerMainText.trim(),
          bannerSubText: values.bannerSubText.trim(),
          // Hosted URLs of uploaded images (kept as uploaded), or '' to remove one.
          bannerImage: values.bannerImage,
          promoImage: values.promoImage,
        },
      });
    },
  });
  useDraftReport(upload.form, onDraft);
  return (
    <ContractForm form={upload} aria-labelledby="theme-body-title" className="theme-form">
      <h2 id="theme-body-title">Banner and promotion</h2>
      <FormErrorSummary />
      <fieldset disabled={!canUpdate} className="theme-form__fields">
        <FormField name="bannerMainText" label="Banner main text">
          <input type="text" />
        </FormField>
        <FormField name="bannerSubText" label="Banner sub text">
          <textarea rows={3} />
        </FormField>
        <ImageField
          name="bannerImage"
          label="Banner image"
          hint={REPLACE_HINT}
          purpose="theme-image"
          single
        />
        <ImageField name="promoImage" label="Promo image" hint={REPLACE_HINT} purpose="theme-image" single />
      </fieldset>
      {canUpdate ? <SubmitButton busyLabel="Saving…">Save banner and promotion</SubmitButton> : null}
    </ContractForm>
  );
}
