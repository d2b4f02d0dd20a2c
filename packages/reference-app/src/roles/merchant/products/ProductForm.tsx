import {
  type ProductFormImage,
  type ProductFormValues,
  type ProductRequestBody,
  useCreateProduct,
  useEditProduct,
} from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormField } from '../../../components/form/FormField';
import { isBlank } from '../../../components/form/issueMessage';
import { useContractForm } from '../../../components/form/useContractForm';
import { ImageUpload } from '../../../kit/ImageUpload';
import { FormOutcome } from '../../../workspace/FormOutcome';
import { CategoryFields } from '../../../workspace/products/CategoryFields';
import { NumberInput } from '../../../workspace/products/NumberInput';
import { VariantsEditor } from '../../../workspace/products/VariantsEditor';
import { DescriptionEditor } from './DescriptionEditor';
import { type ProductValues, productBody, productValues } from './productValues';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  /** The product edited (edit-product); without it the form creates one (create-product). */
  productId?: number;
  /** The edited product's form and images (`productFormFromProduct(product)`). */
  initial?: { values: Partial<ProductFormValues>; images: readonly ProductFormImage[] };
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

/** Labels of the fields no `FormField` shows, for the contract's messages. */
const LABELS = {
  description: 'Description',
  hostedImages: 'Product photos',
  variantProperties: 'Variant properties',
  // The rows as a whole (a SKU used twice); each row's fields name themselves.
  variant: 'Variants',
};

/** The form's words for a field left out that the contract requires ("Category id is required"). */
const REQUIRED: Partial<Record<string, string>> = {
  categoryId: 'Category: choose one',
  subCategoryId: 'Sub-category: choose one',
  childCategoryId: 'Child category: choose one',
  quantity: 'Stock is required',
  'pricing.sellingPrice': 'Selling price is required',
};

