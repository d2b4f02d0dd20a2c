import { type ThemeCustomization, useUpdateThemeBody } from '@marketplace/react-hooks';
import { CheckedForm } from '../../../forms/CheckedForm';
import { useCheckedForm } from '../../../forms/useCheckedForm';
import { FormErrorSummary } from '../../../kit/FormErrorSummary';
import { FormField } from '../../../kit/FormField';
import { ImageUpload } from '../../../kit/ImageUpload';
import { SubmitButton } from '../../../kit/SubmitButton';
import { imageBlob } from './imageBlob';
import { useDraftReport } from './useDraftReport';

/** The body form's values: each image is its URL, or a data URL of a newly chosen file. */
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

function checkThemeBody(values: ThemeBodyValues): Partial<Record<keyof ThemeBodyValues, string>> {
  const errors: Partial<Record<keyof ThemeBodyValues, string>> = {};
  if (!values.bannerMainText.trim()) errors.bannerMainText = 'Enter the banner’s main text';
  else if (values.bannerMainText.length > MAX_TEXT)
    errors.bannerMainText = 'Keep the main text under 5,000 characters';
  if (values.bannerSubText.length > MAX_TEXT)
    errors.bannerSubText = 'Keep the sub text under 5,000 characters';
  return errors;
}

/** An image field of the body: the picker inside a kit field. */
function ImageField({ name, label }: { name: 'bannerImage' | 'promoImage'; label: string }) {
  return (
    <FormField
      name={name}
      label={label}
      hint="To replace it, remove it and choose another: the saved image stays until you save a new one."
    >
      {({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <ImageUpload
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          label={label}
          showLabel={false}
          maxFiles={1}
          value={value ? [value as string] : []}
          onChange={(urls) => onChange(urls[0] ?? '')}
        />
      )}
    </FormField>
  );
}

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
  const upload = useCheckedForm<ThemeBodyValues>({
    operation: 'updateThemeBody',
    defaultValues: {
      bannerMainText: body.bannerMainText ?? '',
      bannerSubText: body.bannerSubText ?? '',
      bannerImage: body.bannerImage ?? '',
      promoImage: body.promoImage ?? '',
    },
    validate: checkThemeBody,
    send: (values) => {
      const bannerImage = imageBlob(values.bannerImage);
      const promoImage = imageBlob(values.promoImage);
      return update.trigger({
        body: {
          merchantThemeId,
          bannerMainText: values.bannerMainText.trim(),
          bannerSubText: values.bannerSubText.trim(),
          ...(bannerImage ? { bannerImage } : {}),
          ...(promoImage ? { promoImage } : {}),
        },
      });
    },
  });
  useDraftReport(upload.form, onDraft);
  return (
    <CheckedForm form={upload} aria-labelledby="theme-body-title" className="theme-form">
      <h2 id="theme-body-title">Banner and promotion</h2>
      <FormErrorSummary />
      <fieldset disabled={!canUpdate} className="theme-form__fields">
        <FormField name="bannerMainText" label="Banner main text">
          <input type="text" />
        </FormField>
        <FormField name="bannerSubText" label="Banner sub text">
          <textarea rows={3} />
        </FormField>
        <ImageField name="bannerImage" label="Banner image" />
        <ImageField name="promoImage" label="Promo image" />
      </fieldset>
      {canUpdate ? <SubmitButton busyLabel="Saving…">Save banner and promotion</SubmitButton> : null}
    </CheckedForm>
  );
}
