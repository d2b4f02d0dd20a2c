import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The checkout's steps, in order. */
export const CHECKOUT_STEPS = ['address', 'delivery', 'payment', 'review'] as const;

/** One step of the checkout. */
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

/** Each step's name as the progress shows it. */
export const CHECKOUT_STEP_LABELS: Record<CheckoutStepName, string> = {
  address: 'Address',
  delivery: 'Delivery',
  payment: 'Payment',
  review: 'Review',
};

const isStep = (value: string | null): value is CheckoutStepName =>
  (CHECKOUT_STEPS as readonly string[]).includes(value ?? '');

/**
 * The checkout's step, kept in the URL (`?step=delivery`; the first step has none, so
 * `/customer/checkout` stays the checkout's address) so that back, forward and reload keep the
 * shopper where they were. Going to a step pushes a history entry; an unknown step reads as the first.
 *
 * @example
 * const [step, goTo] = useCheckoutStep();
 * <button onClick={() => goTo('delivery')}>Continue to delivery</button>
 */
export function useCheckoutStep(): [CheckoutStepName, (step: CheckoutStepName) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('step');
  const step = isStep(value) ? value : 'address';
  const goTo = useCallback(
    (next: CheckoutStepName) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'address') updated.delete('step');
          else updated.set('step', next);
          return updated;
        },
        { preventScrollReset: false },
      );
    },
    [setParams],
  );
  return [step, goTo];
}
