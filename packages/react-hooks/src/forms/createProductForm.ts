import type { MainComponents } from '@marketplace/sdk';
import type { VariantProperty } from './variantPropertiesReducer';

/** One variant of a product with its own stock (sku, size, color, discount, quantity). */
export type ProductVariantEntry = MainComponents['schemas']['ProductVariantItem'];

/**
 * The merchant product form as it is edited (spec section 3, "Merchant product form"): numbers the
 * merchant has not typed yet are `undefined`, texts empty. Images are held beside it (see
 * `ProductFormImage`) and sent as `hostedImages`.
 */
export interface ProductFormValues {
  name: string;
  /** Paragraphs or bullet points; blank ones are not sent. */
  description: string[];
  category: string;
  categoryId: number | undefined;
  subCategory: string;
  subCategoryId: number | undefined;
  childCategory: string;
  childCategoryId: number | undefined;
  pricing: { costPrice?: number; sellingPrice?: number; price?: number };
  /** Units in stock. */
  quantity: number | undefined;
  sku: string;
  weight: number | undefined;
  weightUnit: string;
  dimension: { length?: number; width?: number; height?: number };
  dimensionUnit: string;
  /** The variants built from the properties, each with its sku and stock. */
  variant: ProductVariantEntry[];
  /** The variants editor's property and options pairs. */
  variantProperties: VariantProperty[];
  contSalesOutOfStock: boolean;
  stockAlertUnits: number | undefined;
  IsDigitalProduct: boolean;
}

/** One image of the product form: a hosted URL, or a file still to upload (with a preview URL). */
export interface ProductFormImage {
  /** The hosted URL, or a preview (object) URL while `file` waits to be uploaded. */
  url: string;
  file?: Blob;
}

/**
 * A fresh product form: empty texts and lists, numbers unset, weight in kg and sizes in cm (the
 * contract's units), `overrides` on top (lists copied).
 *
 * @example
 * const values = createProductForm({ name: 'Adire Maxi Gown', categoryId: 3 });
 */
export function createProductForm(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  const values: ProductFormValues = {
    name: '',
    description: [],
    category: '',
    categoryId: undefined,
    subCategory: '',
    subCategoryId: undefined,
    childCategory: '',
    childCategoryId: undefined,
    pricing: {},
    quantity: undefined,
    sku: '',
    weight: undefined,
    weightUnit: 'kg',
    dimension: {},
    dimensionUnit: 'cm',
    variant: [],
    variantProperties: [],
    contSalesOutOfStock: false,
    stockAlertUnits: undefined,
    IsDigitalProduct: false,
    ...overrides,
  };
  return {
    ...values,
    description: [...values.description],
    pricing: { ...values.pricing },
    dimension: { ...values.dimension },
    variant: values.variant.map((v) => ({ ...v })),
    variantProperties: values.variantProperties.map((p) => ({ ...p, options: [...p.options] })),
  };
}
