// Type tests (checked by `tsc --noEmit`): field names and values of the form hooks are typed.
import type { CouponFormValues } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import type { ProductFormImage, ProductFormValues } from '../../src/forms/createProductForm';
import type { FieldErrors } from '../../src/forms/FieldErrors';
import { type UseCouponFormResult, useCouponForm } from '../../src/forms/useCouponForm';
import { type UseProductFormResult, useProductForm } from '../../src/forms/useProductForm';
import { type UseVariantsEditorResult, useVariantsEditor } from '../../src/forms/useVariantsEditor';
import type { VariantProperty } from '../../src/forms/variantPropertiesReducer';

expectTypeOf(useCouponForm).returns.toEqualTypeOf<UseCouponFormResult>();
expectTypeOf(useProductForm).returns.toEqualTypeOf<UseProductFormResult>();
expectTypeOf(useVariantsEditor).returns.toEqualTypeOf<UseVariantsEditorResult>();
expectTypeOf<UseCouponFormResult['values']>().toEqualTypeOf<CouponFormValues>();
expectTypeOf<UseProductFormResult['images']>().toEqualTypeOf<ProductFormImage[]>();
expectTypeOf<UseCouponFormResult['fieldErrors']>().toEqualTypeOf<FieldErrors>();
expectTypeOf<UseCouponFormResult['submit']>().returns.toEqualTypeOf<Promise<boolean>>();
expectTypeOf<UseVariantsEditorResult['properties']>().toEqualTypeOf<VariantProperty[]>();

export function examples(coupon: UseCouponFormResult, product: UseProductFormResult): void {
  coupon.setField('discountType', 'BuyXGetY');
  // @ts-expect-error not one of Percent, Fixed, BuyXGetY
  coupon.setField('discountType', 'Half');
  // @ts-expect-error no such field
  coupon.setField('discount', 5);
  product.setField('quantity', 12);
  product.setField('pricing', { sellingPrice: 21000 });
  // @ts-expect-error a number
  product.setField('quantity', '12');
  expectTypeOf<Parameters<typeof product.setField<'variantProperties'>>[1]>().toEqualTypeOf<
    ProductFormValues['variantProperties']
  >();
}
