import { FormField } from '../components/form/FormField';
import { ImageUpload, type UploadImage } from './ImageUpload';

/** Props of {@link ImageField}. */
export interface ImageFieldProps {
  /** The field's name in the form's values. */
  name: string;
  label: string;
  hint?: string;
  /** How many images it takes (default 1). */
  maxFiles?: number;
  /** Where a chosen file goes (default: ImageUpload's own). */
  upload?: UploadImage;
  /** The value is one image's URL (`''` for none) rather than a list of URLs. */
  single?: boolean;
}

/**
 * An image picker as a field of a contract form: `ImageUpload` wired to the form's value, label, hint and
 * error like every other field.
 *
 * @example
 * <ImageField name="logo" label="Logo" single />
 * <ImageField name="hostedImages" label="Photos" maxFiles={6} upload={productPhoto} />
 */
export function ImageField({ name, label, hint, maxFiles = 1, upload, single }: ImageFieldProps) {
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
          upload={upload}
          value={single ? (value ? [String(value)] : []) : ((value as string[] | undefined) ?? [])}
          onChange={(urls) => onChange(single ? (urls[0] ?? '') : urls)}
        />
      )}
    </FormField>
  );
}
