// Gift cards: customers buy them and pay with them at checkout; admins list them, set their status and
// read their activities and analytics.
import { fromKobo, sortGiftCards, toKobo } from '@marketplace/sdk';
import type { ActorStamp } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, notFound, ok, refuse } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { addDays } from '../../shared/addDays';
import { inDateRange } from '../../shared/inDateRange';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { recordAudit } from '../audit/recordAudit';
import { cartOf } from './cartOf';
import { cartState } from './cartState';
import { giftCardApplicationView } from './cartView';
import { pageByNumber } from './pageByNumber';
import { startPayment } from './payments';
import { randomCode } from './randomCode';
import { appliedCards, effectiveStatus, spreadGiftCards } from './spreadGiftCards';
import type { GiftCardActivityRow, GiftCardRow } from './tables';
import type { S } from './types';

/** Face values a customer may buy, in naira. */
export const GIFT_CARD_LIMITS = { min: 1000, max: 500_000 } as const;

/** A gift card as the API sends it, with its status as of today. */
export function giftCardView(env: SandboxEnv, card: GiftCardRow): S['GiftCard'] {
  const { paymentReference: _reference, ...api } = card;
  return { ...structuredClone(api), status: effectiveStatus(env, card) };
}

export function findGiftCardByCode(db: Database, code: string): GiftCardRow | undefined {
  const wanted = code.trim().toUpperCase();
  return db.table('giftCards').find((c) => c.code.toUpperCase() === wanted);
}

/** Appends to a gift card's activity log. */
export function logGiftCard(
  db: Database,
  env: SandboxEnv,
  card: GiftCardRow,
  activity: GiftCardActivityRow['activity'],
  extra: Partial<Omit<GiftCardActivityRow, 'id' | 'giftCardId' | 'activity' | 'actor'>> = {},
  // Who did it: the caller, as the order timeline signs its entries; none for the system's own events.
  by: ActorStamp | undefined = db.actor,
): GiftCardActivityRow {
  return db.table('giftCardActivities').insert({
    giftCardId: card.id,
    code: card.code,
    activity,
    balanceAfter: card.balance,
    status: card.status,
    customerId: card.customerId,
    ...(by ? { actor: { ...by } } : {}),
    createdAt: env.now().toISOString(),
    ...extra,
  });
}

/** Why a card cannot pay, if it cannot. */
function unusable(env: SandboxEnv, card: GiftCardRow): string | undefined {
  const status = effectiveStatus(env, card);
  if (status === 'pending') return 'Gift card is not active yet: its payment has not been confirmed';
  if (status === 'disabled') return 'Gift card has been disabled';
  if (status === 'expired') return 'Gift card has expired';
  if (status === 'redeemed' || card.balance <= 0) return 'Gift card has no balance left';
  return undefined;
}

/** Status changes an admin may make. `redeemed` only follows from spending the balance. */
function statusChangeRefusal(
  env: SandboxEnv,
  card: GiftCardRow,
  next: S['GiftCardStatus'],
): string | undefined {
  const current = effectiveStatus(env, card);
  if (current === next) return `Gift card is already ${next}`;
  if (next === 'pending') return 'A gift card cannot go back to pending';
  if (next === 'redeemed') return 'A gift card is redeemed only when its balance is spent';
  if (next === 'active') {
    if (card.balance <= 0) return 'Gift card has no balance left';
    if (card.expiresAt && card.expiresAt < lagosDay(env.now())) return 'Gift card has expired';
  }
  return undefined;
}

const SORT_FIELDS = {
  amount: (c: GiftCardRow) => c.amount,
  balance: (c: GiftCardRow) => c.balance,
  expiresAt: (c: GiftCardRow) => c.expiresAt ?? '',
} as const;

