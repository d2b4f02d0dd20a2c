import { useEffect, useRef } from 'react';
import { CHECKOUT_STEP_LABELS, CHECKOUT_STEPS, type CheckoutStepName } from './checkoutStep';

/** What {@link CheckoutProgress} shows. */
export interface CheckoutProgressProps {
  /** The step shown. */
  step: CheckoutStepName;
  /** The furthest step the shopper may open (the later ones need what the earlier ones ask). */
  reachable: CheckoutStepName;
  onGo(step: CheckoutStepName): void;
}

/**
 * The checkout's progress: its four steps numbered, the current one marked (`aria-current="step"`),
 * the ones already open to go back to as buttons, the ones ahead of what is filled in as plain text.
 * Changing step scrolls the progress into view and focuses the current step.
 *
 * @example
 * <CheckoutProgress step="payment" reachable="review" onGo={goTo} />
 */
export function CheckoutProgress({ step, reachable, onGo }: CheckoutProgressProps) {
  const current = CHECKOUT_STEPS.indexOf(step);
  const last = CHECKOUT_STEPS.indexOf(reachable);
  const currentRef = useRef<HTMLSpanElement>(null);
  const shown = useRef(step);
  // A new step starts at the top: the button that led here sits at the bottom of a phone's page. Focus
  // goes to the step's name so that a screen reader says where the shopper is.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    currentRef.current?.closest('nav')?.scrollIntoView?.({ block: 'start' });
    currentRef.current?.focus({ preventScroll: true });
  }, [step]);
  return (
    <nav className="checkout-progress" aria-label="Checkout steps">
      <ol>
        {CHECKOUT_STEPS.map((name, index) => {
          const label = `${index + 1}. ${CHECKOUT_STEP_LABELS[name]}`;
          const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
          return (
            <li key={name} className={`checkout-progress__step checkout-progress__step--${state}`}>
              {index === current ? (
                <span aria-current="step" ref={currentRef} tabIndex={-1}>
                  {label}
                </span>
              ) : index <= last ? (
                <button type="button" className="checkout-progress__go" onClick={() => onGo(name)}>
                  {label}
                </button>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
