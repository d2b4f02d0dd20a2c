import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import './components.css';

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps {
  value: number;
  /** The smallest quantity; 1 by default. */
  min?: number;
  /** The largest quantity (the stock), if any. */
  max?: number;
  /** Called with the new quantity, always a whole number between `min` and `max`. */
  onChange(n: number): void;
  /** The label of the number field: "Quantity", or "Quantity of Ankara wrap dress" in a list. */
  label: string;
  /** Keeps the label for screen readers only (a cart line, where the product name is beside it). */
  hideLabel?: boolean;
  /** Disables the buttons and the field (while a change is being saved). */
  disabled?: boolean;
  /**
   * A note to show beside the control, such as the cart's "Only 5 available" after an add was cut to
   * the stock. What the field itself refuses or cuts is said there too.
   */
  note?: string;
  /**
   * When given, a typed 0 calls it instead of being refused (a cart line: 0 removes it, with an undo
   * beside the list). The minus button still stops at `min`.
   */
  onZero?: () => void;
}

/** Only digits: no sign, no fraction, no exponent (`1e3` is not a quantity anyone means). */
const WHOLE = /^\d+$/;

/**
 * A quantity: a minus button, a number field and a plus button. The buttons step by one and are disabled
 * at `min` and `max`. What is typed is taken when the field loses focus or Enter is pressed: whole
 * numbers only (digits; `1.5`, `-2` or `1e3` are refused and the field goes back to the quantity), cut to
 * `[min, max]`; a refusal or a cut is said beside the control. So `onChange` only ever sees a valid
 * quantity.
 *
 * @example
 * const [quantity, setQuantity] = useState(1);
 * <QuantityInput label="Quantity" value={quantity} max={product.quantity} onChange={setQuantity} />
 */
export function QuantityInput({
  value,
  min = 1,
  max,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  note,
  onZero,
}: QuantityInputProps) {
  const id = useId();
  const noteId = useId();
  const [draft, setDraft] = useState(String(value));
  const [own, setOwn] = useState<string | undefined>();
  useEffect(() => setDraft(String(value)), [value]);
  // A note about the field's own limits ("Only 12 available") is about the old ones once they change
  // (another size chosen): it goes, adjusted while rendering so it is never shown beside the new stock.
  const [limits, setLimits] = useState(`${min}-${max}`);
  if (limits !== `${min}-${max}`) {
    setLimits(`${min}-${max}`);
    setOwn(undefined);
  }

  const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
  const change = (n: number) => {
    const next = Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, n));
    setDraft(String(next));
    setOwn(max !== undefined && n > max ? `Only ${max} available` : undefined);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    const typed = draft.trim();
    if (typed === String(value)) {
      setOwn(undefined);
      return;
    }
    const n = Number(typed);
    if (onZero && WHOLE.test(typed) && n === 0) {
      setDraft(String(value));
      setOwn(undefined);
      onZero();
      return;
    }
    if (!WHOLE.test(typed) || !Number.isSafeInteger(n) || n < min) {
      setDraft(String(value));
      setOwn(`Enter a whole number ${range}`);
      return;
    }
    change(n);
  };
  const shown = own ?? note;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className="quantity-input">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'quantity-input__label'}>
        {label}
      </label>
      <div className="quantity-input__controls">
        <button
          type="button"
          className="quantity-input__button"
          aria-label={`Decrease ${label}`}
          onClick={() => change(value - 1)}
          disabled={disabled || value <= min}
        >
          −
        </button>
        <input
          id={id}
          className="quantity-input__field"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          aria-describedby={shown ? noteId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="quantity-input__button"
          aria-label={`Increase ${label}`}
          onClick={() => change(value + 1)}
          disabled={disabled || (max !== undefined && value >= max)}
        >
          +
        </button>
      </div>
      <p id={noteId} className="quantity-input__note" role="status">
        {shown}
      </p>
    </div>
  );
}
