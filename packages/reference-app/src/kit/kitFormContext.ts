import { createContext, type RefObject, useContext } from 'react';

/** What the kit's form pieces share beside react-hook-form's own context: ids, labels, the summary. */
export interface KitFormContextValue {
  /** The id of a field's control, so the error summary can link to it. */
  fieldId(name: string): string;
  /** Records a field's visible label, so schema messages and the summary name what the person sees. */
  setLabel(name: string, label: string | undefined): void;
  /** The labels of the fields rendered now, by name. */
  labels(): ReadonlyMap<string, string>;
  /** The error summary, when one is rendered: a failed submit moves focus to it. */
  summary: RefObject<HTMLElement | null>;
}

/** The kit form the pieces are rendered in (given by `KitForm`). */
export const KitFormContext = createContext<KitFormContextValue | null>(null);

/**
 * The kit form around a form piece; throws a clear error outside `<KitForm>`.
 *
 * @example
 * const { fieldId } = useKitFormContext();
 */
export function useKitFormContext(): KitFormContextValue {
  const value = useContext(KitFormContext);
  if (!value) throw new Error('Kit form pieces must be used inside <KitForm form={useKitForm(...)}>');
  return value;
}
