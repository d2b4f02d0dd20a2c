import type { FieldError } from '@marketplace/sdk';
import { whenSoldOutFor } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { ProductForm } from './types';

/** The fields of a product the form sets, resolved against the category tree; errors when the form is inconsistent. */
export function productFields(
  db: Database,
  form: ProductForm,
): {
  errors: FieldError[];
  fields?: Omit<
    ProductRow,
    'id' | 'merchantId' | 'storeId' | 'storeName' | 'approvalStatus' | 'shelves' | 'createdAt'
  >;
} {
  const errors: FieldError[] = [];
  const category = db.table('categories').get(form.categoryId);
  const subCategory = db.table('subCategories').get(form.subCategoryId);
  const childCategory = form.childCategoryId
    ? db.table('childCategories').get(form.childCategoryId)
    : undefined;
  if (!category) errors.push({ field: 'categoryId', message: 'Category not found' });
  if (!subCategory) errors.push({ field: 'subCategoryId', message: 'Sub-category not found' });
  else if (category && subCategory.categoryId !== category.id) {
    errors.push({ field: 'subCategoryId', message: `Sub-category is not in ${category.name}` });
  }
  if (!form.childCategoryId) errors.push({ field: 'childCategoryId', message: 'Child category is required' });
  else if (!childCategory) errors.push({ field: 'childCategoryId', message: 'Child category not found' });
  else if (childCategory && subCategory && childCategory.subCategoryId !== subCategory.id) {
    errors.push({ field: 'childCategoryId', message: `Child category is not in ${subCategory.name}` });
  }
  const { sellingPrice, price, costPrice } = form.pricing;
  if (price !== undefined && sellingPrice > price) {
    errors.push({ field: 'pricing.sellingPrice', message: 'Selling price cannot be above the price' });
  }
  const variants = form.variant ?? [];
  const skus = variants.map((v) => v.sku).filter((s): s is string => Boolean(s));
  const duplicate = skus.find((s, i) => skus.indexOf(s) !== i);
  if (duplicate) errors.push({ field: 'variant', message: `Variant SKU ${duplicate} is used twice` });
  if (errors.length > 0 || !category || !subCategory || !childCategory) return { errors };
  return {
    errors,
    fields: {
      name: form.name.trim(),
      description: [...(form.description ?? [])],
      category: category.name,
      categoryId: category.id,
      subCategory: subCategory.name,
      subCategoryId: subCategory.id,
      childCategory: childCategory.name,
      childCategoryId: childCategory.id,
      hostedImages: [...(form.hostedImages ?? [])],
      pricing: [{ costPrice, sellingPrice, price: price ?? sellingPrice }],
      quantity: form.quantity,
      sku: form.sku,
      brand: form.brand?.trim() || undefined,
      weight: form.weight,
      weightUnit: form.weightUnit,
      dimension: form.dimension ? { ...form.dimension } : undefined,
      dimensionUnit: form.dimensionUnit,
      productVariant:
        form.variant || form.variantProperties
          ? {
              variant: variants.map((v) => ({ ...v })),
              properties: (form.variantProperties ?? []).map((p) => ({
                type: p.type,
                options: [...p.options],
              })),
            }
          : undefined,
      contSalesOutOfStock: form.contSalesOutOfStock ?? false,
      whenSoldOut: whenSoldOutFor(form.contSalesOutOfStock),
      stockAlertUnits: form.stockAlertUnits,
      IsDigitalProduct: form.IsDigitalProduct ?? false,
    },
  };
}
