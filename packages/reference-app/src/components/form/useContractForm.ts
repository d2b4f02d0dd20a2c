import { asMarketplaceError, type LoadStatus, type MutationResult } from '@marketplace/react-hooks';
import type { CallInit, MarketplaceError, OperationId, OperationResult } from '@marketplace/sdk';
import {
  type BaseSyntheticEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ContractFormContextValue } from './contractFormContext';
import { type ContractProblem, contractResolver, type FormProblem } from './contractResolver';
import { formBody } from './formBody';
import { formErrors } from './formErrors';
import { showFailure } from './showFailure';

/** The request body of an operation, as its SDK call takes it. */
export type ContractBody<Id extends OperationId> = CallInit<Id> extends { body?: infer B } ? B : never;

/** Options of {@link useContractForm}. */
export interface UseContractFormOptions<Id extends OperationId, Values extends FieldValues, Body> {
  /**
   * The operation the form sends: its request schema checks the body before anything is sent (an
   * operation whose body the contract gives no JSON schema, a multipart upload, is checked by `check`
   * alone), and its failures get the spec's messages.
   */
  operation: Id;
  /** The values the form starts from, and goes back to after a success. */
  defaultValues: Values;
  /** The request body the values make; default {@link formBody} (text trimmed, blank text left out). */
  toBody?: (values: Values) => Body;
  /** The generated mutation hook of the operation (`useCreateApprover()`), which sends and toasts; or `send`. */
  mutation?: MutationResult<Id>;
  /** The rest of the mutation's call: path parameters, the role (`as`). */
  init?: Omit<CallInit<Id>, 'body'>;
  /**
   * Sends the checked body when no mutation hook does (a session's login, a form handing its values to
   * its parent, a list's filters); a rejection is the form's failure.
   */
  send?: (body: Body, values: Values) => unknown;
  /** Labels of fields that no `FormField` shows (those of `FormField`s are known by themselves). */
  labels?: Partial<Record<string, string>>;
  /** Every field a failure may name, so a 422 on a field not on screen (another step) still goes to it. */
  fields?: readonly string[];
  /** The form field of each body path whose name differs (`{ minPrice: 'min' }`). */
  fieldOf?: Partial<Record<string, string>>;
  /** The form's own rules, across fields or stricter than the contract; their message wins on a field. */
  check?: (body: Body, values: Values) => readonly FormProblem[];
  /** The form's own words for a contract problem on a field (`undefined`: the generated ones). */
  message?: (problem: ContractProblem) => string | undefined;
  /** The words for an email that is not one (default 'Enter a valid email address, like name@example.com'). */
  emailMessage?: string;
  /** Called after a success, with the call's result (what `send` resolved with), the body and the values. */
  onSuccess?: (result: OperationResult<Id>, body: Body, values: Values) => void;
  /**
   * After a success: back to `defaultValues` (`true`, the default), the values sent as the new start
   * (`'sent'`: an edit form that stays, no longer changed), or nothing (`false`).
   */
  resetOnSuccess?: boolean | 'sent';
}

/** What {@link useContractForm} returns: hand it to `<ContractForm form={...}>`. */
export interface ContractFormResult<Values extends FieldValues, Body> {
  /** react-hook-form's form (`register`, `watch`, `setValue`, `formState`, ...). */
  form: UseFormReturn<Values, unknown, Body>;
  /** Checks, then sends: the `onSubmit` of the form element. */
  submit(event?: BaseSyntheticEvent): Promise<void>;
  /** Shows a failure on the form: field errors beside their fields, the rest on `errors.root.server`. */
  showFailure(error: MarketplaceError): void;
  /** The call's state: `loading` while sending, then `succeeded` or `failed`. */
  status: LoadStatus;
  /** The last failure of the call. */
  error: MarketplaceError | undefined;
  /** Ids, labels and the summary, for the form's pieces (`FormField`, `FormErrorSummary`). */
  context: ContractFormContextValue;
}

