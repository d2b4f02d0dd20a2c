import { type ProductFormValues, useProductForm } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { ImageUpload } from '../../../kit/ImageUpload';
import { CategoryFields } from './CategoryFields';
import { DescriptionEditor } from './DescriptionEditor';
import { NumberInput } from './NumberInput';
import { ProductField } from './ProductField';
import { productPhoto } from './productPhoto';
import { VariantsEditor } from './VariantsEditor';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  /** The product edited (edit-product); without it the form creates one (create-product). */
  productId?: number;
  /** The edited product's form and images (`productFormFromProduct(product)`). */
  initial?: { values: Partial<ProductFormValues>; images: { url: string }[] };
  /** After a successful edit, with the server's message (a create stays on the form, emptied). */
  onSaved?: (message: string) => void;
  /** Leaves the form. */
  onCancel?: () => void;
}

const WEIGHT_UNITS = ['kg', 'g', 'lb'];
const DIMENSION_UNITS = ['cm', 'm', 'inch'];
const DIMENSIONS = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** Rules the contract's schema cannot say (the sandbox refuses the same). */
function checkRules(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const { sellingPrice, price } = values.pricing;
  if (sellingPrice !== undefined && price !== undefined && sellingPrice > price) {
    errors['pricing.sellingPrice'] = 'Selling price cannot be above the regular price';
  }
  return errors;
}

/** The form's words for fields the contract's check names by their wire names ("Category id is required"). */
const REQUIRED: Record<string, string> = {
  categoryId: 'Category: choose one',
  subCategoryId: 'Sub-category: choose one',
  childCategoryId: 'Child category: choose one',
  quantity: 'Stock is required',
  'pricing.sellingPrice': 'Selling price is required',
};

/** The check's and the server's errors, a missing field said with the form's own label. */
function named(errors: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path,
      REQUIRED[path] && message?.endsWith('is required') ? REQUIRED[path] : message,
    ]),
  );
}

/** The margin of a sale at the selling price, in words: amount and share of the selling price. */
function marginText(costPrice?: number, sellingPrice?: number): string {
  if (costPrice === undefined || sellingPrice === undefined) {
    return 'Enter the cost and selling prices to see the margin.';
  }
  const margin = sellingPrice - costPrice;
  const share =
    sellingPrice > 0 ? ` (${((margin / sellingPrice) * 100).toFixed(1)}% of the selling price)` : '';
  return margin < 0
    ? `Loss of ${formatMoney(-margin)} on each sale${share}`
    : `Margin of ${formatMoney(margin)} on each sale${share}`;
}

/**
 * The merchant product form (create or edit) on the hooks' `useProductForm`: every field of the spec's
 * merchant product form (name, description paragraphs, category → sub-category → child category, photos,
 * pricing with the margin, stock, SKU, weight and dimensions with units, variants, selling when out of
 * stock, stock alert, digital). A success empties the form and the photos and shows the message; a
 * failure keeps everything typed, shows the message and marks the fields the check or the server named.
 *
 * @example
 * <ProductForm />
 * <ProductForm productId={12} initial={productFormFromProduct(product)} onSaved={close} onCancel={close} />
 */
