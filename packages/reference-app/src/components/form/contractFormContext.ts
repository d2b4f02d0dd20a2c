import { createContext, type RefObject, useContext } from 'react';

/** What a contract form's pieces share beside react-hook-form's own context: ids, labels, the summary. */
export interface ContractFormContextValue {
  /** The id of a field's control, so the error summary can link to it. */
  fieldId(name: string): string;
  /** Records a field's visible label, so schema messages and the summary name what the person sees. */
  setLabel(name: string, label: string | undefined): void;
  /** The labels of the fields rendered now, by name. */
  labels(): ReadonlyMap<string, string>;
  /** The error summary, when one is rendered: a failed submit moves focus to it. */
  summary: RefObject<HTMLElement | null>;
}

/** The contract form the pieces are rendered in (given by `ContractForm`). */
export const ContractFormContext = createContext<ContractFormContextValue | null>(null);

/**
 * The contract form around a form piece; throws a clear error outside `<ContractForm>`.
 *
 * @example
 * const { fieldId } = useContractFormContext();
 */
export function useContractFormContext(): ContractFormContextValue {
  const value = useContext(ContractFormContext);
  if (!value) throw new Error('Form pieces must be used inside <ContractForm form={useContractForm(...)}>');
  return value;
}
