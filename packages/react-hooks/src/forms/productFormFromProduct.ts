import { type OperationData, sellsWhenSoldOut } from '@marketplace/sdk';
import { createProductForm, type ProductFormImage, type ProductFormValues } from './createProductForm';

/** A product as the merchant's product call answers it. */
export type MerchantProduct = OperationData<'getMerchantProduct'>;

/**
 * The form and images to edit an existing product: its fields, its first pricing, its variants and
 * properties, its hosted images.
 *
 * @example
 * const { values, images } = productFormFromProduct(product);
 * useForm({ defaultValues: { ...values, hostedImages: images.map((image) => image.url) } });
 */
export function productFormFromProduct(product: MerchantProduct): {
  values: ProductFormValues;
  images: ProductFormImage[];
} {
  // A server that leaves the form's settings out (units, stock alert, flags) gets the form's defaults.
  const values = createProductForm({
    name: product.name ?? '',
    description: [...(product.description ?? [])],
    category: product.category ?? '',
    categoryId: product.categoryId,
    subCategory: product.subCategory ?? '',
    subCategoryId: product.subCategoryId,
    childCategory: product.childCategory ?? '',
    childCategoryId: product.childCategoryId,
    pricing: { ...(product.pricing?.[0] ?? {}) },
    quantity: product.quantity,
    sku: product.sku ?? '',
    weight: product.weight,
    ...(product.weightUnit ? { weightUnit: product.weightUnit } : {}),
    dimension: { ...(product.dimension ?? {}) },
    ...(product.dimensionUnit ? { dimensionUnit: product.dimensionUnit } : {}),
    variant: [...(product.productVariant?.variant ?? [])],
    variantProperties: [...(product.productVariant?.properties ?? [])],
    contSalesOutOfStock: sellsWhenSoldOut(product),
    stockAlertUnits: product.stockAlertUnits,
    IsDigitalProduct: product.IsDigitalProduct ?? false,
  });
  return { values, images: (product.hostedImages ?? []).map((url) => ({ url })) };
}
