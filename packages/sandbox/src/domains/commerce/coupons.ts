// How coupons discount a set of priced lines: who may use a coupon (dates, limits, eligibility), which
// lines it counts and discounts, and the amount, exact in kobo. Rules in docs/rules/commerce.md.
import { formatMoney, isCouponCustomer, toKobo } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { lagosDay } from '../../lagosDay';
import { spreadKobo } from './splitKobo';
import type { CouponRow } from './tables';
import type { S } from './types';

/** A cart line priced from the catalogue (never from what a client sends). */
export interface PricedLine {
  productId: number;
  sku?: string;
  quantity: number;
  product: ProductRow;
  variant?: S['ProductVariantItem'];
  /** Unit price (the first pricing's sellingPrice) in kobo. */
  unitKobo: number;
  /** quantity × unit price, in kobo. */
  lineKobo: number;
  /** One unit's weight in kg. */
  weightKg: number;
  merchantId: number;
  storeId: number;
  storeName: string;
}

/** What one coupon takes off the lines. */
export interface CouponOutcome {
  coupon: CouponRow;
  /** The code the customer applied it with (absent for an Automatic coupon that applied by itself). */
  code?: string;
  /** Kobo off each line, by line index. */
  perLine: number[];
  discountKobo: number;
  rewardProductIds: number[];
}

/** Finds a coupon by its code, ignoring case and surrounding spaces. */
export function findCouponByCode(db: Database, code: string): CouponRow | undefined {
  const wanted = code.trim().toUpperCase();
  return db.table('coupons').find((c) => !!c.code && c.code.trim().toUpperCase() === wanted);
}

/** The times a coupon was used, in all and by one customer. */
export function couponUsage(
  db: Database,
  couponId: number,
  customerId?: number,
): { total: number; byCustomer: number } {
  const usages = db.table('couponUsages').where((u) => u.couponId === couponId);
  return { total: usages.length, byCustomer: usages.filter((u) => u.customerId === customerId).length };
}

/**
 * Why a coupon cannot be used by this customer today, whatever the cart: not started, expired, used up,
 * used up by the customer, or not for this customer. `undefined` when it can be used.
 */
export function couponBlock(
  db: Database,
  env: SandboxEnv,
  coupon: CouponRow,
  customerId?: number,
): string | undefined {
  const day = lagosDay(env.now());
  if (day < coupon.startDate) return 'Coupon is not active yet';
  if (day > coupon.endDate) return 'Coupon has expired';
  const usage = couponUsage(db, coupon.id, customerId);
  if (coupon.usageLimit && usage.total >= coupon.usageLimit) return 'Coupon usage limit reached';
  if (customerId !== undefined && coupon.usageLimitPerUser && usage.byCustomer >= coupon.usageLimitPerUser) {
    return 'You have already used this coupon the maximum number of times';
  }
  if (coupon.customerEligibility === 'SpecificCustomers' && !isEligibleCustomer(coupon, customerId)) {
    return 'This coupon is not available to you';
  }
  return undefined;
}

/** `SpecificCustomers`: only the customers the coupon names (`customerIds`), by the SDK's rule. */
function isEligibleCustomer(coupon: CouponRow, customerId?: number): boolean {
  const eligibleCustomers = (coupon.customerIds ?? []).map((id) => ({ id, name: '' }));
  return isCouponCustomer({ customerEligibility: coupon.customerEligibility, eligibleCustomers }, customerId);
}

