import { fromKobo } from '@marketplace/sdk';
import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { payOnDeliveryIn } from '../catalog/customerProductView';
import { addressView } from './addressesOf';
import type { CartState } from './cartState';
import { discountedProducts, type PricedLine } from './coupons';
import type { GiftCardShare } from './spreadGiftCards';
import type { S } from './types';

/**
 * A cart line as the API sends it (`cartItemsList`): customers never see cost prices; `payOnDelivery` is
 * whether the line's store accepts pay on delivery.
 */
export function cartItemView(line: PricedLine, payOnDelivery = true): S['CartItem'] {
  const { product, variant } = line;
  return {
    id: product.id,
    name: product.name,
    merchantId: line.merchantId,
    storeName: line.storeName,
    ...(product.hostedImages ? { hostedImages: [...product.hostedImages] } : {}),
    weight: line.weightKg,
    payOnDelivery,
    productVariant: {
      ...(line.sku ? { sku: line.sku } : product.sku ? { sku: product.sku } : {}),
      ...(variant?.size ? { size: variant.size } : {}),
      ...(variant?.color ? { color: variant.color } : {}),
      quantity: line.quantity,
    },
    pricing: product.pricing.map(({ costPrice: _cost, ...price }) => ({ ...price })),
  };
}

/** Where a merchant ships from, when its store says so. */
export function merchantShippingView(
  db: Database,
  store: StoreRow | undefined,
): S['MerchantShippingDetails'] | undefined {
  if (!store?.shippingLocation) return undefined;
  const hubPhone = hubPhoneNumber(db, store);
  return {
    merchantId: store.merchantId,
    storeId: store.id,
    storeName: store.storeName,
    ...(store.storePhoneNumber ? { phoneNumber: store.storePhoneNumber } : {}),
    shippingLocation: { ...store.shippingLocation },
    ...(hubPhone ? { hubPhoneNumber: hubPhone } : {}),
  };
}

/** The phone number of the platform hub a store belongs to (hubs are the store domain's table). */
function hubPhoneNumber(db: Database, store: StoreRow): string | undefined {
  if (store.hubId === undefined || store.hubId === null) return undefined;
  return db.table('hubs').get(store.hubId)?.phoneNumber;
}

/** The shipping fee entries of the cart (`shippingFees`). */
export function shippingFeesView(state: CartState): S['ShippingFee'][] {
  return state.parts
    .filter((p) => p.shipping)
    .map((p) => ({
      merchantId: p.merchantId,
      storeName: p.storeName,
      weight: p.weightKg,
      withinLagos: p.shipping?.withinLagos ?? false,
      shippingFee: p.shipping?.shippingFee ?? 0,
    }));
}

export function appliedGiftCardsView(shares: GiftCardShare[]): S['AppliedGiftCard'][] {
  return shares.map((g) => ({
    giftCardId: g.card.id,
    code: g.card.code,
    amountApplied: fromKobo(g.appliedKobo),
    balance: fromKobo(g.balanceAfterKobo),
  }));
}

/** The Cart entity. `cartTotal` is the SDK's cartTotal rule over the lines (same kobo arithmetic). */
export function cartView(db: Database, state: CartState): S['Cart'] {
  const payOnDeliveryOf = payOnDeliveryIn(db);
  const items = state.lines.map((line) => cartItemView(line, payOnDeliveryOf(line.product)));
  const merchants = state.parts
    .map((p) => merchantShippingView(db, p.store))
    .filter((m): m is S['MerchantShippingDetails'] => !!m);
  return {
    cartItemsList: items,
    cartTotal: fromKobo(state.subtotalKobo),
    discount: fromKobo(state.pricing.discountKobo),
    discountedProduct: discountedProducts(state.lines, state.pricing),
    shippingFees: shippingFeesView(state),
    shippingFeeTotal: fromKobo(state.shippingKobo),
    weight: state.weightKg,
    appliedDiscountCodes: [...state.pricing.appliedCodes],
    appliedGiftCards: appliedGiftCardsView(state.giftCards),
    shippingAddresses: state.addresses.map(addressView),
    selectedShippingAddress: state.address ? addressView(state.address) : null,
    merchantAddresses: merchants,
  };
}

/** Gift cards over an amount due (gift-card/pay, recalculate, applied). */
export function giftCardApplicationView(
  shares: GiftCardShare[],
  dueKobo: number,
  shippingKobo?: number,
): S['GiftCardApplication'] {
  const covered = shares.reduce((sum, g) => sum + g.appliedKobo, 0);
  return {
    appliedGiftCards: appliedGiftCardsView(shares),
    giftCardDiscount: fromKobo(covered),
    ...(shippingKobo !== undefined ? { shippingFeeTotal: fromKobo(shippingKobo) } : {}),
    amountDue: fromKobo(Math.max(0, dueKobo - covered)),
  };
}
