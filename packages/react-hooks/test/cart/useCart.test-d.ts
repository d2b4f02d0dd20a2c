// Type tests (checked by `tsc --noEmit`): the public shape of useCart.
import type { MarketplaceError } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import type {
  CartChangeResult,
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
expectTypeOf<UseCartResult['removeCoupon']>().returns.toEqualTypeOf<
  Promise<CartFeedback<CouponApplication>>
>();
expectTypeOf<UseCartResult['removeGiftCard']>().returns.toEqualTypeOf<
  Promise<CartFeedback<GiftCardApplication>>
>();
expectTypeOf<UseCartResult['error']>().toEqualTypeOf<MarketplaceError | undefined>();
// Changes answer what they did (a refusal included) instead of throwing it.
expectTypeOf<UseCartResult['add']>().returns.toEqualTypeOf<Promise<CartChangeResult>>();
expectTypeOf<UseCartResult['setQuantity']>().returns.toEqualTypeOf<Promise<CartChangeResult>>();
expectTypeOf<UseCartResult['stock']>().toEqualTypeOf<Readonly<Record<string, number>>>();

export async function examples(cart: UseCartResult): Promise<void> {
  // A product as the page shows it: no quantity needed in the variant.
  await cart.add({ id: 56, productVariant: { sku: 'TEA' }, pricing: [{ sellingPrice: 3600 }] }, 2);
  // @ts-expect-error pricing is required (cartTotal reads the first selling price)
  await cart.add({ id: 56 });
  // @ts-expect-error lines are addressed by cartLineKey strings
  await cart.remove(56);

  // The stock the page knows goes with the item; the answer says whether it cut the add.
  const added = await cart.add(
    { id: 56, productVariant: { sku: 'TEA' }, pricing: [{ sellingPrice: 3600 }], stock: 5 },
    8,
  );
  if (added.ok) expectTypeOf(added.limited).toEqualTypeOf<boolean>();
  else expectTypeOf(added.error).toEqualTypeOf<MarketplaceError>();

  const coupon = await cart.applyCoupon('WELCOME10');
  if (coupon.ok) expectTypeOf(coupon.data.appliedDiscountCodes).toEqualTypeOf<string[]>();
  else expectTypeOf(coupon.error).toEqualTypeOf<MarketplaceError>();
  expectTypeOf(coupon.message).toEqualTypeOf<string>();
}
