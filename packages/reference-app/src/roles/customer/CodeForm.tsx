import { type FormEvent, type ReactNode, useId, useState } from 'react';

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  /** The field's label: "Coupon code". */
  label: string;
  /** The button's words: "Apply coupon". */
  buttonLabel: string;
  /**
   * Applies the code; resolves `ok` true when it was taken (the field then empties), or false with the
   * reason (`message`), which shows beside the field where the shopper typed the code. The server's
   * message also reaches the toast area by itself (the cart's message channel).
   */
  onApply(code: string): Promise<{ ok: boolean; message?: string }>;
  /** Disables the form (the cart has changes on their way). */
  disabled?: boolean;
  /** What the code being typed would do, shown under the field before it is applied (see TypedCouponCheck). */
  hint?(code: string): ReactNode;
}

/**
 * A one-field form that applies a code (a coupon or a gift card) to the cart. An empty code is refused on
 * the client, and a code the server refuses keeps its reason, both beside the field (typing again clears
 * it).
 *
 * @example
 * <CodeForm label="Coupon code" buttonLabel="Apply coupon" onApply={(code) => cart.applyCoupon(code)} />
 */
export function CodeForm({ label, buttonLabel, onApply, disabled = false, hint }: CodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(`Enter a ${label.toLowerCase()}`);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await onApply(value);
      if (result.ok) setCode('');
      else setError(result.message || `That ${label.toLowerCase()} could not be applied`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="code-form" onSubmit={submit} noValidate>
      <div className="field code-form__field">
        <label htmlFor={id}>{label}</label>
        <div className="code-form__row">
          <input
            id={id}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint && code.trim() ? `${id}-hint` : undefined}
          />
          <button
            type="submit"
            className="button button--secondary"
            disabled={disabled || busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Applying…' : buttonLabel}
          </button>
        </div>
        <span aria-live="polite">
          {error ? (
            <span id={`${id}-error`} className="field__error">
              {error}
            </span>
          ) : hint && code.trim() && !busy ? (
            <span id={`${id}-hint`}>{hint(code)}</span>
          ) : null}
        </span>
      </div>
    </form>
  );
}
