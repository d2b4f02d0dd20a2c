import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  asMarketplaceError,
  type LoadStatus,
  type MutationResult,
  type RequestSchemaId,
} from '@marketplace/react-hooks';
import type { CallInit, MarketplaceError, OperationId, OperationResult } from '@marketplace/sdk';
import type { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { type BaseSyntheticEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { contractSchema } from '../roles/storefront/formValidation';
import { formBody } from './formBody';
import type { KitFormContextValue } from './kitFormContext';

/** The operations a kit form can send: those whose request body the contract gives a schema for. */
export type KitFormOperation = RequestSchemaId & OperationId;

/** The request body of an operation, as its SDK call takes it. */
export type KitFormBody<Id extends KitFormOperation> = CallInit<Id> extends { body?: infer B } ? B : never;

/** Options of {@link useKitForm}. */
export interface UseKitFormOptions<Id extends KitFormOperation, Values extends FieldValues> {
  /** The operation the form sends: its request schema checks the values before anything is sent. */
  operation: Id;
  /** The generated mutation hook of that operation (`useCreateApprover()`): it sends and toasts. */
  mutation: MutationResult<Id>;
  /** The values the form starts from, and goes back to after a success. */
  defaultValues: Values;
  /** The request body the values make; default {@link formBody} (text trimmed, blank text left out). */
  toBody?: (values: Values) => KitFormBody<Id>;
  /** The rest of the call: path parameters, the role (`as`). */
  init?: Omit<CallInit<Id>, 'body'>;
  /** Labels for fields that no `FormField` shows (those of `FormField`s are known by themselves). */
  labels?: Partial<Record<Path<Values>, string>>;
  /** The form field of each body field whose name differs (`{ minPrice: 'min' }`). */
  fieldOf?: Partial<Record<string, Path<Values>>>;
  /** Called after a success, with the call's result and the body sent. */
  onSuccess?: (result: OperationResult<Id>, body: KitFormBody<Id>) => void;
  /** Go back to `defaultValues` after a success (default true; false for edit forms that stay). */
  resetOnSuccess?: boolean;
}

/** What {@link useKitForm} returns: hand it to `<KitForm form={...}>`. */
export interface KitFormResult<Id extends KitFormOperation, Values extends FieldValues> {
  /** react-hook-form's form (`register`, `watch`, `setValue`, `formState`, ...). */
  form: UseFormReturn<Values, unknown, KitFormBody<Id>>;
  /** Checks, then sends: the `onSubmit` of the form element. */
  submit(event?: BaseSyntheticEvent): Promise<void>;
  /** The call's state: `loading` while sending, then `succeeded` or `failed`. */
  status: LoadStatus;
  /** The last failure of the call. */
  error: MarketplaceError | undefined;
  /** Ids, labels and the summary, for the kit's form pieces. */
  context: KitFormContextValue;
}

/** The key under `errors.root` of a failure no field shows (network, 500, an unknown field's 422). */
export const SERVER_ERROR_KEY = 'server';

type RequestSchemas = typeof operationRequestSchemas;

// The contract's schemas (every zod schema of the API) load on the first check, as the hooks'
// validateRequest does: a screen that shows a form but never submits it never loads them.
let schemas: Promise<RequestSchemas> | undefined;
const loadSchemas = () => {
  schemas ??= import('@marketplace/sdk/schemas').then((module) => module.operationRequestSchemas);
  return schemas;
};

/**
 * A form over one operation of the contract, on react-hook-form: the values are checked with the
 * operation's request schema (`@marketplace/sdk/schemas`, the same rules the server answers 422 with,
 * worded with each field's label), then sent through the generated mutation hook, whose success and
 * failure messages go to the toast area (the spec's catalogue; this hook adds none). A 422's field
 * errors appear beside their fields; a failure no field can show goes to the error summary
 * (`errors.root.server`). The submit button is disabled while sending, and a failed submit moves focus
 * to the error summary (or to the first field in error when the form has no summary).
 *
 * @example
 * const kit = useKitForm({
 *   operation: 'createApprover',
 *   mutation: useCreateApprover(),
 *   defaultValues: { firstName: '', lastName: '', email: '', approvalLevel: 'first' },
 *   init: { as: 'admin' },
 * });
 * <KitForm form={kit} aria-label="New approver">
 *   <FormErrorSummary />
 *   <FormField name="email" label="Email address"><input type="email" /></FormField>
 *   <SubmitButton>Add approver</SubmitButton>
 * </KitForm>
 */
export function useKitForm<Id extends KitFormOperation, Values extends FieldValues>(
  options: UseKitFormOptions<Id, Values>,
): KitFormResult<Id, Values> {
  const latest = useRef(options);
  latest.current = options;
  const labelMap = useRef(new Map<string, string>());
  const summary = useRef<HTMLElement | null>(null);
  const baseId = useId();
  const [focusRequest, setFocusRequest] = useState(0);

  const resolver = useMemo(
    () =>
      standardSchemaResolver<Values, unknown, KitFormBody<Id>>({
        '~standard': {
          version: 1,
          vendor: 'marketplace-kit',
          validate: async (values) => {
            const { operation, toBody, labels, fieldOf } = latest.current;
            const schema = (await loadSchemas())[operation]();
            const checked = contractSchema<Values, KitFormBody<Id>>(schema, {
              labels: { ...Object.fromEntries(labelMap.current), ...labels } as Partial<
                Record<keyof Values & string, string>
              >,
              toBody: (v) => (toBody ? toBody(v) : (formBody(v) as KitFormBody<Id>)),
              fieldOf: fieldOf as Partial<Record<string, keyof Values & string>> | undefined,
            });
            return checked['~standard'].validate(values);
          },
        },
      }),
    [],
  );

  const form = useForm<Values, unknown, KitFormBody<Id>>({
    resolver,
    defaultValues: options.defaultValues as DefaultValues<Values>,
    // Focus goes to the error summary, which lists every problem (see the effect below).
    shouldFocusError: false,
  });
  const { handleSubmit, setError, clearErrors, reset, setFocus } = form;

  // Each failed submit moves focus once; errors changing as the person types must not pull it away.
  const focused = useRef(0);
  useEffect(() => {
    if (focusRequest === focused.current) return;
    focused.current = focusRequest;
    if (summary.current) {
      summary.current.focus();
      return;
    }
    const first = Object.keys(form.formState.errors).find((name) => name !== 'root');
    if (first) setFocus(first as Path<Values>);
  }, [focusRequest, form.formState.errors, setFocus]);

  const submit = useMemo(
    () =>
      handleSubmit(
        async (body) => {
          const { operation, mutation, init, onSuccess, resetOnSuccess = true } = latest.current;
          clearErrors('root');
          try {
            const result = await mutation.trigger({ ...init, body } as unknown as CallInit<Id>);
            if (resetOnSuccess) reset(latest.current.defaultValues);
            onSuccess?.(result, body);
          } catch (caught) {
            const error = asMarketplaceError(caught, operation);
            placeServerErrors(error, [...labelMap.current.keys()], latest.current.fieldOf, (name, message) =>
              setError(name as Path<Values>, { type: 'server', message }),
            );
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

  return {
    form,
    submit,
    status: options.mutation.status,
    error: options.mutation.error,
    context,
  };
}

/**
 * Puts a failed call's field errors on the fields the form shows (a body path `pricing.0.amount`
 * belongs to the field `pricing`), and what no field shows on `root.server`: the leftover field
 * messages, or the error's own message (the spec's) when it has no field errors.
 */
function placeServerErrors(
  error: MarketplaceError,
  fields: readonly string[],
  fieldOf: Partial<Record<string, string>> | undefined,
  set: (name: string, message: string) => void,
): void {
  const placed = new Set<string>();
  const leftover: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const path = field?.replace(/^body\./, '') ?? '';
    const mapped = fieldOf?.[path] ?? path;
    const name = fields.find((f) => mapped === f || mapped.startsWith(`${f}.`));
    if (name && !placed.has(name)) {
      placed.add(name);
      set(name, message);
    } else if (!name) leftover.push(message);
  }
  if (placed.size === 0 && leftover.length === 0) set(`root.${SERVER_ERROR_KEY}`, error.message);
  else if (leftover.length > 0) set(`root.${SERVER_ERROR_KEY}`, leftover.join(' '));
}
