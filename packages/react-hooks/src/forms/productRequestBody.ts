import type { CallInit } from '@marketplace/sdk';
import type { ProductFormValues } from './createProductForm';

/** The body create-product and edit-product take (the contract's ProductForm). */
export type ProductRequestBody = CallInit<'createProduct'>['body'];

const text = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * The product form as the API takes it: texts trimmed and left out when empty, blank description lines
 * dropped, unset numbers left out (so the schema names a missing required one), the images' hosted URLs
 * as `hostedImages`.
 *
 * @example
 * productRequestBody(createProductForm({ name: ' Gown ', categoryId: 3 }), []).name; // 'Gown'
 */
export function productRequestBody(
  values: ProductFormValues,
  hostedImages: readonly string[],
): ProductRequestBody {
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    description: values.description.map((line) => line.trim()).filter(Boolean),
    category: text(values.category),
    categoryId: values.categoryId,
    subCategory: text(values.subCategory),
    subCategoryId: values.subCategoryId,
    childCategory: text(values.childCategory),
    childCategoryId: values.childCategoryId,
    hostedImages: [...hostedImages],
    pricing: withoutUndefined(values.pricing),
    quantity: values.quantity,
    sku: text(values.sku),
    weight: values.weight,
    weightUnit: text(values.weightUnit),
    dimension: withoutUndefined(values.dimension),
    dimensionUnit: text(values.dimensionUnit),
    variant: values.variant.map((v) => withoutUndefined(v)),
    variantProperties: values.variantProperties.map((p) => ({
      type: p.type.trim(),
      options: [...p.options],
    })),
    contSalesOutOfStock: values.contSalesOutOfStock,
    stockAlertUnits: values.stockAlertUnits,
    IsDigitalProduct: values.IsDigitalProduct,
  };
  // Unset fields are absent, not `undefined`: the schema then reports the required ones by name.
  return withoutUndefined(body) as unknown as ProductRequestBody;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && !Number.isNaN(v)),
  ) as T;
}
