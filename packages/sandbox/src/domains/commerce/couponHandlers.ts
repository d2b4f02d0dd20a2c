// Coupons: merchants (and admins) manage them; customers list the ones that may apply, validate a code
// against their cart and apply it.
import { COUPON_DEFAULTS, couponUsesLeft, type FieldError, fromKobo } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { fullName } from '../../shared/fullName';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { merchantIdOf } from '../../shared/merchantIdOf';
import { page } from '../../shared/page';
import { recordAudit } from '../audit/recordAudit';
import { cartOf } from './cartOf';
import { cartState } from './cartState';
import {
  couponBlock,
  couponOnLines,
  couponUsage,
  discountedProducts,
  findCouponByCode,
  inScope,
  matchesTargets,
  type PricedLine,
  priceCoupons,
  scopeOf,
} from './coupons';
import { priceLine } from './priceLine';
import type { CouponRow } from './tables';
import type { S } from './types';

type CouponForm = S['CouponForm'];

/**
 * A coupon as the API sends it: the picked customers by name, its uses and the uses left; with its
 * discount rows when `full`.
 */
export function couponView(db: Database, coupon: CouponRow, full = false): S['Coupon'] {
  const { customerIds, ...api } = coupon;
  const timesUsed = couponUsage(db, coupon.id).total;
  const view: S['Coupon'] = {
    ...structuredClone(api),
    eligibleCustomers: (customerIds ?? []).flatMap((id) => {
      const customer = db.table('users').get(id);
      return customer ? [{ id, name: fullName(customer) }] : [];
    }),
    timesUsed,
    usesLeft: couponUsesLeft(coupon.usageLimit, timesUsed),
  };
  if (!full) return view;
  const entries = db.table('couponEntries').where((e) => e.couponId === coupon.id);
  const row = ({ kind: _kind, ...entry }: (typeof entries)[number]) => ({ ...entry });
  return {
    ...view,
    percentageCoupons: entries.filter((e) => e.kind === 'percent').map(row),
    fixedCoupons: entries.filter((e) => e.kind === 'fixed').map(row),
  };
}

/**
 * Who may manage coupons and which: a merchant its own store's, an admin or super admin any (and an
 * admin's new coupon is a platform coupon); dispatchers and schedulers none.
 */
function manager(db: Database, user: UserRow | undefined): { merchantId?: number } | undefined {
  if (!user) return undefined;
  if (user.role === 'merchant') return { merchantId: merchantIdOf(db, user) };
  return isPlatformAdmin(user) ? {} : undefined;
}

function managedCoupon(db: Database, user: UserRow | undefined, id: number): Reply<never> | CouponRow {
  const who = manager(db, user);
  if (!who) return forbidden('Only merchants and admins manage coupons');
  const coupon = db.table('coupons').get(id);
  if (!coupon) return notFound('Coupon not found');
  if (who.merchantId !== undefined && coupon.merchantId !== who.merchantId)
    return forbidden('You can only manage your own coupons');
  return coupon;
}

