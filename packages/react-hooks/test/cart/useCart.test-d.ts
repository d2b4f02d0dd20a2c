// Type tests (checked by `tsc --noEmit`): the public shape of useCart.
import type { MarketplaceError } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import type {
  CartFeedback,
  CartItem,
  CartItemInput,
  CartMode,
  CouponApplication,
  GiftCardApplication,
} from '../../src/cart/cartTypes';
import { type UseCartResult, useCart } from '../../src/cart/useCart';

expectTypeOf(useCart).returns.toEqualTypeOf<UseCartResult>();
expectTypeOf<UseCartResult['items']>().toEqualTypeOf<CartItem[]>();
expectTypeOf<UseCartResult['mode']>().toEqualTypeOf<CartMode>();
expectTypeOf<UseCartResult['add']>().parameters.toEqualTypeOf<[item: CartItemInput, quantity?: number]>();
expectTypeOf<UseCartResult['applyCoupon']>().returns.toEqualTypeOf<
  Promise<CartFeedback<CouponApplication>>
>();
expectTypeOf<UseCartResult['applyGiftCard']>().returns.toEqualTypeOf<
  Promise<CartFeedback<GiftCardApplication>>
>();
expectTypeOf<UseCartResult['error']>().toEqualTypeOf<MarketplaceError | undefined>();

export async function examples(cart: UseCartResult): Promise<void> {
  // A product as the page shows it: no quantity needed in the variant.
  await cart.add({ id: 56, productVariant: { sku: 'TEA' }, pricing: [{ sellingPrice: 3600 }] }, 2);
  // @ts-expect-error pricing is required (cartTotal reads the first selling price)
  await cart.add({ id: 56 });
  // @ts-expect-error lines are addressed by cartLineKey strings
  await cart.remove(56);

  const coupon = await cart.applyCoupon('WELCOME10');
  if (coupon.ok) expectTypeOf(coupon.data.appliedDiscountCodes).toEqualTypeOf<string[]>();
  else expectTypeOf(coupon.error).toEqualTypeOf<MarketplaceError>();
  expectTypeOf(coupon.message).toEqualTypeOf<string>();
}
