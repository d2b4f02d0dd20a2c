import {
  type ProductVariantEntry,
  type VariantPropertiesAction,
  type VariantProperty,
  variantPropertiesReducer,
} from '@marketplace/react-hooks';
import { type KeyboardEvent, useId, useState } from 'react';
import { get, useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { formErrors } from '../../components/form/formErrors';
import { useFieldLabel } from '../../components/form/useFieldLabel';
import { NumberInput } from './NumberInput';
import { type VariantAxis, variantAxis, variantRows } from './variantRows';

const AXIS_LABEL: Record<VariantAxis, string> = { size: 'Size', color: 'Colour' };
const AXES: VariantAxis[] = ['size', 'color'];

/** The fields of a product form (the merchant's and the admin's) the variants editor works on. */
export interface VariantFormValues {
  sku: string;
  quantity: number | undefined;
  variant: ProductVariantEntry[];
  variantProperties: VariantProperty[];
}

const nameOf = (row: ProductVariantEntry) => [row.size, row.color].filter(Boolean).join(' / ') || 'variant';

/**
 * The variants editor of a product form: properties (size, colour) with their options (S, M, L; red,
 * blue), and the variant rows they make (a field array), one per size and colour pair, each with its
 * SKU, discount and stock. Changing the options keeps what was typed in the rows that remain; with
 * variants, the product's stock is theirs added up.
 *
 * @example
 * <ContractForm form={product}><VariantsEditor /></ContractForm>
 */
export function VariantsEditor() {
  const { control, getValues, setValue } = useFormContext<VariantFormValues>();
  const { errors } = useFormState({ control, name: ['variant', 'variantProperties'] });
  const { field: propertiesField } = useController({ control, name: 'variantProperties' });
  const properties = propertiesField.value;
  const rows = useFieldArray({ control, name: 'variant' });
  const baseSku = useWatch({ control, name: 'sku' });
  const variants = useWatch({ control, name: 'variant' });

  // With variants, the product's stock is theirs added up.
  const sumStock = () => {
    const list = getValues('variant');
    if (list.length)
      setValue(
        'quantity',
        list.reduce((sum, row) => sum + (row.quantity ?? 0), 0),
      );
  };
  const dispatch = (action: VariantPropertiesAction) => {
    const next = variantPropertiesReducer(getValues('variantProperties'), action);
    propertiesField.onChange(next);
    rows.replace(variantRows(next, getValues('variant'), baseSku));
    sumStock();
  };
  const used = new Set(properties.map((p) => variantAxis(p.type)));
  const free = AXES.filter((axis) => !used.has(axis));
  const variantErrors = formErrors(errors).filter(
    ({ name }) => name === 'variant' || name.startsWith('variant.'),
  );
  const propertiesError = formErrors(errors).find(
    ({ name }) => name === 'variantProperties' || name.startsWith('variantProperties.'),
  )?.message;

  return (
    <fieldset className="product-variants">
      <legend>Variants</legend>
      <p className="field__hint">
        Add the sizes and colours the product comes in: a row is made for each pair, with its own SKU,
        discount and stock.
      </p>
      {properties.map((property, index) => (
        <PropertyEditor
          // Properties have no identity but their place (a size and a colour at most).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          property={property}
          choices={AXES.filter((axis) => axis === variantAxis(property.type) || !used.has(axis))}
          onRename={(name) => dispatch({ type: 'renameProperty', index, name })}
          onAddOption={(option) => dispatch({ type: 'addOption', index, option })}
          onRemoveOption={(option) => dispatch({ type: 'removeOption', index, option })}
          onRemove={() => dispatch({ type: 'removeProperty', index })}
        />
      ))}
      {propertiesError ? <p className="field__error">{propertiesError}</p> : null}
      {free.length ? (
        <p className="product-variants__add">
          {free.map((axis) => (
            <button
              key={axis}
              type="button"
              className="button button--secondary"
              onClick={() => dispatch({ type: 'addProperty', name: axis })}
            >
              Add {AXIS_LABEL[axis].toLowerCase()}s
            </button>
          ))}
        </p>
      ) : null}
      {rows.fields.length ? (
        <div className="product-variants__rows">
          <table>
            <caption>
              {rows.fields.length} variant{rows.fields.length === 1 ? '' : 's'}
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
              {rows.fields.map((row, index) => (
                <VariantRow
                  key={row.id}
                  index={index}
                  name={nameOf(variants[index] ?? row)}
                  invalid={Boolean(get(errors, `variant.${index}.sku`))}
                  onStockChange={sumStock}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {variantErrors.map(({ name, message }) => (
        <p key={name} className="field__error">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

interface VariantRowProps {
  index: number;
  /** The row's size and colour ("M / Red"). */
  name: string;
  invalid: boolean;
  onStockChange(): void;
}

/** One variant row: its SKU, discount and stock, each named after the row. */
function VariantRow({ index, name, invalid, onStockChange }: VariantRowProps) {
  const { control, register } = useFormContext<VariantFormValues>();
  const discount = useController({ control, name: `variant.${index}.discount` });
  const quantity = useController({ control, name: `variant.${index}.quantity` });
  useFieldLabel(`variant.${index}.sku`, `SKU of ${name}`);
  useFieldLabel(`variant.${index}.discount`, `Discount of ${name}`);
  useFieldLabel(`variant.${index}.quantity`, `Stock of ${name}`);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td data-label="SKU">
        <input
          aria-label={`SKU of ${name}`}
          aria-invalid={invalid || undefined}
          {...register(`variant.${index}.sku`)}
        />
      </td>
      <td data-label="Discount (₦)">
        <NumberInput
          id={`variant-discount-${index}`}
          aria-label={`Discount of ${name}`}
          step="0.01"
          value={discount.field.value}
          onChange={discount.field.onChange}
          onBlur={discount.field.onBlur}
          ref={discount.field.ref}
        />
      </td>
      <td data-label="Stock">
        <NumberInput
          id={`variant-quantity-${index}`}
          aria-label={`Stock of ${name}`}
          value={quantity.field.value}
          onChange={(stock) => {
            quantity.field.onChange(stock ?? 0);
            onStockChange();
          }}
          onBlur={quantity.field.onBlur}
          ref={quantity.field.ref}
        />
      </td>
    </tr>
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
