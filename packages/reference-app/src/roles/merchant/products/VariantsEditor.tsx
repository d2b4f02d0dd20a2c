import { type ProductVariantEntry, useVariantsEditor, type VariantProperty } from '@marketplace/react-hooks';
import { type KeyboardEvent, useId, useState } from 'react';
import { NumberInput } from './NumberInput';
import { type VariantAxis, variantAxis, variantRows } from './variantRows';

const AXIS_LABEL: Record<VariantAxis, string> = { size: 'Size', color: 'Colour' };
const AXES: VariantAxis[] = ['size', 'color'];

/** Props of {@link VariantsEditor}. */
export interface VariantsEditorProps {
  /** The property and options pairs (`variantProperties`). */
  properties: VariantProperty[];
  /** The variant rows (`variant`). */
  variants: ProductVariantEntry[];
  /** The product's SKU, the start of new variants' SKUs. */
  baseSku: string;
  /** Receives the pairs and the rows they make, or the rows alone when one was edited. */
  onChange(change: { variantProperties?: VariantProperty[]; variant: ProductVariantEntry[] }): void;
  /** Errors by path (`variant`, `variant.0.sku`, `variantProperties`). */
  errors: Record<string, string | undefined>;
}

const nameOf = (row: ProductVariantEntry) => [row.size, row.color].filter(Boolean).join(' / ') || 'variant';

/**
 * The variants editor: properties (size, colour) with their options (S, M, L; red, blue), and the variant
 * rows they make, one per size and colour pair, each with its SKU, discount and stock. Changing the
 * options keeps what was typed in the rows that remain.
 *
 * @example
 * <VariantsEditor properties={form.values.variantProperties} variants={form.values.variant}
 *   baseSku={form.values.sku} onChange={form.setValues} errors={form.fieldErrors} />
 */
export function VariantsEditor({ properties, variants, baseSku, onChange, errors }: VariantsEditorProps) {
  const editor = useVariantsEditor({
    value: properties,
    onChange: (list) => onChange({ variantProperties: list, variant: variantRows(list, variants, baseSku) }),
  });
  const used = new Set(properties.map((p) => variantAxis(p.type)));
  const free = AXES.filter((axis) => !used.has(axis));
  const setRow = (index: number, change: Partial<ProductVariantEntry>) =>
    onChange({ variant: variants.map((row, i) => (i === index ? { ...row, ...change } : row)) });

  return (
    <fieldset className="product-variants">
      <legend>Variants</legend>
      <p className="field__hint">
        Add the sizes and colours the product comes in: a row is made for each pair, with its own SKU,
        discount and stock.
      </p>
      {editor.properties.map((property, index) => (
        <PropertyEditor
          // Properties have no identity but their place (a size and a colour at most).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          property={property}
          choices={AXES.filter((axis) => axis === variantAxis(property.type) || !used.has(axis))}
          onRename={(name) => editor.renameProperty(index, name)}
          onAddOption={(option) => editor.addOption(index, option)}
          onRemoveOption={(option) => editor.removeOption(index, option)}
          onRemove={() => editor.removeProperty(index)}
        />
      ))}
      {errors.variantProperties ? <p className="field__error">{errors.variantProperties}</p> : null}
      {free.length ? (
        <p className="product-variants__add">
          {free.map((axis) => (
            <button
              key={axis}
              type="button"
              className="button button--secondary"
              onClick={() => editor.addProperty(axis)}
            >
              Add {AXIS_LABEL[axis].toLowerCase()}s
            </button>
          ))}
        </p>
      ) : null}
      {variants.length ? (
        <div className="product-variants__rows">
          <table>
            <caption>
              {variants.length} variant{variants.length === 1 ? '' : 's'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col">SKU</th>
                <th scope="col">Discount (₦)</th>
                <th scope="col">Stock</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((row, index) => (
                <tr key={`${row.size ?? ''}|${row.color ?? ''}`}>
                  <th scope="row">{nameOf(row)}</th>
                  <td>
                    <input
                      aria-label={`SKU of ${nameOf(row)}`}
                      aria-invalid={errors[`variant.${index}.sku`] ? true : undefined}
                      value={row.sku ?? ''}
                      onChange={(e) => setRow(index, { sku: e.target.value })}
                    />
                  </td>
                  <td>
                    <NumberInput
                      id={`variant-discount-${index}`}
                      aria-label={`Discount of ${nameOf(row)}`}
                      step="0.01"
                      value={row.discount}
                      onChange={(discount) => setRow(index, { discount })}
                    />
                  </td>
                  <td>
                    <NumberInput
                      id={`variant-quantity-${index}`}
                      aria-label={`Stock of ${nameOf(row)}`}
                      value={row.quantity}
                      onChange={(quantity) => setRow(index, { quantity: quantity ?? 0 })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {Object.entries(errors)
        .filter(([path, message]) => message && (path === 'variant' || path.startsWith('variant.')))
        .map(([path, message]) => (
          <p key={path} className="field__error">
            {message}
          </p>
        ))}
    </fieldset>
  );
}

interface PropertyEditorProps {
  property: VariantProperty;
  choices: VariantAxis[];
  onRename(name: string): void;
  onAddOption(option: string): void;
  onRemoveOption(option: string): void;
  onRemove(): void;
}

/** One property: its name, its options (each removable) and a field to add one. */
function PropertyEditor({
  property,
  choices,
  onRename,
  onAddOption,
  onRemoveOption,
  onRemove,
}: PropertyEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const axis = variantAxis(property.type);
  const label = axis ? AXIS_LABEL[axis] : property.type || 'Property';
  const add = () => {
    if (!draft.trim()) return;
    onAddOption(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the option instead of submitting the product form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <fieldset className="product-variants__property">
      <legend className="visually-hidden">{label} options</legend>
      <div className="field kit-field">
        <label htmlFor={`${id}-type`}>Property</label>
        <select id={`${id}-type`} value={axis ?? property.type} onChange={(e) => onRename(e.target.value)}>
          {axis ? null : <option value={property.type}>{label}</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {AXIS_LABEL[choice]}
            </option>
          ))}
        </select>
      </div>
      <ul className="product-variants__options" aria-label={`${label} options chosen`}>
        {property.options.map((option) => (
          <li key={option} className="product-variants__option">
            {option}
            <button
              type="button"
              className="link-button"
              aria-label={`Remove ${label.toLowerCase()} ${option}`}
              onClick={() => onRemoveOption(option)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="field kit-field product-variants__new">
        <label htmlFor={`${id}-option`}>New {label.toLowerCase()}</label>
        <span className="product-variants__new-row">
          <input
            id={`${id}-option`}
            value={draft}
            placeholder={axis === 'color' ? 'Red' : 'M'}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="button button--secondary" onClick={add}>
            Add {label.toLowerCase()}
          </button>
        </span>
      </div>
      <button type="button" className="link-button product-variants__remove" onClick={onRemove}>
        Remove {label.toLowerCase()}s
      </button>
    </fieldset>
  );
}
