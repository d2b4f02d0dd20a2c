import { useCallback, useRef, useState } from 'react';
import {
  type VariantPropertiesAction,
  type VariantProperty,
  variantPropertiesReducer,
} from './variantPropertiesReducer';

/** Options of {@link useVariantsEditor}. */
export interface UseVariantsEditorOptions {
  /** Pairs to start from (uncontrolled). */
  initial?: readonly VariantProperty[];
  /** The pairs, when a form holds them (controlled); pair it with `onChange`. */
  value?: readonly VariantProperty[];
  /** Receives the pairs after every change. */
  onChange?: (properties: VariantProperty[]) => void;
}

/** What {@link useVariantsEditor} returns. */
export interface UseVariantsEditorResult {
  /** The ProductVariant `properties` list: property and options pairs. */
  properties: VariantProperty[];
  /** Adds a property (default name empty, to fill in). */
  addProperty(name?: string): void;
  renameProperty(index: number, name: string): void;
  removeProperty(index: number): void;
  /** Adds an option to a property (trimmed; empty or repeated options are ignored). */
  addOption(index: number, option: string): void;
  removeOption(index: number, option: string): void;
  /** Replaces every pair (empty by default). */
  reset(properties?: readonly VariantProperty[]): void;
}

/**
 * The merchant's variants editor (spec section 3): property and options pairs, e.g. size with S, M, L
 * and color with Red, Blue; produces the ProductVariant `properties` list. Works alone or bound to a
 * form's `variantProperties` with `value` and `onChange`.
 *
 * @example
 * const form = useProductForm();
 * const variants = useVariantsEditor({
 *   value: form.values.variantProperties,
 *   onChange: (list) => form.setField('variantProperties', list),
 * });
 * <button onClick={() => variants.addProperty('size')}>Add size</button>
 */
export function useVariantsEditor(options: UseVariantsEditorOptions = {}): UseVariantsEditorResult {
  const [own, setOwn] = useState<VariantProperty[]>(() =>
    variantPropertiesReducer([], { type: 'replace', properties: options.initial ?? [] }),
  );
  const controlled = options.value !== undefined;
  const properties = (controlled ? options.value : own) as VariantProperty[];
  // Several changes in one event must build on each other, controlled or not.
  const latest = useRef(properties);
  latest.current = properties;
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;

  const dispatch = useCallback(
    (action: VariantPropertiesAction) => {
      const next = variantPropertiesReducer(latest.current, action);
      latest.current = next;
      if (!controlled) setOwn(next);
      onChange.current?.(next);
    },
    [controlled],
  );

  return {
    properties,
    addProperty: useCallback((name?: string) => dispatch({ type: 'addProperty', name }), [dispatch]),
    renameProperty: useCallback(
      (index: number, name: string) => dispatch({ type: 'renameProperty', index, name }),
      [dispatch],
    ),
    removeProperty: useCallback((index: number) => dispatch({ type: 'removeProperty', index }), [dispatch]),
    addOption: useCallback(
      (index: number, option: string) => dispatch({ type: 'addOption', index, option }),
      [dispatch],
    ),
    removeOption: useCallback(
      (index: number, option: string) => dispatch({ type: 'removeOption', index, option }),
      [dispatch],
    ),
    reset: useCallback(
      (list: readonly VariantProperty[] = []) => dispatch({ type: 'replace', properties: list }),
      [dispatch],
    ),
  };
}
