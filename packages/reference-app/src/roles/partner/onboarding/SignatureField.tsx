import { useState } from 'react';
import { FormField, type FormFieldControl } from '../../../components/form/FormField';
import { ImageUpload } from '../../../kit/ImageUpload';
import { SignaturePad } from './SignaturePad';

type Mode = 'draw' | 'upload' | 'type';

const MODES: readonly { value: Mode; label: string }[] = [
  { value: 'draw', label: 'Draw it' },
  { value: 'upload', label: 'Upload a picture' },
  { value: 'type', label: 'Type your name' },
];

const isImage = (value: string) => /^(data:image\/|https?:\/\/)/.test(value);

/** Props of {@link SignatureField}. */
export interface SignatureFieldProps {
  /** The form field (`certification.signature`). */
  name: string;
  label: string;
}

function SignatureControl({ label, control }: { label: string; control: FormFieldControl }) {
  const { id, onChange } = control;
  const value = typeof control.value === 'string' ? control.value : '';
  const [mode, setMode] = useState<Mode>(value && !isImage(value) ? 'type' : 'draw');
  if (isImage(value)) {
    return (
      <div className="signature">
        <img className="signature__image" src={value} alt={`${label}, as given`} />
        <button
          id={id}
          type="button"
          className="button button--secondary"
          aria-describedby={control['aria-describedby']}
          onClick={() => onChange('')}
        >
          Clear and sign again
        </button>
      </div>
    );
  }
  return (
    <div className="signature">
      <div className="signature__modes" role="radiogroup" aria-label={`How to give ${label.toLowerCase()}`}>
        {MODES.map((m, index) => (
          <label key={m.value} className="signature__mode">
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={`${id}-mode`}
              checked={mode === m.value}
              onChange={() => setMode(m.value)}
              aria-describedby={index === 0 ? control['aria-describedby'] : undefined}
            />{' '}
            {m.label}
          </label>
        ))}
      </div>
      {mode === 'draw' ? <SignaturePad label={`${label}: sign here`} onChange={onChange} /> : null}
      {mode === 'upload' ? (
        <ImageUpload
          label={`${label}: picture`}
          showLabel={false}
          maxFiles={1}
          accept="image/png,image/jpeg,image/webp"
          purpose="signature"
          value={[]}
          onChange={(urls) => onChange(urls[0] ?? '')}
        />
      ) : null}
      {mode === 'type' ? (
        <input
          type="text"
          className="signature__typed"
          aria-label={`${label}: type your full name`}
          aria-invalid={control['aria-invalid']}
          autoComplete="name"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={control.onBlur}
        />
      ) : null}
    </div>
  );
}

/**
 * A signature in a kit form: drawn on a pad (finger, pen or mouse) or uploaded as a picture, either way
 * sent to the media host (purpose `signature`) and kept as its hosted URL, or typed as the full name, for
 * those who cannot draw. A given image (a draft saved before drawings were uploaded may still hold a data
 * URL) shows with "Clear and sign again".
 *
 * @example
 * <SignatureField name="certification.signature" label="Your signature" />
 */
export function SignatureField({ name, label }: SignatureFieldProps) {
  return (
    <FormField name={name} label={label} hint="Draw it, upload a picture of it, or type your full name.">
      {(control) => <SignatureControl label={label} control={control} />}
    </FormField>
  );
}