/**
 * The one form hook of the app, on react-hook-form with the contract's resolver: the values become the
 * request body (`toBody`), which is checked with the operation's request schema (`@marketplace/sdk/schemas`,
 * loaded with the first check; the same rules the server answers 422 with, worded with each field's label)
 * and the form's own `check`, then sent through the generated mutation hook (whose success and failure
 * messages go to the toast area: this hook adds none) or `send`. A 422's field errors appear beside their
 * fields; a failure no field can show goes to `errors.root.server` (the error summary). The submit button is
 * disabled while sending; a failed submit moves focus to the error summary, or to the first field in error
 * when the form has none.
 *
 * @example
 * const contract = useContractForm({
 *   operation: 'createApprover',
 *   mutation: useCreateApprover(),
 *   defaultValues: { firstName: '', lastName: '', email: '', approvalLevel: 'first' },
 *   init: { as: 'admin' },
 * });
 * <ContractForm form={contract} aria-label="New approver">
 *   <FormErrorSummary />
 *   <FormField name="email" label="Email address"><input type="email" /></FormField>
 *   <SubmitButton>Add approver</SubmitButton>
 * </ContractForm>
 */
export function useContractForm<Id extends OperationId, Values extends FieldValues, Body = ContractBody<Id>>(
  options: UseContractFormOptions<Id, Values, Body>,
): ContractFormResult<Values, Body> {
  const latest = useRef(options);
  latest.current = options;
  const labelMap = useRef(new Map<string, string>());
  const summary = useRef<HTMLElement | null>(null);
  const baseId = useId();
  const [focusRequest, setFocusRequest] = useState(0);
  const [outcome, setOutcome] = useState<{ status: LoadStatus; error?: MarketplaceError }>({
    status: 'idle',
  });

  // Every field the form knows, in the order shown: those on screen, then those the options name; a
  // label given in the options is the one the messages use.
  const knownFields = useCallback(() => {
    const known = new Map<string, string | undefined>(labelMap.current);
    const { fields = [], labels = {} } = latest.current;
    for (const field of fields) if (!known.has(field)) known.set(field, undefined);
    for (const [field, label] of Object.entries(labels)) if (label !== undefined) known.set(field, label);
    return known;
  }, []);

  const resolver = useMemo(
    () =>
      contractResolver<Values, Body>(() => {
        const { operation, toBody, fieldOf, check, message, emailMessage } = latest.current;
        return {
          operation,
          toBody: toBody ?? ((values) => formBody(values) as Body),
          fields: knownFields(),
          fieldOf,
          check,
          message,
          emailMessage,
        };
      }),
    [knownFields],
  );

  const form = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: options.defaultValues as DefaultValues<Values>,
    // Focus goes to the error summary, or the first field in error (see the effect below).
    shouldFocusError: false,
  });
  const { handleSubmit, setError, clearErrors, reset, setFocus, getValues } = form;

  // Each failed submit moves focus once; errors changing as the person types must not pull it away.
  // Before paint, as react-hook-form's own focusing is: the error and the focus arrive together.
  const focused = useRef(0);
  useLayoutEffect(() => {
    if (focusRequest === focused.current) return;
    focused.current = focusRequest;
    if (summary.current) {
      summary.current.focus();
      return;
    }
    const first = formErrors(form.formState.errors)[0]?.name;
    if (first) setFocus(first as Path<Values>);
  }, [focusRequest, form.formState.errors, setFocus]);

  const placeFailure = useCallback(
    (error: MarketplaceError) => showFailure(error, knownFields().keys(), setError, latest.current.fieldOf),
    [knownFields, setError],
  );

  const submit = useMemo(
    () =>
      handleSubmit(
        async (body) => {
          const { operation, mutation, init, send, onSuccess, resetOnSuccess = true } = latest.current;
          if (!send && !mutation) throw new TypeError('useContractForm: give `mutation` or `send`');
          const values = getValues();
          clearErrors('root');
          setOutcome({ status: 'loading' });
          try {
            const result = send
              ? await send(body, values)
              : await mutation?.trigger({ ...init, body } as unknown as CallInit<Id>);
            setOutcome({ status: 'succeeded' });
            if (resetOnSuccess === 'sent') reset(values);
            else if (resetOnSuccess) reset(latest.current.defaultValues);
            onSuccess?.(result as OperationResult<Id>, body, values);
          } catch (caught) {
            const error = asMarketplaceError(caught, operation);
            setOutcome({ status: 'failed', error });
            placeFailure(error);
            setFocusRequest((n) => n + 1);
          }
        },
        () => setFocusRequest((n) => n + 1),
      ),
    [handleSubmit, clearErrors, reset, placeFailure, getValues],
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
    showFailure: placeFailure,
    status: outcome.status,
    error: outcome.error,
    context,
  };
}