export const giftCardHandlers = defineHandlers({
  getAppliedGiftCards: ({ db, env, user }) => {
    if (!user) return notFound('Customer not found');
    const state = cartState(db, env, user.id);
    const due = state.subtotalKobo - state.pricing.discountKobo + state.shippingKobo;
    return ok(
      giftCardApplicationView(state.giftCards, due, state.shippingKobo),
      'Applied gift cards fetched successfully',
    );
  },

  purchaseGiftCard: ({ db, env, body, user, request }) => {
    if (!user) return notFound('Customer not found');
    if (body.amount < GIFT_CARD_LIMITS.min || body.amount > GIFT_CARD_LIMITS.max) {
      return refuse('Gift cards are sold from ₦1,000.00 to ₦500,000.00');
    }
    const amount = fromKobo(toKobo(body.amount));
    let code = `GC-${randomCode(env, 4)}-${randomCode(env, 4)}`;
    while (findGiftCardByCode(db, code)) code = `GC-${randomCode(env, 4)}-${randomCode(env, 4)}`;
    const now = env.now().toISOString();
    const card = db.table('giftCards').insert({
      code,
      amount,
      balance: amount,
      status: 'pending',
      customerId: user.id,
      ...(body.recipientName ? { recipientName: body.recipientName } : {}),
      ...(body.recipientEmail ? { recipientEmail: body.recipientEmail } : {}),
      ...(body.message ? { message: body.message } : {}),
      expiresAt: addDays(lagosDay(now), 0, 1),
      createdAt: now,
      updatedAt: now,
    });
    const payment = startPayment(db, env, request, {
      prefix: `GCP-${lagosDay(now).replaceAll('-', '')}`,
      kind: 'giftCard',
      customerId: user.id,
      amount,
      orderIds: [],
      email: user.email,
      giftCardId: card.id,
      ...(body.callbackUrl ? { callbackUrl: body.callbackUrl } : {}),
    });
    const stored = db.table('giftCards').update(card.id, { paymentReference: payment.reference }) ?? card;
    logGiftCard(db, env, stored, 'purchased', {
      amount,
      description: `Bought for ${body.recipientName ?? 'myself'}`,
    });
    recordAudit(db, env, {
      kind: 'gift-card',
      action: `Bought the gift card (₦${amount.toLocaleString('en-NG')}) for ${body.recipientName ?? 'themselves'}`,
      recordType: 'gift-card',
      recordId: stored.id,
      recordLabel: stored.code,
    });
    return ok(
      {
        giftCard: giftCardView(env, stored),
        payment: {
          reference: payment.reference,
          amount: payment.amount,
          authorizationUrl: payment.authorizationUrl,
          accessCode: payment.accessCode,
          status: payment.status,
        },
      },
      'Gift card created. Complete payment to activate it.',
      201,
    );
  },

  payWithGiftCard: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const card = findGiftCardByCode(db, body.code);
    if (!card) return refuse('Invalid gift card code');
    const reason = unusable(env, card);
    if (reason) return refuse(reason);
    if (body.orderId !== undefined) {
      const order = db.table('orders').get(body.orderId);
      if (!order || order.customerId !== user.id) return notFound('Order not found');
    }
    const cart = cartOf(db, env, user.id);
    if (cart.giftCardIds.includes(card.id)) return refuse('Gift card already applied');
    const due = toKobo(body.amount);
    const shares = spreadGiftCards(env, [...appliedCards(db, cart), card], due);
    const share = shares.find((s) => s.card.id === card.id);
    if (!share || share.appliedKobo <= 0) return refuse('Your gift cards already cover the amount due');
    db.table('carts').update(cart.id, {
      giftCardIds: [...cart.giftCardIds, card.id],
      updatedAt: env.now().toISOString(),
    });
    logGiftCard(db, env, card, 'applied', {
      amount: fromKobo(share.appliedKobo),
      customerId: user.id,
      description: 'Applied at checkout',
    });
    return ok(giftCardApplicationView(shares, due), 'Gift card applied successfully');
  },

  removeGiftCard: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const cart = cartOf(db, env, user.id);
    const card = findGiftCardByCode(db, body.code);
    if (!card || !cart.giftCardIds.includes(card.id))
      return refuse('Gift card is not applied to your checkout');
    const left = cart.giftCardIds.filter((id) => id !== card.id);
    const updated = db.table('carts').update(cart.id, {
      giftCardIds: left,
      updatedAt: env.now().toISOString(),
    });
    // Nothing was spent (a card is charged when the order is placed): the release only goes in its log.
    logGiftCard(db, env, card, 'released', {
      customerId: user.id,
      description: 'Removed at checkout',
    });
    const due = toKobo(body.amount);
    const shares = spreadGiftCards(env, appliedCards(db, updated ?? { ...cart, giftCardIds: left }), due);
    return ok(giftCardApplicationView(shares, due), `Gift card ${card.code} removed`);
  },

  recalculateGiftCardDiscountWithShippingFee: ({ db, env, body, user }) => {
    if (!user) return notFound('Customer not found');
    const shipping = toKobo(body.shippingFeeTotal);
    const due = toKobo(body.cartTotal) - toKobo(body.discount ?? 0) + shipping;
    if (due < 0) return refuse('The discount is larger than the cart total');
    const shares = spreadGiftCards(env, appliedCards(db, cartOf(db, env, user.id)), due);
    return ok(giftCardApplicationView(shares, due, shipping), 'Gift card discount recalculated');
  },

  updateGiftCardStatus: ({ db, env, body, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins change gift card status');
    const card = db.table('giftCards').get(body.giftCardId);
    if (!card) return notFound('Gift card not found');
    const refusal = statusChangeRefusal(env, card, body.status);
    if (refusal) return refuse(refusal);
    const updated =
      db.table('giftCards').update(card.id, { status: body.status, updatedAt: env.now().toISOString() }) ??
      card;
    logGiftCard(db, env, updated, 'statusChanged', {
      description: `Status set to ${body.status}${body.reason ? `: ${body.reason}` : ''}`,
    });
    recordAudit(db, env, {
      kind: 'gift-card',
      action: `Set the gift card to ${body.status}${body.reason ? `: ${body.reason}` : ''}`,
      recordType: 'gift-card',
      recordId: updated.id,
      recordLabel: updated.code,
    });
    return ok(giftCardView(env, updated), 'Gift card status updated');
  },

  getMyGiftCards: ({ db, env, query, user }) => {
    if (!user) return notFound('Customer not found');
    let cards = db
      .table('giftCards')
      .where((c) => c.customerId === user.id && (!query.status || effectiveStatus(env, c) === query.status));
    const order = query.order === 'ASC' ? 'asc' : 'desc';
    const sortBy = query.sortBy ?? 'createdAt';
    if (sortBy === 'createdAt') cards = sortGiftCards(cards, order);
    else {
      const field = SORT_FIELDS[sortBy];
      const direction = order === 'asc' ? 1 : -1;
      cards = sortGiftCards(cards, 'desc').sort((a, b) => {
        const [x, y] = [field(a), field(b)];
        return (x < y ? -1 : x > y ? 1 : 0) * direction;
      });
    }
    const page = pageByNumber(cards, query.page, query.limit);
    return ok(
      { count: page.count, rows: page.rows.map((c) => giftCardView(env, c)) },
      'Gift cards fetched successfully',
    );
  },

  getAllGiftCards: ({ db, env, query, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins see all gift cards');
    const cards = sortGiftCards(
      db
        .table('giftCards')
        .where(
          (c) =>
            inDateRange(c.createdAt, query.startDate, query.endDate) &&
            (!query.status || effectiveStatus(env, c) === query.status),
        ),
    );
    const page = pageByNumber(cards, query.page, query.limit);
    return ok(
      { count: page.count, rows: page.rows.map((c) => giftCardView(env, c)) },
      'Gift cards fetched successfully',
    );
  },

  getGiftCardActivities: ({ db, query, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins see gift card activities');
    const rows = db
      .table('giftCardActivities')
      .where(
        (a) =>
          inDateRange(a.createdAt, query.startDate, query.endDate) &&
          (query.giftCardId === undefined || a.giftCardId === query.giftCardId),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const page = pageByNumber(rows, query.page, query.limit);
    return ok(
      { count: page.count, rows: page.rows.map((a) => ({ ...a })) },
      'Gift card activities fetched successfully',
    );
  },

  getGiftCardAnalytics: ({ db, env, query, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins see gift card analytics');
    const cards = db
      .table('giftCards')
      .where((c) => inDateRange(c.createdAt, query.startDate, query.endDate));
    const byStatus = { pending: 0, active: 0, redeemed: 0, expired: 0, disabled: 0 };
    const months = new Map<string, { count: number; value: number }>();
    let valueKobo = 0;
    let outstandingKobo = 0;
    for (const card of cards) {
      const status = effectiveStatus(env, card);
      byStatus[status]++;
      valueKobo += toKobo(card.amount);
      if (status === 'active') outstandingKobo += toKobo(card.balance);
      const month = lagosDay(card.createdAt).slice(0, 7);
      const entry = months.get(month) ?? { count: 0, value: 0 };
      months.set(month, { count: entry.count + 1, value: entry.value + toKobo(card.amount) });
    }
    const redeemedKobo = db
      .table('giftCardActivities')
      .where((a) => a.activity === 'redeemed' && inDateRange(a.createdAt, query.startDate, query.endDate))
      .reduce((sum, a) => sum + toKobo(a.amount ?? 0), 0);
    return ok(
      {
        totalCards: cards.length,
        totalValue: fromKobo(valueKobo),
        totalRedeemed: fromKobo(redeemedKobo),
        outstandingBalance: fromKobo(outstandingKobo),
        byStatus,
        byMonth: [...months.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, { count, value }]) => ({ month, count, value: fromKobo(value) })),
      },
      'Gift card analytics fetched successfully',
    );
  },
});
