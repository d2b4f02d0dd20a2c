import { asMarketplaceError } from '@marketplace/react-hooks';
import type { OperationId } from '@marketplace/sdk';
import { type BaseSyntheticEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { KitFormContextValue } from '../kit/kitFormContext';
import { SERVER_ERROR_KEY } from '../kit/useKitForm';

/** Options of {@link useCheckedForm}. */
export interface UseCheckedFormOptions<Values extends FieldValues> {
  /** The operation sent, so a failure's message is the spec's for it. */
  operation: OperationId;
  defaultValues: Values;
  /**
   * Checks the values: a message for each field in error, by its path (`company.email`); none, and the
   * values are sent. May be async (the contract's schemas load on the first check).
   */
  validate?(
    values: Values,
  ): Partial<Record<Path<Values>, string>> | Promise<Partial<Record<Path<Values>, string>>>;
  /**
   * Every field's path, so a 422 on a field not on screen now (another step of the form) still goes to
   * that field rather than to the summary. Left out: the fields on screen.
   */
  fields?: readonly string[];
  /** Sends the checked values (the generated mutation hook's `trigger`, which toasts the outcome). */
  send(values: Values): Promise<unknown>;
  /** Called after a success; the form then takes the values sent as its new starting point. */
  onSuccess?(values: Values): void;
}

/** What {@link useCheckedForm} returns: the same shape `KitForm` takes. */
export interface CheckedFormResult<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  submit(event?: BaseSyntheticEvent): Promise<void>;
  context: KitFormContextValue;
}

/**
 * A kit-style form whose checks are the screen's own: the multipart uploads (theme header and body), whose
 * bodies the contract gives no JSON schema for, and forms with nested bodies checked field by field
 * (partner onboarding), which `useKitForm` puts on top-level fields only. `validate` checks the values,
 * `send` calls the mutation, a 422's field errors go beside their fields (by path) and anything else to
 * the error summary, which takes focus after a failed submit. The kit's `FormField`, `FormErrorSummary`
 * and `SubmitButton` work inside it (`<CheckedForm form={...}>`).
 *
 * @example
 * const upload = useCheckedForm({ operation: 'updateThemeHeader', defaultValues, send: (v) => header.trigger({ body: toBody(v) }) });
 */
export function useCheckedForm<Values extends FieldValues>(
  options: UseCheckedFormOptions<Values>,
): CheckedFormResult<Values> {
  const latest = useRef(options);
  latest.current = options;
  const labelMap = useRef(new Map<string, string>());
  const summary = useRef<HTMLElement | null>(null);
  const baseId = useId();
  const [focusRequest, setFocusRequest] = useState(0);
  const resolver = useCallback<Resolver<Values>>(async (values) => {
    const problems = Object.entries((await latest.current.validate?.(values)) ?? {}).filter(([, m]) => m);
    if (problems.length === 0) return { values, errors: {} };
    // react-hook-form reads errors by path (`errors.company.email`): nest them.
    const errors: Record<string, unknown> = {};
    for (const [name, message] of problems) {
      const parts = name.split('.');
      let at = errors;
      for (const part of parts.slice(0, -1)) {
        at[part] ??= {};
        at = at[part] as Record<string, unknown>;
      }
      at[parts[parts.length - 1] as string] = { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  }, []);
  const form = useForm<Values>({
    resolver,
    defaultValues: options.defaultValues as DefaultValues<Values>,
    shouldFocusError: false,
  });
  const { handleSubmit, setError, clearErrors, reset } = form;

  const focused = useRef(0);
  useEffect(() => {
    if (focusRequest === focused.current) return;
    focused.current = focusRequest;
    summary.current?.focus();
  }, [focusRequest]);

  const submit = useMemo(
    () =>
      handleSubmit(
        async (values) => {
          clearErrors('root');
          try {
            await latest.current.send(values);
            // What was saved is the new starting point: the form is no longer "changed".
            reset(values);
            latest.current.onSuccess?.(values);
          } catch (caught) {
            const error = asMarketplaceError(caught, latest.current.operation);
            const fields = latest.current.fields ?? [...labelMap.current.keys()];
            const leftover: string[] = [];
            for (const { field, message } of error.fieldErrors) {
              const name = fields.find((f) => f === field);
              if (name) setError(name as Path<Values>, { type: 'server', message });
              else leftover.push(message);
            }
            if (error.fieldErrors.length === 0 || leftover.length > 0) {
              setError(`root.${SERVER_ERROR_KEY}` as Path<Values>, {
                type: 'server',
                message: leftover.length ? leftover.join(' ') : error.message,
              });
            }
            setFocusRequest((n) => n + 1);
          }
        },
        () => setFocusRequest((n) => n + 1),
      ),
    [handleSubmit, clearErrors, reset, setError],
  );

  const fieldId = useCallback((name: string) => `${baseId}-${name.replace(/[^\w-]/g, '-')}`, [baseId]);
  const setLabel = useCallback((name: string, label: string | undefined) => {
    if (label === undefined) labelMap.current.delete(name);
    else labelMap.current.set(name, label);
  }, []);
  const labels = useCallback(() => labelMap.current, []);
  const context = useMemo(() => ({ fieldId, setLabel, labels, summary }), [fieldId, setLabel, labels]);
  return { form, submit, context };
}
