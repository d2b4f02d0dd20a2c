import { useId } from 'react';

/** Props of {@link NoteField}. */
export interface NoteFieldProps {
  /** The field's name, saying it is optional ("Reason (optional)"). */
  label: string;
  value: string;
  onChange(value: string): void;
}

/**
 * The optional free-text note of an admin's decision (an order's assignment, a return's decision): two
 * rows, at most the contract's 5,000 characters.
 *
 * @example
 * <NoteField label="Reason (optional)" value={reason} onChange={setReason} />
 */
export function NoteField({ label, value, onChange }: NoteFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={2} maxLength={5000} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
