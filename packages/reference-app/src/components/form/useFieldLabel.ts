import { useEffect } from 'react';
import { useContractFormContext } from './contractFormContext';

/**
 * Tells the contract form the label a field shows, while it is on screen, so that the contract's
 * messages and a 422's field errors name it and go to it (`FormField` does it for its field; controls
 * of their own, such as the rows of a table, call it themselves).
 *
 * @example
 * useFieldLabel(`variant.${index}.sku`, `SKU of ${name}`);
 */
export function useFieldLabel(name: string, label: string): void {
  const { setLabel } = useContractFormContext();
  useEffect(() => {
    setLabel(name, label);
    return () => setLabel(name, undefined);
  }, [name, label, setLabel]);
}
