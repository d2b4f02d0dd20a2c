// The customer's cart as the server prices it: lines from the catalogue, coupons, shipping per merchant,
// gift cards, and the views the API sends (Cart, GiftCardApplication, MerchantShippingDetails).
import { cartWeight, isApproved } from '@marketplace/sdk';
import type { AddressRow, ProductRow, StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import '../store/tables';
import { discountedProducts, type LinesPricing, type PricedLine, priceCoupons } from './coupons';
import { type ShippingQuote, shippingFee } from './shipping';
import type { CartRow, GiftCardRow } from './tables';
import type { S } from './types';
import { kobo, naira, splitKobo, storeOf, today, weightKg } from './util';

/** The customer's cart row, created empty on first use. */
export function cartOf(db: Database, env: SandboxEnv, customerId: number): CartRow {
  const carts = db.table('carts');
  return (
    carts.find((c) => c.customerId === customerId) ??
    carts.insert({
      customerId,
      items: [],
      appliedCodes: [],
      giftCardIds: [],
      selectedAddressId: null,
      updatedAt: env.now().toISOString(),
    })
  );
}

/** The customer's cart row if there is one (reads never create it). */
export function findCart(db: Database, customerId: number): CartRow | undefined {
  return db.table('carts').find((c) => c.customerId === customerId);
}

/** Units that may still be sold of a product or variant; `Infinity` when selling on out of stock. */
export function stockOf(product: ProductRow, variant?: S['ProductVariantItem']): number {
  if (product.contSalesOutOfStock || product.IsDigitalProduct) return Number.POSITIVE_INFINITY;
  return Math.max(0, variant ? (variant.quantity ?? 0) : (product.quantity ?? 0));
}

/** A product customers may buy: approved and not deleted. */
export function isBuyable(product: ProductRow | undefined): boolean {
  return !!product && !product.deleted && isApproved(product);
}

/**
 * A cart line priced from the catalogue: the product (and the variant `sku` names, when it is not the
 * product's own sku). Refused when the product does not exist or has no such variant.
 */
export function priceLine(
  db: Database,
  productId: number,
  sku: string | undefined,
  quantity: number,
): { line: PricedLine } | { error: string; status: 400 | 404 } {
  const product = db.table('products').get(productId);
  if (!product || product.deleted) return { error: 'Product not found', status: 404 };
  let variant: S['ProductVariantItem'] | undefined;
  if (sku && sku !== product.sku) {
    variant = product.productVariant?.variant?.find((v) => v.sku === sku);
    if (!variant) return { error: `${product.name} has no variant ${sku}`, status: 400 };
  }
  const store = db.table('stores').get(product.storeId);
  const unitKobo = kobo(product.pricing[0]?.sellingPrice ?? 0);
  return {
    line: {
      productId: product.id,
      ...(sku ? { sku } : {}),
      quantity,
      product,
      ...(variant ? { variant } : {}),
      unitKobo,
      lineKobo: unitKobo * quantity,
      weightKg: weightKg(product),
      merchantId: product.merchantId,
      storeId: product.storeId,
      storeName: store?.storeName ?? product.storeName ?? '',
    },
  };
}

/** Why a priced line cannot be bought now (unavailable, out of stock or short), if it cannot. */
export function lineProblem(line: PricedLine): string | undefined {
  if (!isBuyable(line.product)) return `${line.product.name} is no longer available`;
  const stock = stockOf(line.product, line.variant);
  if (stock <= 0) return `${line.product.name} is out of stock`;
  if (line.quantity > stock) return `Only ${stock} of ${line.product.name} left in stock`;
  return undefined;
}

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

/** A gift card's share of the checkout. */
export interface GiftCardShare {
  card: GiftCardRow;
  appliedKobo: number;
  balanceAfterKobo: number;
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

/** The customer's addresses, oldest first. */
export function addressesOf(db: Database, customerId: number): AddressRow[] {
  return db
    .table('addresses')
    .where((a) => a.customerId === customerId)
    .sort((a, b) => a.id - b.id);
}

/** A gift card's status as of today: an active card past its expiry date is expired. */
export function effectiveStatus(env: SandboxEnv, card: GiftCardRow): S['GiftCardStatus'] {
  if (card.status === 'active' && card.expiresAt && card.expiresAt < today(env)) return 'expired';
  return card.status;
}

/** Spreads what is due over gift cards in the order applied, each up to its balance. */
export function spreadGiftCards(env: SandboxEnv, cards: GiftCardRow[], dueKobo: number): GiftCardShare[] {
  let left = Math.max(0, dueKobo);
  return cards
    .filter((card) => effectiveStatus(env, card) === 'active' && card.balance > 0)
    .map((card) => {
      const balance = kobo(card.balance);
      const applied = Math.min(balance, left);
      left -= applied;
      return { card, appliedKobo: applied, balanceAfterKobo: balance - applied };
    });
}

/** The gift cards applied to a cart, as rows. */
export function appliedCards(db: Database, cart: CartRow | undefined): GiftCardRow[] {
  return (cart?.giftCardIds ?? [])
    .map((id) => db.table('giftCards').get(id))
    .filter((c): c is GiftCardRow => !!c);
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
  const shippingKobo = parts.reduce((sum, p) => sum + kobo(p.shipping?.shippingFee ?? 0), 0);
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

// ---- Views -------------------------------------------------------------------------------------------

/** An address as the API sends it. */
export function addressView(address: AddressRow): S['ShippingAddress'] {
  return structuredClone(address);
}

/** A cart line as the API sends it (`cartItemsList`): customers never see cost prices. */
export function cartItemView(line: PricedLine): S['CartItem'] {
  const { product, variant } = line;
  return {
    id: product.id,
    name: product.name,
    merchantId: line.merchantId,
    storeName: line.storeName,
    ...(product.hostedImages ? { hostedImages: [...product.hostedImages] } : {}),
    weight: line.weightKg,
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
    amountApplied: naira(g.appliedKobo),
    balance: naira(g.balanceAfterKobo),
  }));
}

/** The Cart entity. `cartTotal` is the SDK's cartTotal rule over the lines (same kobo arithmetic). */
export function cartView(db: Database, state: CartState): S['Cart'] {
  const items = state.lines.map(cartItemView);
  const merchants = state.parts
    .map((p) => merchantShippingView(db, p.store))
    .filter((m): m is S['MerchantShippingDetails'] => !!m);
  return {
    cartItemsList: items,
    cartTotal: naira(state.subtotalKobo),
    discount: naira(state.pricing.discountKobo),
    discountedProduct: discountedProducts(state.lines, state.pricing),
    shippingFees: shippingFeesView(state),
    shippingFeeTotal: naira(state.shippingKobo),
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
    giftCardDiscount: naira(covered),
    ...(shippingKobo !== undefined ? { shippingFeeTotal: naira(shippingKobo) } : {}),
    amountDue: naira(Math.max(0, dueKobo - covered)),
  };
}

/** Splits a part's shipping fee over its lines by weight (by amount when nothing weighs), exactly. */
export function lineShippingKobo(state: CartState, part: MerchantPart): number[] {
  const fee = kobo(part.shipping?.shippingFee ?? 0);
  const lines = part.lineIndexes.map((i) => state.lines[i]).filter((l): l is PricedLine => !!l);
  const grams = lines.map((l) => Math.round(l.weightKg * 1000) * l.quantity);
  const weights = grams.some((g) => g > 0) ? grams : lines.map((l) => l.lineKobo);
  if (weights.every((w) => w === 0)) return lines.map((_, i) => (i === 0 ? fee : 0));
  return splitKobo(fee, weights);
}
