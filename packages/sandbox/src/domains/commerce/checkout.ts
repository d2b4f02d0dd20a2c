import { fromKobo, isLagos, toKobo } from '@marketplace/sdk';
// The interface the orders domain uses at checkout (create-order, simulate-order): what the customer's
// cart costs, split per merchant, and what happens to the cart, coupons, gift cards and stock once the
// orders exist.
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { actorStamp } from '../../shared/actorStamp';
import { recordStock } from '../catalog/recordStock';
import { type CartState, cartState } from './cartState';
import { lineShippingKobo } from './lineShippingKobo';
import './tables';
import { splitKobo } from './splitKobo';
import type { S } from './types';

/** One merchant's part of a checkout: becomes one order. */
export interface CheckoutGroup {
  merchantId: number;
  storeId: number;
  storeName: string;
  /** The lines, each with its unit price, coupon discount and share of the shipping fee. */
  items: S['OrderItem'][];
  /** Sum of the lines, naira. */
  subtotal: number;
  shippingFee: number;
  /** Coupon discount of the lines plus this group's share of the gift cards (Order.discount), naira. */
  discount: number;
  /** subtotal + shippingFee − discount (Order.total). */
  total: number;
  /** This group's share of the gift cards' cover (inside `discount`), naira. */
  giftCardAmount: number;
  /** Products a BuyXGetY coupon rewarded in this group (Order.rewardProductsIds). */
  rewardProductsIds?: number[];
  /** Whether the merchant and the delivery address are both in Lagos (Order.withinLagos). */
  withinLagos?: boolean;
  /** Whether the merchant's store is in Lagos (Order.lagosMerchant). */
  lagosMerchant?: boolean;
}

/** What the customer's cart costs now, split per merchant. */
export interface CheckoutQuote {
  customerId: number;
  groups: CheckoutGroup[];
  /** Sum of the groups' subtotals (the cart's cartTotal). */
  subtotal: number;
  shippingFee: number;
  /** Coupon discount only. */
  discount: number;
  /** What the applied gift cards cover. */
  giftCardAmount: number;
  /** subtotal + shippingFee − discount − giftCardAmount: what is left to pay by card. */
  total: number;
  appliedDiscountCodes: string[];
  /** Codes of the gift cards that cover part of it. */
  appliedGiftCards: string[];
  deliveryAddress: S['ShippingAddress'] | undefined;
}

/**
 * Prices the customer's cart for checkout. Error when the cart is empty, an item is no longer available
 * or short of stock, or there is no delivery address (`addressId` must be one of the customer's; without
 * it, the address chosen in calculate-shipping-fee, else the default address).
 *
 * @example
 * const quote = quoteCheckout(db, env, customer.id);
 * if ('error' in quote) return refuse(quote.error);
 */
export function quoteCheckout(
  db: Database,
  env: SandboxEnv,
  customerId: number,
  options: { addressId?: number } = {},
): CheckoutQuote | { error: string } {
  const state = cartState(db, env, customerId, options);
  if (state.lines.length === 0) return { error: 'Your cart is empty' };
  const problem = state.problems.find((p) => p);
  if (problem) return { error: problem };
  if (!state.address) {
    return {
      error:
        options.addressId !== undefined
          ? 'Delivery address not found'
          : 'Add a delivery address to check out',
    };
  }
  return quoteOf(state);
}

function quoteOf(state: CartState): CheckoutQuote {
  // The gift cards' cover is shared between the merchants' parts in proportion to what each part costs.
  const partDue = state.parts.map(
    (p) => p.subtotalKobo - p.discountKobo + toKobo(p.shipping?.shippingFee ?? 0),
  );
  const giftShares = splitKobo(state.giftCardKobo, partDue);
  const groups = state.parts.map((part, p): CheckoutGroup => {
    const shipping = lineShippingKobo(state, part);
    const items = part.lineIndexes.map((index, j): S['OrderItem'] => {
      const line = state.lines[index];
      if (!line) throw new Error('line out of range');
      const variant = line.variant ?? (line.sku ? { sku: line.sku } : undefined);
      return {
        productId: line.productId,
        merchantId: line.merchantId,
        storeName: line.storeName,
        storeId: line.storeId,
        shippingFee: fromKobo(shipping[j] ?? 0),
        quantity: line.quantity,
        productPrice: fromKobo(line.unitKobo),
        productName: line.product.name,
        ...(line.product.hostedImages ? { hostedImages: [...line.product.hostedImages] } : {}),
        ...(variant ? { productVariants: [{ ...variant, quantity: line.quantity }] } : {}),
        discount: fromKobo(state.pricing.lineDiscount[index] ?? 0),
      };
    });
    const shippingKobo = toKobo(part.shipping?.shippingFee ?? 0);
    const discountKobo = part.discountKobo + (giftShares[p] ?? 0);
    const rewards = state.pricing.rewardProductIds.filter((id) =>
      part.lineIndexes.some((i) => state.lines[i]?.productId === id),
    );
    return {
      merchantId: part.merchantId,
      storeId: part.storeId,
      storeName: part.storeName,
      items,
      subtotal: fromKobo(part.subtotalKobo),
      shippingFee: fromKobo(shippingKobo),
      discount: fromKobo(discountKobo),
      total: fromKobo(part.subtotalKobo + shippingKobo - discountKobo),
      giftCardAmount: fromKobo(giftShares[p] ?? 0),
      rewardProductsIds: rewards,
      withinLagos: part.shipping?.withinLagos ?? false,
      lagosMerchant: isLagos(part.store?.shippingLocation?.state),
    };
  });
  return {
    customerId: state.customerId,
    groups,
    subtotal: fromKobo(state.subtotalKobo),
    shippingFee: fromKobo(state.shippingKobo),
    discount: fromKobo(state.pricing.discountKobo),
    giftCardAmount: fromKobo(state.giftCardKobo),
    total: fromKobo(state.totalKobo),
    appliedDiscountCodes: [...state.pricing.appliedCodes],
    appliedGiftCards: state.giftCards.filter((g) => g.appliedKobo > 0).map((g) => g.card.code),
    deliveryAddress: state.address ? structuredClone(state.address) : undefined,
  };
}