/** The form's rules the schema cannot say, then the coupon's fields with the spec's defaults. */
function readForm(
  db: Database,
  body: CouponForm,
  merchantId: number | undefined,
  existing?: CouponRow,
): Reply<never> | Omit<CouponRow, 'id' | 'createdAt' | 'updatedAt'> {
  const errors: FieldError[] = [];
  const code = body.code?.trim();
  if (body.discountMode === 'Code' && !code)
    errors.push({ field: 'code', message: 'Code is required for a Code coupon' });
  if (body.endDate < body.startDate)
    errors.push({ field: 'endDate', message: 'End date must be on or after the start date' });
  if (body.discountType === 'Percent' && (body.discountValue <= 0 || body.discountValue > 100)) {
    errors.push({
      field: 'discountValue',
      message: 'A percent discount must be more than 0 and at most 100',
    });
  }
  if (body.discountType === 'Fixed' && body.discountValue <= 0) {
    errors.push({ field: 'discountValue', message: 'A fixed discount must be more than ₦0' });
  }
  const rewardValue = body.rewardValue ?? COUPON_DEFAULTS.rewardValue;
  if (body.discountType === 'BuyXGetY' && (rewardValue <= 0 || rewardValue > 100)) {
    errors.push({
      field: 'rewardValue',
      message: 'The reward must be more than 0 and at most 100 percent off',
    });
  }
  for (const [field, kind, targets] of [
    ['spendAppliesToId', body.spendAppliesTo, body.spendAppliesToId],
    ['rewardAppliesToId', body.rewardAppliesTo ?? COUPON_DEFAULTS.rewardAppliesTo, body.rewardAppliesToId],
  ] as const) {
    if (!(kind ?? '').toLowerCase().startsWith('product')) continue;
    for (const target of targets ?? []) {
      const product = db.table('products').get(target.id);
      if (!product || product.deleted || (merchantId !== undefined && product.merchantId !== merchantId)) {
        errors.push({ field, message: `Product ${target.id} is not in your store` });
      }
    }
  }
  const eligibility = body.customerEligibility ?? COUPON_DEFAULTS.customerEligibility;
  const customerIds = [...new Set((body.eligibleCustomers ?? []).map((c) => c.id))];
  if (eligibility === 'SpecificCustomers') {
    if (customerIds.length === 0)
      errors.push({ field: 'eligibleCustomers', message: 'Pick at least one customer for this coupon' });
    for (const id of customerIds) {
      if (db.table('users').get(id)?.role !== 'customer')
        errors.push({ field: 'eligibleCustomers', message: `Customer ${id} does not exist` });
    }
  }
  if (errors.length > 0) return invalid(errors, errors[0]?.message);
  if (code) {
    const clash = findCouponByCode(db, code);
    if (clash && clash.id !== existing?.id) return refuse('A coupon with this code already exists');
  }
  return {
    ...(code ? { code } : {}),
    ...(merchantId !== undefined ? { merchantId } : {}),
    discountMode: body.discountMode,
    description: body.description ?? '',
    discountType: body.discountType,
    discountValue: body.discountValue,
    startDate: body.startDate,
    endDate: body.endDate,
    spendAppliesTo: body.spendAppliesTo ?? '',
    spendAppliesToId: (body.spendAppliesToId ?? []).map((t) => ({ ...t })),
    minRequireType: body.minRequireType ?? COUPON_DEFAULTS.minRequireType,
    minRequireValue: body.minRequireValue ?? COUPON_DEFAULTS.minRequireValue,
    usageLimit: body.usageLimit ?? COUPON_DEFAULTS.usageLimit,
    usageLimitPerUser: body.usageLimitPerUser ?? COUPON_DEFAULTS.usageLimitPerUser,
    customerEligibility: eligibility,
    ...(eligibility === 'SpecificCustomers' ? { customerIds } : {}),
    customerReward: body.customerReward ?? COUPON_DEFAULTS.customerReward,
    rewardAppliesTo: body.rewardAppliesTo ?? COUPON_DEFAULTS.rewardAppliesTo,
    rewardAppliesToId: (body.rewardAppliesToId ?? []).map((t) => ({ ...t })),
    rewardValue,
  };
}

/** Rewrites a coupon's percentageCoupons / fixedCoupons rows: one per target product, else one for all. */
export function writeCouponEntries(db: Database, coupon: CouponRow): void {
  const entries = db.table('couponEntries');
  for (const entry of entries.where((e) => e.couponId === coupon.id)) entries.delete(entry.id);
  if (coupon.discountType === 'BuyXGetY') return;
  const kind = coupon.discountType === 'Percent' ? 'percent' : 'fixed';
  const products = (coupon.spendAppliesTo ?? '').toLowerCase().startsWith('product')
    ? (coupon.spendAppliesToId ?? [])
    : [];
  const base = {
    couponId: coupon.id,
    kind,
    discountValue: coupon.discountValue,
    createdAt: coupon.updatedAt,
  } as const;
  if (products.length === 0) entries.insert({ ...base });
  for (const target of products) entries.insert({ ...base, productId: target.id });
}

/** The cart lines a customer sends, priced from the catalogue. */
function pricedLines(db: Database, items: S['CartLine'][]): PricedLine[] | Reply<never> {
  const lines: PricedLine[] = [];
  for (const item of items) {
    const priced = priceLine(db, item.productId, item.sku, item.quantity);
    if ('error' in priced) return priced.status === 404 ? notFound(priced.error) : refuse(priced.error);
    lines.push(priced.line);
  }
  return lines;
}

const isReply = (value: unknown): value is Reply<never> =>
  typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false;

