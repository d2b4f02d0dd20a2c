// Type tests (checked by `tsc --noEmit`): the form helpers take and give the contract's types.
import type { CallInit, CouponFormValues } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import { type CouponRequestBody, couponRequestBody } from '../../src/forms/couponRequestBody';
import { createProductForm, type ProductFormValues } from '../../src/forms/createProductForm';
import { productFormFromProduct } from '../../src/forms/productFormFromProduct';
import { type ProductRequestBody, productRequestBody } from '../../src/forms/productRequestBody';
import { type VariantProperty, variantPropertiesReducer } from '../../src/forms/variantPropertiesReducer';

expectTypeOf(couponRequestBody).parameter(0).toEqualTypeOf<CouponFormValues>();
expectTypeOf(couponRequestBody).returns.toEqualTypeOf<CouponRequestBody>();
expectTypeOf<CouponRequestBody>().toEqualTypeOf<CallInit<'createCoupon'>['body']>();
expectTypeOf(productRequestBody).returns.toEqualTypeOf<ProductRequestBody>();
expectTypeOf<ProductRequestBody>().toEqualTypeOf<CallInit<'createProduct'>['body']>();
expectTypeOf(createProductForm).returns.toEqualTypeOf<ProductFormValues>();
expectTypeOf(productFormFromProduct).returns.toHaveProperty('values').toEqualTypeOf<ProductFormValues>();
expectTypeOf(variantPropertiesReducer).returns.toEqualTypeOf<VariantProperty[]>();
expectTypeOf<ProductFormValues['variantProperties']>().toEqualTypeOf<VariantProperty[]>();

export function examples(values: ProductFormValues): void {
  createProductForm({ quantity: 12, pricing: { sellingPrice: 21000 } });
  // @ts-expect-error a number
  createProductForm({ quantity: '12' });
  // @ts-expect-error no such field
  createProductForm({ discount: 5 });
  // @ts-expect-error hosted image URLs, not files
  productRequestBody(values, [new Blob(['x'])]);
  variantPropertiesReducer(values.variantProperties, { type: 'addOption', index: 0, option: 'M' });
  // @ts-expect-error not an action of the editor
  variantPropertiesReducer(values.variantProperties, { type: 'sortOptions' });
}
