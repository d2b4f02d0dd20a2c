import {
  createProductForm,
  type ProductFormImage,
  type ProductFormValues,
  type ProductRequestBody,
  productRequestBody,
} from '@marketplace/react-hooks';

/** The product form's values: the hooks' product form, with its photos' hosted URLs (the first is the main one). */
export interface ProductValues extends ProductFormValues {
  hostedImages: string[];
}

/**
 * The product form's values from the hooks' form and images (`productFormFromProduct(product)` to edit),
 * or an empty form.
 *
 * @example
 * productValues(productFormFromProduct(product)).hostedImages; // the product's photos
 */
export function productValues(
  initial: { values?: Partial<ProductFormValues>; images?: readonly ProductFormImage[] } = {},
): ProductValues {
  return {
    ...createProductForm(initial.values),
    hostedImages: (initial.images ?? []).map((image) => image.url),
  };
}

/**
 * The request body of the product form (create-product and edit-product take the same).
 *
 * @example
 * productBody(productValues()).hostedImages; // []
 */
export function productBody(values: ProductValues): ProductRequestBody {
  return productRequestBody(values, values.hostedImages);
}