/** Whether a line is among the coupon's targets (`Product`, `Category`, `SubCategory`, `ChildCategory`). */
export function matchesTargets(
  kind: string | undefined,
  targets: S['CouponTarget'][] | undefined,
  line: PricedLine,
): boolean {
  if (!targets || targets.length === 0) return true;
  const ids = new Set(targets.map((t) => t.id));
  const key = (kind ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (key.startsWith('product')) return ids.has(line.productId);
  if (key.startsWith('subcategor')) return ids.has(line.product.subCategoryId);
  if (key.startsWith('childcategor')) return ids.has(line.product.childCategoryId);
  if (key.startsWith('categor')) return ids.has(line.product.categoryId);
  return true; // `All`, `Store`, an empty or unknown kind: every line of the coupon's store
}

/** Whether the line is the coupon's merchant's (every line for a platform coupon). */
export function inScope(coupon: CouponRow, line: PricedLine): boolean {
  return coupon.merchantId === undefined || coupon.merchantId === line.merchantId;
}

/**
 * What the coupon takes off `lines`, given what is left of each line after earlier coupons
 * (`remaining`, kobo). Refused with the reason when the cart does not meet the coupon's terms.
 */
export function couponOnLines(
  coupon: CouponRow,
  lines: PricedLine[],
  remaining: number[],
): { ok: true; outcome: CouponOutcome } | { ok: false; reason: string } {
  const eligible = lines
    .map((line, index) => ({ line, index }))
    .filter(
      ({ line }) =>
        inScope(coupon, line) && matchesTargets(coupon.spendAppliesTo, coupon.spendAppliesToId, line),
    );
  if (eligible.length === 0) return { ok: false, reason: 'Coupon does not apply to the items in your cart' };

  const spendKobo = eligible.reduce((sum, { line }) => sum + line.lineKobo, 0);
  const units = eligible.reduce((sum, { line }) => sum + line.quantity, 0);
  const minimum = coupon.minRequireValue ?? 0;
  if (coupon.minRequireType === 'Quantity') {
    if (units < minimum)
      return { ok: false, reason: `Minimum quantity is ${minimum} ${minimum === 1 ? 'item' : 'items'}` };
  } else if (coupon.minRequireType !== 'None' && spendKobo < toKobo(minimum)) {
    return { ok: false, reason: `Minimum order amount is ${formatMoney(minimum)}` };
  }

  const perLine = lines.map(() => 0);
  const rewardProductIds: number[] = [];
  if (coupon.discountType === 'Percent') {
    for (const { index } of eligible) {
      const left = remaining[index] ?? 0;
      perLine[index] = Math.min(left, Math.round((left * coupon.discountValue) / 100));
    }
  } else if (coupon.discountType === 'Fixed') {
    const shares = spreadKobo(
      toKobo(coupon.discountValue),
      eligible.map(({ index }) => remaining[index] ?? 0),
    );
    eligible.forEach(({ index }, i) => {
      perLine[index] = shares[i] ?? 0;
    });
  } else {
    // BuyXGetY: spend `customerReward` naira on the qualifying lines (buy X), get `rewardValue` percent
    // off one unit of each reward product in the cart (get Y; 100 makes it free).
    const threshold = coupon.customerReward ?? 2000;
    if (spendKobo < toKobo(threshold)) {
      return { ok: false, reason: `Spend ${formatMoney(threshold)} on qualifying items to get this reward` };
    }
    const rewards = coupon.rewardAppliesToId?.length
      ? lines
          .map((line, index) => ({ line, index }))
          .filter(
            ({ line }) =>
              inScope(coupon, line) && matchesTargets(coupon.rewardAppliesTo, coupon.rewardAppliesToId, line),
          )
      : eligible;
    if (rewards.length === 0)
      return { ok: false, reason: 'Add the reward product to your cart to get this reward' };
    const percent = Math.min(100, Math.max(0, coupon.rewardValue ?? 20));
    for (const { line, index } of rewards) {
      perLine[index] = Math.min(remaining[index] ?? 0, Math.round((line.unitKobo * percent) / 100));
      if ((perLine[index] ?? 0) > 0 && !rewardProductIds.includes(line.productId))
        rewardProductIds.push(line.productId);
    }
  }
  const discountKobo = perLine.reduce((a, b) => a + b, 0);
  return { ok: true, outcome: { coupon, perLine, discountKobo, rewardProductIds } };
}

/** The scope of a coupon for the one-coupon-per-store rule: its merchant, or the platform. */
export const scopeOf = (coupon: CouponRow): string =>
  coupon.merchantId === undefined ? 'platform' : `m${coupon.merchantId}`;

/** All the coupons that discount `lines`: the codes given (in order), then the best Automatic coupon of each store. */
export interface LinesPricing {
  outcomes: CouponOutcome[];
  /** Kobo off each line, all coupons together. */
  lineDiscount: number[];
  discountKobo: number;
  /** The codes given that apply to these lines. */
  appliedCodes: string[];
  rewardProductIds: number[];
}

/**
 * Prices the coupons of a cart: each code given, when the customer may use it and the lines meet its
 * terms (one coupon per store, the first code wins), then for each store without a code the Automatic
 * coupon that takes the most off. Coupons apply one after the other on what is left of each line.
 */
export function priceCoupons(
  db: Database,
  env: SandboxEnv,
  customerId: number | undefined,
  lines: PricedLine[],
  codes: readonly string[],
): LinesPricing {
  const remaining = lines.map((l) => l.lineKobo);
  const outcomes: CouponOutcome[] = [];
  const scopes = new Set<string>();
  const appliedCodes: string[] = [];
  const take = (outcome: CouponOutcome) => {
    outcomes.push(outcome);
    outcome.perLine.forEach((k, i) => {
      remaining[i] = (remaining[i] ?? 0) - k;
    });
    scopes.add(scopeOf(outcome.coupon));
  };

  for (const code of codes) {
    const coupon = findCouponByCode(db, code);
    if (!coupon || scopes.has(scopeOf(coupon)) || couponBlock(db, env, coupon, customerId)) continue;
    const result = couponOnLines(coupon, lines, remaining);
    if (!result.ok || result.outcome.discountKobo <= 0) continue;
    take({ ...result.outcome, code: coupon.code ?? code });
    appliedCodes.push(coupon.code ?? code);
  }

  const automatic = db
    .table('coupons')
    .where(
      (c) => c.discountMode === 'Automatic' && !scopes.has(scopeOf(c)) && lines.some((l) => inScope(c, l)),
    )
    .sort((a, b) => a.id - b.id);
  const best = new Map<string, CouponOutcome>();
  for (const coupon of automatic) {
    if (couponBlock(db, env, coupon, customerId)) continue;
    const result = couponOnLines(coupon, lines, remaining);
    if (!result.ok || result.outcome.discountKobo <= 0) continue;
    const current = best.get(scopeOf(coupon));
    if (!current || result.outcome.discountKobo > current.discountKobo)
      best.set(scopeOf(coupon), result.outcome);
  }
  // Store coupons first, the platform's last, so each works on what the earlier left.
  const chosen = [...best.values()].sort(
    (a, b) => Number(a.coupon.merchantId === undefined) - Number(b.coupon.merchantId === undefined),
  );
  for (const outcome of chosen) {
    const result = couponOnLines(outcome.coupon, lines, remaining);
    if (result.ok && result.outcome.discountKobo > 0) take(result.outcome);
  }

  const lineDiscount = lines.map((l, i) => l.lineKobo - (remaining[i] ?? 0));
  return {
    outcomes,
    lineDiscount,
    discountKobo: lineDiscount.reduce((a, b) => a + b, 0),
    appliedCodes,
    rewardProductIds: [...new Set(outcomes.flatMap((o) => o.rewardProductIds))],
  };
}

/** The contract's `discountedProduct` entries: one per coupon and product it discounted. */
export function discountedProducts(lines: PricedLine[], pricing: LinesPricing): S['DiscountedProduct'][] {
  const entries: S['DiscountedProduct'][] = [];
  const taken = lines.map(() => 0);
  for (const outcome of pricing.outcomes) {
    outcome.perLine.forEach((k, i) => {
      const line = lines[i];
      if (!line || k <= 0) return;
      taken[i] = (taken[i] ?? 0) + k;
      entries.push({
        productId: line.productId,
        merchantId: line.merchantId,
        ...(outcome.code ? { code: outcome.code } : {}),
        discount: k / 100,
        discountedPrice: (line.lineKobo - (taken[i] ?? 0)) / 100,
      });
    });
  }
  return entries;
}
