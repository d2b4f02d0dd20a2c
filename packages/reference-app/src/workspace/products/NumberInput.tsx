import type { InputHTMLAttributes, Ref } from 'react';

/** Props of {@link NumberInput}. */
export interface NumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'step'> {
  value: number | undefined;
  /** The number typed, or `undefined` when the field is blank. */
  onChange(value: number | undefined): void;
  /** `1` for whole numbers (default), `0.01` for money and weights. */
  step?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number input that keeps blank as blank (`undefined`, which the contract's check names as required
 * when it is), never as 0.
 *
 * @example
 * <FormField name="quantity" label="Stock">{(control) => <NumberInput {...control} />}</FormField>
 */
export function NumberInput({ value, onChange, step = '1', ...rest }: NumberInputProps) {
  return (
    <input
      {...rest}
      type="number"
      inputMode={step === '1' ? 'numeric' : 'decimal'}
      min={0}
      step={step}
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(e) => onChange(Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber)}
    />
  );
}
