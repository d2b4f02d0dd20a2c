import type { OperationData } from '@marketplace/sdk';
import { createProductForm, type ProductFormImage, type ProductFormValues } from './createProductForm';

/** A product as the merchant's product call answers it. */
export type MerchantProduct = OperationData<'getMerchantProduct'>;

/**
 * The form and images to edit an existing product: its fields, its first pricing, its variants and
 * properties, its hosted images.
 *
 * @example
 * const { data } = useGetMerchantProduct({ path: { id } });
 * useEffect(() => { if (data) form.load(productFormFromProduct(data)); }, [data]);
 */
export function productFormFromProduct(product: MerchantProduct): {
  values: ProductFormValues;
  images: ProductFormImage[];
} {
  // The product carries no units, stock alert or digital flag: the form's defaults stay for those.
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
    dimension: { ...(product.dimension ?? {}) },
    variant: [...(product.productVariant?.variant ?? [])],
    variantProperties: [...(product.productVariant?.properties ?? [])],
  });
  return { values, images: (product.hostedImages ?? []).map((url) => ({ url })) };
}