export const couponHandlers = defineHandlers({
  getAllCoupons: ({ db, query, user }) => {
    const who = manager(db, user);
    if (!who) return forbidden('Only merchants and admins manage coupons');
    const rows = db
      .table('coupons')
      .where((c) => who.merchantId === undefined || c.merchantId === who.merchantId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const shown = page(rows, query);
    return ok(
      { count: shown.count, rows: shown.rows.map((c) => couponView(db, c)) },
      'Coupons fetched successfully',
    );
  },

  createCoupon: ({ db, env, body, user }) => {
    const who = manager(db, user);
    if (!who) return forbidden('Only merchants and admins manage coupons');
    const fields = readForm(db, body, who.merchantId);
    if (isReply(fields)) return fields;
    const now = env.now().toISOString();
    const coupon = db.table('coupons').insert({ ...fields, createdAt: now, updatedAt: now });
    writeCouponEntries(db, coupon);
    recordAudit(db, env, {
      kind: 'coupon',
      action: 'Created the coupon',
      recordType: 'coupon',
      recordId: coupon.id,
      recordLabel: coupon.code ?? coupon.description,
    });
    return ok(couponView(db, coupon), 'Coupon created successfully', 201);
  },

  getOneCoupon: ({ db, path, user }) => {
    const coupon = managedCoupon(db, user, path.id);
    if (isReply(coupon)) return coupon;
    return ok(couponView(db, coupon, true), 'Coupon fetched successfully');
  },

  updateCoupon: ({ db, env, path, body, user }) => {
    const coupon = managedCoupon(db, user, path.id);
    if (isReply(coupon)) return coupon;
    const fields = readForm(db, body, coupon.merchantId, coupon);
    if (isReply(fields)) return fields;
    // The whole form is sent: fields left out go back to their defaults (a platform coupon stays one).
    const { id, createdAt } = coupon;
    db.table('coupons').delete(id);
    const updated = db
      .table('coupons')
      .insert({ ...fields, id, createdAt, updatedAt: env.now().toISOString() });
    writeCouponEntries(db, updated);
    recordAudit(db, env, {
      kind: 'coupon',
      action: 'Changed the coupon',
      recordType: 'coupon',
      recordId: updated.id,
      recordLabel: updated.code ?? updated.description,
    });
    return ok(couponView(db, updated), 'Coupon updated successfully');
  },

  deleteCoupon: ({ db, env, path, user }) => {
    const coupon = managedCoupon(db, user, path.id);
    if (isReply(coupon)) return coupon;
    db.table('coupons').delete(coupon.id);
    for (const entry of db.table('couponEntries').where((e) => e.couponId === coupon.id))
      db.table('couponEntries').delete(entry.id);
    recordAudit(db, env, {
      kind: 'coupon',
      action: 'Deleted the coupon',
      recordType: 'coupon',
      recordId: coupon.id,
      recordLabel: coupon.code ?? coupon.description,
    });
    return ok({ id: coupon.id }, 'Coupon deleted successfully');
  },

  getCustomerCoupons: ({ db, env, body, user }) => {
    const customerId = user?.role === 'customer' ? user.id : undefined;
    const productIds = [
      ...new Set([...(body.productIds ?? []), ...(body.cartItems ?? []).map((i) => i.productId)]),
    ];
    const lines = productIds
      .map((id) => priceLine(db, id, undefined, 1))
      .flatMap((p) => ('line' in p ? [p.line] : []));
    const merchantIds = new Set(body.merchantIds ?? []);
    const filtered = productIds.length > 0 || merchantIds.size > 0;
    const day = lagosDay(env.now());
    const coupons = db
      .table('coupons')
      .where((c) => c.startDate <= day && day <= c.endDate && !couponBlock(db, env, c, customerId))
      .filter(
        (c) =>
          !filtered ||
          lines.some((l) => inScope(c, l) && matchesTargets(c.spendAppliesTo, c.spendAppliesToId, l)) ||
          (c.merchantId !== undefined && merchantIds.has(c.merchantId)) ||
          (c.merchantId === undefined && merchantIds.size > 0),
      )
      .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id - b.id);
    return ok(
      coupons.map((c) => couponView(db, c)),
      'Coupons fetched successfully',
    );
  },

  validateCoupon: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const coupon = findCouponByCode(db, body.code);
    if (!coupon) return refuse('Invalid coupon code');
    const block = couponBlock(db, env, coupon, user.id);
    if (block) return refuse(block);
    let lines: PricedLine[];
    if (body.cartItems && body.cartItems.length > 0) {
      const priced = pricedLines(db, body.cartItems);
      if (isReply(priced)) return priced;
      lines = priced;
    } else {
      lines = cartState(db, env, user.id).lines;
    }
    if (lines.length === 0) return refuse('Your cart is empty');
    const result = couponOnLines(
      coupon,
      lines,
      lines.map((l) => l.lineKobo),
    );
    const summary = {
      code: coupon.code ?? body.code,
      couponId: coupon.id,
      discountType: coupon.discountType,
      discountValue: coupon.discountValue,
    };
    // The code is good but this cart does not meet its terms: valid false, the reason as the message.
    if (!result.ok) return ok({ valid: false, ...summary, discount: 0 }, result.reason);
    return ok(
      { valid: true, ...summary, discount: fromKobo(result.outcome.discountKobo) },
      'Coupon is valid',
    );
  },

  applyCoupon: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const coupon = findCouponByCode(db, body.code);
    if (!coupon) return refuse('Invalid coupon code');
    const block = couponBlock(db, env, coupon, user.id);
    if (block) return refuse(block);
    const lines = pricedLines(db, body.cartItems);
    if (isReply(lines)) return lines;
    const alone = couponOnLines(
      coupon,
      lines,
      lines.map((l) => l.lineKobo),
    );
    if (!alone.ok) return refuse(alone.reason);

    const cart = cartOf(db, env, user.id);
    const same = (code: string) => findCouponByCode(db, code)?.id === coupon.id;
    const earlier = [...new Set([...cart.appliedCodes, ...(body.appliedDiscountCodes ?? [])])];
    if (priceCoupons(db, env, user.id, lines, earlier).appliedCodes.some(same))
      return refuse('Coupon already applied');
    // One coupon per store: a new code replaces the store's earlier one.
    const replaced = earlier.filter((code) => {
      const other = findCouponByCode(db, code);
      return other && other.id !== coupon.id && scopeOf(other) === scopeOf(coupon);
    });
    const codes = [
      ...earlier.filter((code) => !replaced.includes(code) && !same(code)),
      coupon.code ?? body.code,
    ];
    const pricing = priceCoupons(db, env, user.id, lines, codes);
    if (!pricing.appliedCodes.some(same)) return refuse('Coupon does not reduce your cart any further');
    db.table('carts').update(cart.id, {
      appliedCodes: [...pricing.appliedCodes],
      updatedAt: env.now().toISOString(),
    });

    const totalKobo = lines.reduce((sum, l) => sum + l.lineKobo, 0);
    const message =
      replaced.length > 0
        ? `Coupon applied successfully (replaces ${replaced.join(', ')})`
        : 'Coupon applied successfully';
    return ok(
      {
        appliedDiscountCodes: [...pricing.appliedCodes],
        discount: fromKobo(pricing.discountKobo),
        discountedProduct: discountedProducts(lines, pricing),
        rewardProductsIds: [...pricing.rewardProductIds],
        cartTotal: fromKobo(totalKobo),
        totalAfterDiscount: fromKobo(totalKobo - pricing.discountKobo),
      },
      message,
    );
  },

  removeCoupon: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const cart = cartOf(db, env, user.id);
    const wanted = body.code.trim().toUpperCase();
    const code = cart.appliedCodes.find((c) => c.trim().toUpperCase() === wanted);
    if (!code) return refuse('Coupon is not applied to your cart');
    const lines = pricedLines(db, body.cartItems);
    if (isReply(lines)) return lines;
    // The codes left are priced again: one that gave way to the removed code may apply now.
    const pricing = priceCoupons(
      db,
      env,
      user.id,
      lines,
      cart.appliedCodes.filter((c) => c !== code),
    );
    db.table('carts').update(cart.id, {
      appliedCodes: [...pricing.appliedCodes],
      updatedAt: env.now().toISOString(),
    });
    const totalKobo = lines.reduce((sum, l) => sum + l.lineKobo, 0);
    return ok(
      {
        appliedDiscountCodes: [...pricing.appliedCodes],
        discount: fromKobo(pricing.discountKobo),
        discountedProduct: discountedProducts(lines, pricing),
        rewardProductsIds: [...pricing.rewardProductIds],
        cartTotal: fromKobo(totalKobo),
        totalAfterDiscount: fromKobo(totalKobo - pricing.discountKobo),
      },
      `Coupon ${code} removed`,
    );
  },
});
