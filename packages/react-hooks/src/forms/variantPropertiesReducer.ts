import type { MainComponents } from '@marketplace/sdk';

/** One property variants differ by, with its options: `{ type: 'size', options: ['S', 'M'] }`. */
export type VariantProperty = MainComponents['schemas']['VariantProperty'];

/** What the variants editor can do to its property and options pairs. */
export type VariantPropertiesAction =
  | { type: 'addProperty'; name?: string }
  | { type: 'renameProperty'; index: number; name: string }
  | { type: 'removeProperty'; index: number }
  | { type: 'addOption'; index: number; option: string }
  | { type: 'removeOption'; index: number; option: string }
  | { type: 'replace'; properties: readonly VariantProperty[] };

/**
 * The variants editor's rules (spec section 3: "the variants editor holds property and options pairs"),
 * pure: add a property (empty name by default, to fill in), rename it, remove it, add an option (trimmed;
 * an empty or repeated option is ignored) and remove one. An index out of range changes nothing; nothing
 * is mutated.
 *
 * @example
 * let list = variantPropertiesReducer([], { type: 'addProperty', name: 'size' });
 * list = variantPropertiesReducer(list, { type: 'addOption', index: 0, option: ' M ' });
 * // [{ type: 'size', options: ['M'] }]
 */
export function variantPropertiesReducer(
  properties: readonly VariantProperty[],
  action: VariantPropertiesAction,
): VariantProperty[] {
  const at = (index: number, change: (property: VariantProperty) => VariantProperty) =>
    index in properties
      ? properties.map((property, i) => (i === index ? change(property) : property))
      : [...properties];
  switch (action.type) {
    case 'addProperty':
      return [...properties, { type: action.name ?? '', options: [] }];
    case 'renameProperty':
      return at(action.index, (property) => ({ ...property, type: action.name }));
    case 'removeProperty':
      return properties.filter((_, i) => i !== action.index);
    case 'addOption': {
      const option = action.option.trim();
      return at(action.index, (property) =>
        !option || property.options.includes(option)
          ? property
          : { ...property, options: [...property.options, option] },
      );
    }
    case 'removeOption':
      return at(action.index, (property) => ({
        ...property,
        options: property.options.filter((option) => option !== action.option),
      }));
    case 'replace':
      return action.properties.map((property) => ({ ...property, options: [...property.options] }));
  }
}
