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
}

/**
 * A quantity: a minus button, a number field and a plus button. The buttons step by one and are disabled
 * at `min` and `max`; what is typed is clamped to `[min, max]` and rounded when the field loses focus or
 * Enter is pressed, so `onChange` only ever sees a valid quantity.
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
}: QuantityInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const clamp = (n: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, Math.round(n)));
  const change = (n: number) => {
    const next = clamp(n);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const commit = () => {
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) setDraft(String(value));
    else change(typed);
  };
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
    </div>
  );
}