/**
 * After the orders are created: counts a use of each coupon that discounted the cart, debits the gift
 * cards (logging a `redeemed` activity against the orders), takes the units out of stock, and empties
 * the cart (items, codes and gift cards; the chosen address stays).
 *
 * @example
 * const orders = quote.groups.map((group) => insertOrder(group));
 * completeCheckout(db, env, customer.id, orders.map((o) => o.id));
 */
export function completeCheckout(
  db: Database,
  env: SandboxEnv,
  customerId: number,
  orderIds: number[],
): void {
  const state = cartState(db, env, customerId);
  const now = env.now().toISOString();
  const orders = orderIds.map((id) => db.table('orders').get(id)).filter((o) => o !== undefined);

  for (const outcome of state.pricing.outcomes) {
    const merchantId = outcome.coupon.merchantId;
    const covered = merchantId === undefined ? orders : orders.filter((o) => o.merchantId === merchantId);
    db.table('couponUsages').insert({
      couponId: outcome.coupon.id,
      customerId,
      orderIds: covered.map((o) => o.id),
      discount: fromKobo(outcome.discountKobo),
      createdAt: now,
    });
    // The order shows the code it was discounted with (an Automatic coupon has none).
    const code = outcome.code ?? outcome.coupon.code;
    if (outcome.coupon.discountMode !== 'Code' || !code) continue;
    const discounted = new Set(
      state.lines.filter((_line, i) => (outcome.perLine[i] ?? 0) > 0).map((line) => line.merchantId),
    );
    for (const order of covered.filter((o) => discounted.has(o.merchantId))) {
      const codes = db.table('orders').get(order.id)?.couponCodes ?? [];
      if (!codes.includes(code)) db.table('orders').update(order.id, { couponCodes: [...codes, code] });
    }
  }

  const names = orders.map((o) => o.orderName).join(', ');
  // Which card paid how much of which order, so a cancelled order gives each card back its own part:
  // the cards fill the orders' gift card shares in order (each sum is exact to the kobo).
  const owed = orders.map((o) => toKobo(o.giftCardAmount ?? 0));
  const shares = orders.map((): { giftCardId: number; amount: number }[] => []);
  for (const share of state.giftCards) {
    let left = share.appliedKobo;
    for (let i = 0; i < orders.length && left > 0; i++) {
      const take = Math.min(left, owed[i] ?? 0);
      if (take <= 0) continue;
      owed[i] = (owed[i] ?? 0) - take;
      left -= take;
      shares[i]?.push({ giftCardId: share.card.id, amount: fromKobo(take) });
    }
  }
  orders.forEach((order, i) => {
    if (shares[i]?.length) db.table('orders').update(order.id, { giftCardShares: shares[i] });
  });
  for (const share of state.giftCards) {
    if (share.appliedKobo <= 0) continue;
    const balance = fromKobo(share.balanceAfterKobo);
    const status = balance === 0 ? 'redeemed' : share.card.status;
    db.table('giftCards').update(share.card.id, { balance, status, updatedAt: now });
    db.table('giftCardActivities').insert({
      giftCardId: share.card.id,
      code: share.card.code,
      activity: 'redeemed',
      amount: fromKobo(share.appliedKobo),
      balanceAfter: balance,
      status,
      customerId,
      ...(orders[0] ? { orderId: orders[0].id } : {}),
      description: names ? `Used on order ${names}` : 'Used at checkout',
      createdAt: now,
    });
  }

  const customer = db.table('users').get(customerId);
  for (const line of state.lines) {
    const product = db.table('products').get(line.productId);
    if (!product) continue;
    const before = structuredClone(product);
    const order = orders.find((o) => o.orderItems?.some((item) => item.productId === line.productId));
    const variants = product.productVariant?.variant;
    const patch: Partial<typeof product> = {
      quantity: Math.max(0, (product.quantity ?? 0) - line.quantity),
      updatedAt: now,
    };
    if (line.variant && variants && product.productVariant) {
      patch.productVariant = {
        ...product.productVariant,
        variant: variants.map((v) =>
          v.sku === line.sku ? { ...v, quantity: Math.max(0, (v.quantity ?? 0) - line.quantity) } : v,
        ),
      };
    }
    const after = db.table('products').update(product.id, patch);
    if (after)
      recordStock(db, env, before, after, {
        reason: 'sale',
        ...(order ? { orderId: order.id, orderName: order.orderName } : {}),
        ...(customer ? { actor: actorStamp(customer) } : {}),
      });
  }

  if (state.cart) {
    db.table('carts').update(state.cart.id, { items: [], appliedCodes: [], giftCardIds: [], updatedAt: now });
  }
}
