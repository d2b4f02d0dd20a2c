import { useId } from 'react';
import './components.css';

/** One variant of a product (a customer product's `productVariant.variant` entries fit as they are). */
export interface Variant {
  sku?: string;
  size?: string;
  color?: string;
  /** Units in stock; 0 is sold out, missing means not counted (always available). */
  quantity?: number;
}

/** A property of the product and its options (`productVariant.properties`): "Size", "Colour", "Material". */
export interface VariantProperty {
  type: string;
  options: string[];
}

/** What is chosen: the size, the colour, the SKU of the variant they make, and any other properties. */
export interface VariantValue {
  sku?: string;
  size?: string;
  color?: string;
  /** Options chosen for properties other than size and colour, by property type. */
  properties?: Record<string, string>;
}

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  variants: Variant[];
  properties?: VariantProperty[];
  value: VariantValue;
  onChange(value: VariantValue): void;
}

const SIZE = /^sizes?$/i;
const COLOUR = /^colou?rs?$/i;

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '')),
];
const inStock = (variant: Variant) => variant.quantity === undefined || variant.quantity > 0;

/** The variant that a size and colour make, when every dimension the variants use is chosen. */
function variantFor(
  variants: Variant[],
  size: string | undefined,
  color: string | undefined,
): Variant | undefined {
  const usesSize = variants.some((v) => v.size);
  const usesColor = variants.some((v) => v.color);
  if ((usesSize && !size) || (usesColor && !color)) return undefined;
  return variants.find((v) => (!usesSize || v.size === size) && (!usesColor || v.color === color));
}

/** Whether some in-stock variant has this option (and the other dimension's choice, when given). */
function available(
  variants: Variant[],
  dimension: 'size' | 'color',
  option: string,
  other: string | undefined,
) {
  const otherDimension = dimension === 'size' ? 'color' : 'size';
  return variants.some(
    (v) =>
      v[dimension] === option &&
      (other === undefined || !v[otherDimension] || v[otherDimension] === other) &&
      inStock(v),
  );
}

interface GroupProps {
  legend: string;
  name: string;
  options: { value: string; disabled: boolean }[];
  selected: string | undefined;
  onSelect(option: string): void;
}

function OptionGroup({ legend, name, options, selected, onSelect }: GroupProps) {
  return (
    <fieldset className="variant-picker__group">
      <legend className="variant-picker__legend">
        {legend}
        {selected ? <span className="variant-picker__chosen">: {selected}</span> : null}
      </legend>
      <div className="variant-picker__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={`variant-picker__option${option.disabled ? ' variant-picker__option--sold-out' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={selected === option.value}
              disabled={option.disabled}
              onChange={() => onSelect(option.value)}
            />
            <span>{option.disabled ? `${option.value} (sold out)` : option.value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Radio groups to choose a product's variant: one for sizes, one for colours (from the variants and the
 * product's "Size"/"Colour" properties), and one for each other property. Size comes first: a size is
 * disabled and marked "(sold out)" when it is sold out in every colour, a colour when it is sold out in
 * the chosen size (or everywhere, before a size is chosen). Choosing calls `onChange` with both choices
 * and the SKU of the variant they make; a colour sold out in a newly chosen size is dropped.
 *
 * @example
 * const [choice, setChoice] = useState<VariantValue>({});
 * <VariantPicker
 *   variants={product.productVariant?.variant ?? []}
 *   properties={product.productVariant?.properties}
 *   value={choice}
 *   onChange={setChoice}
 * />
 */
export function VariantPicker({ variants, properties = [], value, onChange }: VariantPickerProps) {
  const name = useId();
  const sizeProperty = properties.find((p) => SIZE.test(p.type));
  const colourProperty = properties.find((p) => COLOUR.test(p.type));
  const others = properties.filter((p) => p !== sizeProperty && p !== colourProperty && p.options.length > 0);
  const sizes = unique([...variants.map((v) => v.size), ...(sizeProperty?.options ?? [])]);
  const colours = unique([...variants.map((v) => v.color), ...(colourProperty?.options ?? [])]);
  const hasVariants = variants.length > 0;

  const emit = (size: string | undefined, color: string | undefined) => {
    const variant = hasVariants ? variantFor(variants, size, color) : undefined;
    const { properties: chosen } = value;
    onChange({
      ...(size ? { size } : {}),
      ...(color ? { color } : {}),
      ...(variant?.sku ? { sku: variant.sku } : {}),
      ...(chosen ? { properties: chosen } : {}),
    });
  };
  const selectSize = (size: string) => {
    const keep = value.color && (!hasVariants || available(variants, 'color', value.color, size));
    emit(size, keep ? value.color : undefined);
  };
  const selectColour = (color: string) => {
    const keep = value.size && (!hasVariants || available(variants, 'size', value.size, color));
    emit(keep ? value.size : undefined, color);
  };
  const selectProperty = (type: string, option: string) =>
    onChange({ ...value, properties: { ...value.properties, [type]: option } });

  // Variants that differ by SKU only: one group of SKUs.
  const skuOnly = hasVariants && sizes.length === 0 && colours.length === 0 && variants.length > 1;

  return (
    <div className="variant-picker">
      {sizes.length > 0 ? (
        <OptionGroup
          legend={sizeProperty?.type ?? 'Size'}
          name={`${name}-size`}
          selected={value.size}
          onSelect={selectSize}
          options={sizes.map((size) => ({
            value: size,
            disabled: hasVariants && !available(variants, 'size', size, undefined),
          }))}
        />
      ) : null}
      {colours.length > 0 ? (
        <OptionGroup
          legend={colourProperty?.type ?? 'Colour'}
          name={`${name}-colour`}
          selected={value.color}
          onSelect={selectColour}
          options={colours.map((color) => ({
            value: color,
            disabled: hasVariants && !available(variants, 'color', color, value.size),
          }))}
        />
      ) : null}
      {skuOnly ? (
        <OptionGroup
          legend="Option"
          name={`${name}-sku`}
          selected={value.sku}
          onSelect={(sku) => onChange({ ...value, sku })}
          options={variants
            .filter((v): v is Variant & { sku: string } => Boolean(v.sku))
            .map((v) => ({ value: v.sku, disabled: !inStock(v) }))}
        />
      ) : null}
      {others.map((property) => (
        <OptionGroup
          key={property.type}
          legend={property.type}
          name={`${name}-${property.type}`}
          selected={value.properties?.[property.type]}
          onSelect={(option) => selectProperty(property.type, option)}
          options={unique(property.options).map((option) => ({ value: option, disabled: false }))}
        />
      ))}
    </div>
  );
}
