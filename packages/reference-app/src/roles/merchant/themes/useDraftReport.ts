import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Reports a form's values to `onChange` as the merchant edits them (and once at the start), so the
 * theme editor's preview shows unsaved changes live.
 *
 * @example
 * useDraftReport(kit.form, (values) => setDraft((d) => ({ ...d, colors: values })));
 */
export function useDraftReport<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  onChange: (values: Values) => void,
): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    latest.current(form.getValues());
    const subscription = form.watch((values) => latest.current(values as Values));
    return () => subscription.unsubscribe();
  }, [form]);
}
