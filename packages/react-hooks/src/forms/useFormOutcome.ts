import type { MarketplaceError } from '@marketplace/sdk';
import { useCallback, useMemo, useState } from 'react';
import type { LoadStatus } from '../core/loadStatus';
import { asMarketplaceError } from '../messages/asMarketplaceError';
import type { FieldErrors } from './FieldErrors';
import { fieldErrorsFromError } from './fieldErrorsFromError';

/** How the last submit of a form went: the fields every form hook returns. */
export interface FormOutcome {
  /** `idle` before a submit (and after a client-side check failed), then `loading`, `succeeded` or `failed`. */
  status: LoadStatus;
  isSubmitting: boolean;
  /** The last call failed (spec section 4: "an error flag is set and the message kept"). */
  isError: boolean;
  /** The message of the last submit, success or error, kept for a toast until the next submit. */
  message: string | undefined;
  error: MarketplaceError | undefined;
  /** Errors by field path: the client-side check's, or the server's 422 list. */
  fieldErrors: FieldErrors;
}

/** The outcome and the transitions a form hook drives it through. */
export interface FormOutcomeControls extends FormOutcome {
  start(): void;
  succeed(message: string): void;
  fail(caught: unknown, operationId: string): MarketplaceError;
  /** A client-side check failed: nothing was sent. */
  invalid(errors: FieldErrors): void;
  /** Forgets a field's errors, nested ones included (the user is editing it). */
  clearFieldError(field: string): void;
  reset(): void;
}

const IDLE: FormOutcome = {
  status: 'idle',
  isSubmitting: false,
  isError: false,
  message: undefined,
  error: undefined,
  fieldErrors: {},
};

/**
 * The submit state machine shared by the form hooks: idle, loading, then succeeded with the message or
 * failed with the error flag, the message and the server's field errors.
 *
 * @example
 * const outcome = useFormOutcome();
 * outcome.start();
 * try { outcome.succeed((await trigger(init)).message); } catch (e) { outcome.fail(e, 'createCoupon'); }
 */
export function useFormOutcome(): FormOutcomeControls {
  const [outcome, setOutcome] = useState<FormOutcome>(IDLE);
  const start = useCallback(() => setOutcome({ ...IDLE, status: 'loading', isSubmitting: true }), []);
  const succeed = useCallback((message: string) => setOutcome({ ...IDLE, status: 'succeeded', message }), []);
  const fail = useCallback((caught: unknown, operationId: string) => {
    const error = asMarketplaceError(caught, operationId);
    setOutcome({
      status: 'failed',
      isSubmitting: false,
      isError: true,
      message: error.message,
      error,
      fieldErrors: fieldErrorsFromError(error),
    });
    return error;
  }, []);
  const invalid = useCallback((fieldErrors: FieldErrors) => setOutcome({ ...IDLE, fieldErrors }), []);
  const clearFieldError = useCallback(
    (field: string) =>
      setOutcome((current) => {
        const kept = Object.entries(current.fieldErrors).filter(
          ([path]) => path !== field && !path.startsWith(`${field}.`),
        );
        if (kept.length === Object.keys(current.fieldErrors).length) return current;
        return { ...current, fieldErrors: Object.fromEntries(kept) };
      }),
    [],
  );
  const reset = useCallback(() => setOutcome(IDLE), []);
  return useMemo(
    () => ({ ...outcome, start, succeed, fail, invalid, clearFieldError, reset }),
    [outcome, start, succeed, fail, invalid, clearFieldError, reset],
  );
}
