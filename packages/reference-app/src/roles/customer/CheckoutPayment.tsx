import { useId } from 'react';

/** A way to pay offered at checkout. */
export interface PaymentChoice {
  value: string;
  label: string;
  /** What happens when this method is chosen. */
  hint: string;
}

/** What {@link CheckoutPayment} shows. */
export interface CheckoutPaymentProps {
  choices: readonly PaymentChoice[];
  value: string;
  onChange(value: string): void;
}

/**
 * The checkout's choice of how to pay, as a radio group, each method with what happens when it is chosen.
 *
 * @example
 * <CheckoutPayment choices={[{ value: 'card', label: 'Card', hint: 'Paid when you place the order.' }]} value="card" onChange={setMethod} />
 */
export function CheckoutPayment({ choices, value, onChange }: CheckoutPaymentProps) {
  const name = useId();
  return (
    <section className="checkout-section" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Payment method</h2>
      <fieldset className="checkout-methods">
        <legend>How to pay</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="checkout-methods__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              <strong>{choice.label}</strong>
              <span className="checkout-methods__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