export function ProductForm({ productId, initial, onSaved, onCancel }: ProductFormProps) {
  const form = useProductForm({ productId, initial: initial?.values, initialImages: initial?.images });
  const { values, setField, setValues } = form;
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  const outcomeRef = useRef<HTMLDivElement>(null);
  const errors: Record<string, string | undefined> = { ...named(form.fieldErrors), ...ruleErrors };
  const forget = (field: string) => {
    if (Object.keys(ruleErrors).some((path) => path.startsWith(field)))
      setRuleErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(field))),
      );
  };
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setField(field, value);
    forget(field);
  };
  const hasVariants = values.variant.length > 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkRules(values);
    setRuleErrors(found);
    if (Object.keys(found).length) {
      outcomeRef.current?.focus();
      return;
    }
    const saved = await form.submit();
    if (saved && form.mode === 'edit') onSaved?.(form.message ?? 'Successfully edited product.');
    else outcomeRef.current?.focus();
  }

  const problems = Object.values(errors).filter((e): e is string => Boolean(e));
  return (
    <form
      className="product-form"
      aria-label={form.mode === 'create' ? 'New product' : 'Edit product'}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <div ref={outcomeRef} tabIndex={-1} className="product-form__outcome">
        {form.status === 'succeeded' && form.message ? (
          <p role="status" className="product-form__success">
            {form.message}
          </p>
        ) : null}
        {form.isError || problems.length ? (
          <div role="alert" className="kit-error-summary">
            <h2 className="kit-error-summary__title">
              {form.mode === 'create' ? 'The product was not created' : 'The product was not saved'}
            </h2>
            <ul>
              {form.isError && form.message && !problems.includes(form.message) ? (
                <li className="kit-error-summary__server">{form.message}</li>
              ) : null}
              {[...new Set(problems)].map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <fieldset>
        <legend>Product</legend>
        <ProductField label="Name" wide error={errors.name}>
          {(control) => (
            <input {...control} value={values.name} onChange={(e) => set('name', e.target.value)} />
          )}
        </ProductField>
        <CategoryFields
          value={values}
          onChange={(change) => {
            // setField (not setValues) so that each level's error goes as it is chosen.
            for (const [field, value] of Object.entries(change)) {
              setField(field as keyof ProductFormValues, value as never);
            }
          }}
          errors={errors}
        />
      </fieldset>

      <DescriptionEditor
        value={values.description}
        onChange={(description) => set('description', description)}
        error={errors.description}
      />

      <fieldset className="product-form__photos">
        <legend>Photos</legend>
        <ImageUpload
          label="Product photos"
          hint="The first photo is the main one; move a photo to change the order."
          value={form.images.map((image) => image.url)}
          onChange={(urls) => form.setImages(urls.map((url) => ({ url })))}
          upload={productPhoto}
        />
        {errors.hostedImages ? <p className="field__error">{errors.hostedImages}</p> : null}
      </fieldset>

      <fieldset>
        <legend>Pricing</legend>
        <ProductField
          label="Cost price (₦)"
          hint="What the product costs you"
          error={errors['pricing.costPrice']}
        >
          {(control) => (
            <NumberInput
              {...control}
              step="0.01"
              value={values.pricing.costPrice}
              onChange={(costPrice) => set('pricing', { ...values.pricing, costPrice })}
            />
          )}
        </ProductField>
        <ProductField
          label="Selling price (₦)"
          hint="What customers pay"
          error={errors['pricing.sellingPrice'] ?? errors.pricing}
        >
          {(control) => (
            <NumberInput
              {...control}
              step="0.01"
              value={values.pricing.sellingPrice}
              onChange={(sellingPrice) => set('pricing', { ...values.pricing, sellingPrice })}
            />
          )}
        </ProductField>
        <ProductField
          label="Regular price (₦)"
          hint="Shown struck through when above the selling price"
          error={errors['pricing.price']}
        >
          {(control) => (
            <NumberInput
              {...control}
              step="0.01"
              value={values.pricing.price}
              onChange={(price) => set('pricing', { ...values.pricing, price })}
            />
          )}
        </ProductField>
        <p className="product-form__wide product-form__margin" aria-live="polite">
          {marginText(values.pricing.costPrice, values.pricing.sellingPrice)}
        </p>
      </fieldset>

      <fieldset>
        <legend>Inventory</legend>
        <ProductField
          label="Stock"
          hint={hasVariants ? 'The sum of the variants’ stock' : 'Units you have to sell'}
          error={errors.quantity}
        >
          {(control) => (
            <NumberInput
              {...control}
              readOnly={hasVariants}
              value={values.quantity}
              onChange={(quantity) => set('quantity', quantity)}
            />
          )}
        </ProductField>
        <ProductField label="SKU" hint="Your own product code" error={errors.sku}>
          {(control) => (
            <input {...control} value={values.sku} onChange={(e) => set('sku', e.target.value)} />
          )}
        </ProductField>
        <ProductField
          label="Stock alert (units)"
          hint="Shown as low stock at or under this many units"
          error={errors.stockAlertUnits}
        >
          {(control) => (
            <NumberInput
              {...control}
              value={values.stockAlertUnits}
              onChange={(units) => set('stockAlertUnits', units)}
            />
          )}
        </ProductField>
        <label className="product-form__check">
          <input
            type="checkbox"
            checked={values.contSalesOutOfStock}
            onChange={(e) => set('contSalesOutOfStock', e.target.checked)}
          />
          Continue selling when out of stock
        </label>
        <label className="product-form__check">
          <input
            type="checkbox"
            checked={values.IsDigitalProduct}
            onChange={(e) => set('IsDigitalProduct', e.target.checked)}
          />
          Digital product (nothing to ship)
        </label>
      </fieldset>

      <fieldset>
        <legend>Shipping</legend>
        <ProductField label="Weight" error={errors.weight}>
          {(control) => (
            <NumberInput
              {...control}
              step="0.01"
              value={values.weight}
              onChange={(weight) => set('weight', weight)}
            />
          )}
        </ProductField>
        <ProductField label="Weight unit" error={errors.weightUnit}>
          {(control) => (
            <select
              {...control}
              value={values.weightUnit}
              onChange={(e) => set('weightUnit', e.target.value)}
            >
              {[...new Set([values.weightUnit, ...WEIGHT_UNITS])].filter(Boolean).map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          )}
        </ProductField>
        {DIMENSIONS.map(([key, label]) => (
          <ProductField key={key} label={label} error={errors[`dimension.${key}`]}>
            {(control) => (
              <NumberInput
                {...control}
                step="0.01"
                value={values.dimension[key]}
                onChange={(size) => set('dimension', { ...values.dimension, [key]: size })}
              />
            )}
          </ProductField>
        ))}
        <ProductField label="Dimension unit" error={errors.dimensionUnit}>
          {(control) => (
            <select
              {...control}
              value={values.dimensionUnit}
              onChange={(e) => set('dimensionUnit', e.target.value)}
            >
              {[...new Set([values.dimensionUnit, ...DIMENSION_UNITS])].filter(Boolean).map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          )}
        </ProductField>
      </fieldset>

      <VariantsEditor
        properties={values.variantProperties}
        variants={values.variant}
        baseSku={values.sku}
        errors={errors}
        onChange={(change) =>
          setValues({
            ...change,
            // With variants, the product's stock is theirs added up.
            ...(change.variant.length
              ? { quantity: change.variant.reduce((sum, row) => sum + (row.quantity ?? 0), 0) }
              : {}),
          })
        }
      />

      <div className="product-form__actions">
        <button type="submit" className="button" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {form.isSubmitting ? 'Saving…' : form.mode === 'create' ? 'Create product' : 'Save product'}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {form.mode === 'create' ? 'Close' : 'Cancel'}
          </button>
        ) : null}
      </div>
    </form>
  );
}
