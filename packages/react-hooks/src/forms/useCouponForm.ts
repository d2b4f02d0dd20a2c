import { type CouponFormValues, createCouponForm } from '@marketplace/sdk';
import { useCallback, useRef, useState } from 'react';
import { useCreateCoupon, useUpdateCoupon } from '../generated/hooks/coupons';
import { couponRequestBody } from './couponRequestBody';
import type { FormOutcome } from './useFormOutcome';
import { useFormOutcome } from './useFormOutcome';
import { validateRequest } from './validateRequest';

/** Options of {@link useCouponForm}. */
export interface UseCouponFormOptions {
  /** The coupon to edit (update-coupon); without it the form creates one (create-coupon). */
  couponId?: number;
  /** Values to start from, over the defaults (a fetched coupon to edit). */
  initial?: Partial<CouponFormValues>;
  /** Check the values with the contract's schema before sending (default true). */
  validate?: boolean;
}

/** What {@link useCouponForm} returns. */
export interface UseCouponFormResult extends FormOutcome {
  values: CouponFormValues;
  /** `create` without a `couponId`, else `update`. */
  mode: 'create' | 'update';
  /** Sets one field (and forgets its error). */
  setField<K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]): void;
  /** Sets several fields, e.g. a coupon fetched for editing. */
  setValues(values: Partial<CouponFormValues>): void;
  /** Back to the defaults (COUPON_DEFAULTS), forgetting the outcome. */
  reset(): void;
  /**
   * Checks and sends the form. Resolves true on success (the form is back to the defaults and the
   * message kept for a toast); false when the check failed (`fieldErrors`) or the call failed
   * (`isError`, `message`, the server's `fieldErrors`). Never rejects. The message also goes to the
   * provider's message channel.
   */
  submit(): Promise<boolean>;
}

/**
 * The merchant's coupon form (spec sections 3, 4 and 9): starts from COUPON_DEFAULTS, creates or
 * updates through useCreateCoupon / useUpdateCoupon; success resets it to the defaults and keeps the
 * message; failure sets the error flag and keeps the message.
 *
 * @example
 * const form = useCouponForm();
 * <input value={form.values.description} onChange={(e) => form.setField('description', e.target.value)} />
 * {form.fieldErrors.startDate && <p role="alert">{form.fieldErrors.startDate}</p>}
 * <button disabled={form.isSubmitting} onClick={() => void form.submit()}>Save</button>
 */
export function useCouponForm(options: UseCouponFormOptions = {}): UseCouponFormResult {
  const { couponId, validate = true } = options;
  const [values, setValuesState] = useState(() => createCouponForm(options.initial));
  const latest = useRef(values);
  latest.current = values;
  const outcome = useFormOutcome();
  const { clearFieldError, reset: resetOutcome } = outcome;
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const mode = couponId === undefined ? 'create' : 'update';

  const setField = useCallback(
    <K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) => {
      setValuesState((current) => ({ ...current, [field]: value }));
      clearFieldError(String(field));
    },
    [clearFieldError],
  );
  const setValues = useCallback((next: Partial<CouponFormValues>) => {
    setValuesState((current) => ({ ...current, ...next }));
  }, []);
  const reset = useCallback(() => {
    setValuesState(createCouponForm());
    resetOutcome();
  }, [resetOutcome]);

  const submit = async (): Promise<boolean> => {
    const operationId = mode === 'create' ? 'createCoupon' : 'updateCoupon';
    const body = couponRequestBody(latest.current);
    const invalid = validate ? await validateRequest(operationId, body) : undefined;
    if (invalid) {
      outcome.invalid(invalid);
      return false;
    }
    outcome.start();
    try {
      const result =
        couponId === undefined
          ? await create.trigger({ body })
          : await update.trigger({ path: { id: couponId }, body });
      setValuesState(createCouponForm());
      outcome.succeed(result.message);
      return true;
    } catch (caught) {
      outcome.fail(caught, operationId);
      return false;
    }
  };

  return {
    values,
    mode,
    setField,
    setValues,
    reset,
    submit,
    status: outcome.status,
    isSubmitting: outcome.isSubmitting,
    isError: outcome.isError,
    message: outcome.message,
    error: outcome.error,
    fieldErrors: outcome.fieldErrors,
  };
}
