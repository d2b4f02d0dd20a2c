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
import type { KitFormContextValue } from '../../../kit/kitFormContext';
import { SERVER_ERROR_KEY } from '../../../kit/useKitForm';

/** Options of {@link useUploadForm}. */
export interface UseUploadFormOptions<Values extends FieldValues> {
  /** The operation sent, so a failure's message is the spec's for it. */
  operation: OperationId;
  defaultValues: Values;
  /** Checks the values: a message for each field in error (none: the values are sent). */
  validate?(values: Values): Partial<Record<Path<Values>, string>>;
  /** Sends the checked values (the generated mutation hook's `trigger`, which toasts the outcome). */
  send(values: Values): Promise<unknown>;
  /** Called after a success; the form then takes the values sent as its new starting point. */
  onSuccess?(values: Values): void;
}

/** What {@link useUploadForm} returns: the same shape `KitForm` takes. */
export interface UploadFormResult<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  submit(event?: BaseSyntheticEvent): Promise<void>;
  context: KitFormContextValue;
}

/**
 * A kit-style form for the multipart uploads (theme header and body), whose request bodies the contract
 * gives no JSON schema for, so `useKitForm` cannot check them: react-hook-form's own rules check the
 * fields, `send` calls the mutation, a 422's field errors go beside their fields and anything else to
 * the error summary, which takes focus after a failed submit. The kit's `FormField`, `FormErrorSummary`
 * and `SubmitButton` work inside it (`<KitForm form={...}>` accepts it).
 *
 * @example
 * const upload = useUploadForm({ operation: 'updateThemeHeader', defaultValues, send: (v) => header.trigger({ body: toBody(v) }) });
 */
export function useUploadForm<Values extends FieldValues>(
  options: UseUploadFormOptions<Values>,
): UploadFormResult<Values> {
  const latest = useRef(options);
  latest.current = options;
  const labelMap = useRef(new Map<string, string>());
  const summary = useRef<HTMLElement | null>(null);
  const baseId = useId();
  const [focusRequest, setFocusRequest] = useState(0);
  const resolver = useCallback<Resolver<Values>>(async (values) => {
    const problems = Object.entries(latest.current.validate?.(values) ?? {}).filter(([, m]) => m);
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<Values>;
    return { values: {}, errors };
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
            const fields = [...labelMap.current.keys()];
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
