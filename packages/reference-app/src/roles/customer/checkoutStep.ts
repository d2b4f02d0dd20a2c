import { useCallback } from 'react';
import { useSearchParam } from '../../app/useSearchParam';

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

// A step is a page of its own: back and forward move between steps, and the page scrolls to its top.
const PUSH = { replace: false, preventScrollReset: false };

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
  const [value, setStep] = useSearchParam('step', PUSH);
  const step = isStep(value) ? value : 'address';
  const goTo = useCallback((next: CheckoutStepName) => setStep(next === 'address' ? '' : next), [setStep]);
  return [step, goTo];
}
