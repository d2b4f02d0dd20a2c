import type { MediaPurpose } from '@marketplace/react-hooks';
import { FormField } from '../components/form/FormField';
import { ImageUpload } from './ImageUpload';

/** Props of {@link ImageField}. */
export interface ImageFieldProps {
  /** The field's name in the form's values. */
  name: string;
  label: string;
  hint?: string;
  /** What the images are for, kept with each upload (`product-photo`, `store-logo`, ...). */
  purpose: MediaPurpose;
  /** How many images it takes (default 1). */
  maxFiles?: number;
  /** The value is one image's URL (`''` for none) rather than a list of URLs. */
  single?: boolean;
}

/**
 * An image picker as a field of a contract form: the kit's one upload (`ImageUpload` through
 * `useMediaUpload`: progress, a file that is not an image refused by its bytes) wired to the form's
 * value, label, hint and error like every other field, holding the hosted URLs the uploads answer.
 *
 * @example
 * <ImageField name="store.logo" label="Logo" purpose="store-logo" single />
 * <ImageField name="hostedImages" label="Photos" purpose="product-photo" maxFiles={6} />
 */
export function ImageField({ name, label, hint, purpose, maxFiles = 1, single }: ImageFieldProps) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <ImageUpload
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          label={label}
          showLabel={false}
          maxFiles={maxFiles}
          purpose={purpose}
          value={
            single
              ? typeof value === 'string' && value
                ? [value]
                : []
              : ((value as string[] | undefined) ?? [])
          }
          onChange={(urls) => onChange(single ? (urls[0] ?? '') : urls)}
        />
      )}
    </FormField>
  );
}
