// The customer's cart as the server prices it: lines from the catalogue, coupons, shipping per merchant,
// gift cards, and the views the API sends (Cart, GiftCardApplication, MerchantShippingDetails).
import { cartWeight, toKobo } from '@marketplace/sdk';
import type { AddressRow, StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import '../store/tables';
import { storeOf } from '../../shared/merchantIdOf';
import { addressesOf } from './addressesOf';
import { findCart } from './cartOf';
import { type LinesPricing, type PricedLine, priceCoupons } from './coupons';
import { lineProblem, priceLine } from './priceLine';
import { type ShippingQuote, shippingFee } from './shipping';
import { appliedCards, type GiftCardShare, spreadGiftCards } from './spreadGiftCards';
import type { CartRow } from './tables';

/** One merchant's part of the cart. */
export interface MerchantPart {
  merchantId: number;
  storeId: number;
  storeName: string;
  store: StoreRow | undefined;
  /** Indexes into the state's lines. */
  lineIndexes: number[];
  subtotalKobo: number;
  discountKobo: number;
  weightKg: number;
  /** Known once there is a delivery address. */
  shipping: ShippingQuote | undefined;
}

/** Everything the cart costs now. */
export interface CartState {
  customerId: number;
  cart: CartRow | undefined;
  lines: PricedLine[];
  /** Why each line cannot be bought now (by line index), when it cannot. */
  problems: (string | undefined)[];
  pricing: LinesPricing;
  subtotalKobo: number;
  parts: MerchantPart[];
  addresses: AddressRow[];
  address: AddressRow | undefined;
  shippingKobo: number;
  weightKg: number;
  giftCards: GiftCardShare[];
  giftCardKobo: number;
  /** subtotal − coupon discount + shipping − gift cards. */
  totalKobo: number;
}

/**
 * Prices the customer's cart: each line from the catalogue, the coupons, the shipping fee of each
 * merchant to the delivery address (`addressId`, else the cart's selected address, else the default),
 * and the gift cards over what is left.
 */
export function cartState(
  db: Database,
  env: SandboxEnv,
  customerId: number,
  options: { addressId?: number } = {},
): CartState {
  const cart = findCart(db, customerId);
  const lines: PricedLine[] = [];
  for (const item of cart?.items ?? []) {
    const priced = priceLine(db, item.id, item.productVariant.sku, item.productVariant.quantity);
    if ('line' in priced) lines.push(priced.line);
  }
  const problems = lines.map(lineProblem);
  const pricing = priceCoupons(db, env, customerId, lines, cart?.appliedCodes ?? []);
  const subtotalKobo = lines.reduce((sum, l) => sum + l.lineKobo, 0);

  const addresses = addressesOf(db, customerId);
  const wanted = options.addressId ?? cart?.selectedAddressId ?? undefined;
  const address =
    (wanted !== undefined ? addresses.find((a) => a.id === wanted) : undefined) ??
    (options.addressId === undefined ? addresses.find((a) => a.default) : undefined);

  const parts: MerchantPart[] = [];
  lines.forEach((line, index) => {
    let part = parts.find((p) => p.merchantId === line.merchantId);
    if (!part) {
      const store = db.table('stores').get(line.storeId) ?? storeOf(db, line.merchantId);
      part = {
        merchantId: line.merchantId,
        storeId: line.storeId,
        storeName: line.storeName,
        store,
        lineIndexes: [],
        subtotalKobo: 0,
        discountKobo: 0,
        weightKg: 0,
        shipping: undefined,
      };
      parts.push(part);
    }
    part.lineIndexes.push(index);
    part.subtotalKobo += line.lineKobo;
    part.discountKobo += pricing.lineDiscount[index] ?? 0;
  });
  for (const part of parts) {
    part.weightKg = weightOf(part.lineIndexes.map((i) => lines[i]).filter((l): l is PricedLine => !!l));
    if (address) {
      part.shipping = shippingFee(
        part.store?.shippingLocation?.state,
        address.stateOrRegion,
        part.weightKg,
        part.subtotalKobo / 100,
      );
    }
  }
  const shippingKobo = parts.reduce((sum, p) => sum + toKobo(p.shipping?.shippingFee ?? 0), 0);
  const dueKobo = subtotalKobo - pricing.discountKobo + shippingKobo;
  const giftCards = spreadGiftCards(env, appliedCards(db, cart), dueKobo);
  const giftCardKobo = giftCards.reduce((sum, g) => sum + g.appliedKobo, 0);
  return {
    customerId,
    cart,
    lines,
    problems,
    pricing,
    subtotalKobo,
    parts,
    addresses,
    address,
    shippingKobo,
    weightKg: weightOf(lines),
    giftCards,
    giftCardKobo,
    totalKobo: dueKobo - giftCardKobo,
  };
}

/** Total weight of lines in kg, exact to the gram (the SDK's cartWeight). */
export function weightOf(lines: PricedLine[]): number {
  return cartWeight(
    lines.map((l) => ({ id: l.productId, productVariant: { quantity: l.quantity }, weight: l.weightKg })),
  );
}