/** Rules the contract's schema cannot say (the sandbox refuses the same). */
function checkRules(body: ProductRequestBody) {
  const { sellingPrice, price } = body.pricing ?? {};
  return sellingPrice !== undefined && price !== undefined && sellingPrice > price
    ? [{ field: 'pricing.sellingPrice', message: 'Selling price cannot be above the regular price' }]
    : [];
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
 * The merchant product form (create or edit) on the app's form hook: every field of the spec's merchant
 * product form (name, description paragraphs, category → sub-category → child category, photos, pricing
 * with the margin, stock, SKU, weight and dimensions with units, variants, selling when out of stock,
 * stock alert, digital), checked with the contract's product schema. A success empties the form and the
 * photos and shows the message; a failure keeps everything typed, shows the message and marks the fields
 * the check or the server named.
 *
 * @example
 * <ProductForm />
 * <ProductForm productId={12} initial={productFormFromProduct(product)} onSaved={close} onCancel={close} />
 */
export function ProductForm({ productId, initial, onSaved, onCancel }: ProductFormProps) {
  const mode = productId === undefined ? 'create' : 'edit';
  const create = useCreateProduct();
  const edit = useEditProduct();
  const [message, setMessage] = useState<string>();
  const outcomeRef = useRef<HTMLDivElement | null>(null);
  const product = useContractForm<'createProduct' | 'editProduct', ProductValues, ProductRequestBody>({
    operation: mode === 'create' ? 'createProduct' : 'editProduct',
    defaultValues: productValues(initial),
    toBody: productBody,
    labels: LABELS,
    message: ({ field, value }) => (isBlank(value) ? REQUIRED[field] : undefined),
    check: checkRules,
    send: (body) =>
      productId === undefined ? create.trigger({ body }) : edit.trigger({ path: { id: productId }, body }),
    // Spec section 4: a successful creation or edit resets the form and the images.
    resetOnSuccess: false,
    onSuccess: (result) => {
      product.form.reset(productValues());
      if (mode === 'edit') onSaved?.(result.message);
      else {
        setMessage(result.message);
        outcomeRef.current?.focus();
      }
    },
  });
  const { control, register, formState } = product.form;
  const { errors, isSubmitting } = formState;
  const [pricing, weightUnit, dimensionUnit, variants] = useWatch({
    control,
    name: ['pricing', 'weightUnit', 'dimensionUnit', 'variant'],
  });
  const hasVariants = variants.length > 0;

  return (
    <ContractForm
      form={product}
      className="product-form"
      aria-label={mode === 'create' ? 'New product' : 'Edit product'}
      onSubmitCapture={() => setMessage(undefined)}
    >
      <FormOutcome
        className="product-form"
        message={message}
        errors={errors}
        failedTitle={mode === 'create' ? 'The product was not created' : 'The product was not saved'}
        outcomeRef={outcomeRef}
        summaryRef={product.context.summary}
      />

      <fieldset>
        <legend>Product</legend>
        <FormField name="name" label="Name" className="product-form__wide">
          <input type="text" />
        </FormField>
        <CategoryFields />
      </fieldset>

      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <DescriptionEditor
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset className="product-form__photos">
        <legend>Photos</legend>
        <Controller
          control={control}
          name="hostedImages"
          render={({ field, fieldState }) => (
            <>
              <ImageUpload
                label="Product photos"
                hint="The first photo is the main one; move a photo to change the order."
                value={field.value}
                onChange={field.onChange}
                purpose="product-photo"
              />
              {fieldState.error?.message ? <p className="field__error">{fieldState.error.message}</p> : null}
            </>
          )}
        />
      </fieldset>

      <fieldset>
        <legend>Pricing</legend>
        <FormField name="pricing.costPrice" label="Cost price (₦)" hint="What the product costs you">
          {(control) => <NumberInput {...control} step="0.01" />}
        </FormField>
        <FormField name="pricing.sellingPrice" label="Selling price (₦)" hint="What customers pay">
          {(control) => <NumberInput {...control} step="0.01" />}
        </FormField>
        <FormField
          name="pricing.price"
          label="Regular price (₦)"
          hint="Shown struck through when above the selling price"
        >
          {(control) => <NumberInput {...control} step="0.01" />}
        </FormField>
        <p className="product-form__wide product-form__margin" aria-live="polite">
          {marginText(pricing.costPrice, pricing.sellingPrice)}
        </p>
      </fieldset>

      <fieldset>
        <legend>Inventory</legend>
        <FormField
          name="quantity"
          label="Stock"
          hint={hasVariants ? 'The sum of the variants’ stock' : 'Units you have to sell'}
        >
          {(control) => <NumberInput {...control} readOnly={hasVariants} />}
        </FormField>
        <FormField name="sku" label="SKU" hint="Your own product code">
          <input type="text" />
        </FormField>
        <FormField
          name="stockAlertUnits"
          label="Stock alert (units)"
          hint="Shown as low stock at or under this many units"
        >
          {(control) => <NumberInput {...control} />}
        </FormField>
        <label className="product-form__check">
          <input type="checkbox" {...register('contSalesOutOfStock')} />
          Continue selling when out of stock
        </label>
        <label className="product-form__check">
          <input type="checkbox" {...register('IsDigitalProduct')} />
          Digital product (nothing to ship)
        </label>
      </fieldset>

      <fieldset>
        <legend>Shipping</legend>
        <FormField name="weight" label="Weight">
          {(control) => <NumberInput {...control} step="0.01" />}
        </FormField>
        <FormField name="weightUnit" label="Weight unit">
          <select>
            {[...new Set([weightUnit, ...WEIGHT_UNITS])].filter(Boolean).map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </FormField>
        {DIMENSIONS.map(([key, label]) => (
          <FormField key={key} name={`dimension.${key}`} label={label}>
            {(control) => <NumberInput {...control} step="0.01" />}
          </FormField>
        ))}
        <FormField name="dimensionUnit" label="Dimension unit">
          <select>
            {[...new Set([dimensionUnit, ...DIMENSION_UNITS])].filter(Boolean).map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>

      <VariantsEditor />

      <div className="product-form__actions">
        <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : mode === 'create' ? 'Create product' : 'Save product'}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {mode === 'create' ? 'Close' : 'Cancel'}
          </button>
        ) : null}
      </div>
    </ContractForm>
  );
}
