import { useId } from 'react';
import type { PaymentChoice } from './paymentChoices';

export type { PaymentChoice } from './paymentChoices';

/** What {@link CheckoutPayment} shows. */
export interface CheckoutPaymentProps {
  choices: readonly PaymentChoice[];
  value: string;
  onChange(value: string): void;
}

/**
 * The checkout's choice of how to pay, as a radio group, each method with what happens when it is chosen;
 * a method this order cannot use (pay on delivery outside Lagos and Abuja) is disabled, with the reason
 * beside it and read with it.
 *
 * @example
 * <CheckoutPayment choices={paymentChoices(address.stateOrRegion)} value={method} onChange={setMethod} />
 */
export function CheckoutPayment({ choices, value, onChange }: CheckoutPaymentProps) {
  const name = useId();
  return (
    <section className="checkout-section" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>Payment method</h2>
      <fieldset className="checkout-methods">
        <legend>How to pay</legend>
        {choices.map((choice) => {
          const labelId = `${name}-${choice.value}-label`;
          const hintId = `${name}-${choice.value}-hint`;
          const reasonId = `${name}-${choice.value}-reason`;
          return (
            <label
              key={choice.value}
              className={`checkout-methods__choice${choice.unavailable ? ' checkout-methods__choice--off' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={Boolean(choice.unavailable)}
                aria-labelledby={labelId}
                aria-describedby={choice.unavailable ? `${hintId} ${reasonId}` : hintId}
                onChange={() => onChange(choice.value)}
              />
              <span>
                <strong id={labelId}>{choice.label}</strong>
                <span id={hintId} className="checkout-methods__hint">
                  {choice.hint}
                </span>
                {choice.unavailable ? (
                  <span id={reasonId} className="checkout-methods__reason">
                    {choice.unavailable}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}
