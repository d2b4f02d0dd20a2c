// Returns and replacements: the customer's requests, the lists, the admin's refund and chargeback
// decisions and the return's own status machine.

import type { Entities } from '@marketplace/sdk';
import { fromKobo, returnFlags, SORT_FIELDS, toKobo } from '@marketplace/sdk';
import type { ReturnRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { fullName } from '../../shared/fullName';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { newestFirst } from '../../shared/newestFirst';
import { sortRows } from '../../shared/sortRows';
import { recordAudit } from '../audit/recordAudit';
import { returnToStock } from '../commerce/returnToStock';
import { tellReturnDecision, tellReturnRequest } from '../notifications/orderNews';
import { recordRefund } from '../reports/recordRefund';
import { canSeeReturn, merchantOwns } from './canSeeOrder';
import { linesValue } from './linesValue';
import { logOrderActivity } from './logOrderActivity';
import { statusByCode, statusCode, statusFields } from './orderStatuses';
import {
  deliveredAtOf,
  OPEN_RETURN,
  RETURN_WINDOW_DAYS,
  RETURN_WINDOW_MS,
  returnedUnits,
} from './returnRules';
import { returnView } from './returnView';

type S = Entities;
type ReturnStatus = S['ReturnStatus'];

/** The return status machine: from each status, where it may go. */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  pending: ['approved', 'declined'],
  approved: ['received', 'declined'],
  received: ['completed'],
  declined: [],
  completed: [],
};

/** What each move of a return is called on the order's timeline and the return's own (the seed's too). */
export const RETURN_ACTIVITY: Readonly<Record<ReturnStatus, string>> = {
  pending: 'Return requested',
  approved: 'Return approved',
  declined: 'Return declined',
  received: 'Returned goods received',
  completed: 'Return completed',
};

interface ReturnRequest {
  orderId: number;
  type: S['ReturnType'];
  products: { productId: number; quantity: number }[];
  refund?: boolean;
  replace?: boolean;
  reason?: string;
}

/** Opens a return on a delivered order of the customer (shared by the three request calls). */
function openReturn(
  db: Database,
  env: SandboxEnv,
  user: UserRow,
  request: ReturnRequest,
): Reply<S['ReturnedOrder']> {
  const order = db.table('orders').get(request.orderId);
  if (!order || order.customerId !== user.id) return notFound('Order not found');
  if (statusCode(db, order) !== 'delivered') return refuse('Only delivered orders can be returned');
  const deliveredAt = deliveredAtOf(order);
  if (env.now().getTime() > deliveredAt + RETURN_WINDOW_MS) {
    return refuse(
      `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order was delivered on ${lagosDay(new Date(deliveredAt))}`,
    );
  }
  const open = db.table('returns').find((r) => r.orderId === order.id && OPEN_RETURN.includes(r.status));
  if (open) return refuse('This order already has an open return request');

  // Quantities asked per product (a product named twice counts once, quantities added).
  const asked = new Map<number, number>();
  for (const p of request.products) asked.set(p.productId, (asked.get(p.productId) ?? 0) + p.quantity);
  const products: S['OrderItem'][] = [];
  const returned = returnedUnits(db, order.id);
  for (const [productId, quantity] of asked) {
    const line = order.orderItems?.find((item) => item.productId === productId);
    if (!line) return refuse(`Product ${productId} is not part of this order`);
    if (quantity > line.quantity) return refuse(`You ordered only ${line.quantity} of ${line.productName}`);
    const left = line.quantity - (returned.get(productId) ?? 0);
    if (quantity > left) {
      return refuse(
        left === 0
          ? `${line.productName} was already returned`
          : `Only ${left} of ${line.productName} can still be returned`,
      );
    }
    const { shippingFee: _fee, discount: _discount, ...rest } = structuredClone(line);
    products.push({ ...rest, quantity });
  }

  const now = env.now();
  const row = db.table('returns').insert({
    customerId: user.id,
    merchantId: order.merchantId,
    status: 'pending',
    type: request.type,
    orderId: order.id,
    products,
    refund: request.refund ?? request.type === 'return',
    replace: request.replace ?? request.type === 'replace',
    ...(request.reason?.trim() ? { reason: request.reason.trim() } : {}),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  db.table('orders').update(order.id, { orderReturnId: row.id, updatedAt: now.toISOString() });
  logOrderActivity(
    db,
    order.id,
    request.type === 'replace' ? 'Replacement requested' : 'Return requested',
    now,
  );
  recordAudit(db, env, {
    kind: 'request',
    action: request.type === 'replace' ? 'Asked for a replacement' : 'Asked for a return',
    recordType: 'return',
    recordId: row.id,
    recordLabel: returnLabel(db, row),
  });
  tellReturnRequest(db, env, row, order);
  return ok(
    returnView(db, row),
    request.type === 'replace' ? 'Order replacement was successful' : 'Order return was successful',
    201,
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const WHAT = { refundDecision: 'refund', chargebackDecision: 'chargeback' } as const;

/** "approved by Tunde Admin on 2026-11-08 14:20" (Lagos time). */
function decidedText(decision: S['RefundDecision']): string {
  const at = decision.decidedAt ? new Date(Date.parse(decision.decidedAt) + 3_600_000) : undefined;
  const when = at ? ` on ${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)}` : '';
  return `${decision.decision} by ${decision.decidedBy ?? 'an admin'}${when}`;
}

/**
 * Decision shared by the refund and chargeback calls. A decision made (approved or declined) is final:
 * changing it needs `reopen`, and any decision sent from a stale page (its `previousDecidedAt` is not the
 * current decision's time) is refused with 409 naming who decided and when.
 */
function decide(
  db: Database,
  env: SandboxEnv,
  user: UserRow,
  id: number,
  kind: 'refundDecision' | 'chargebackDecision',
  // The request's write-only fields (the version seen and the reopening) beside the decision.
  body: S['RefundDecision'] & { previousDecidedAt?: string | null; reopen?: boolean },
): Reply<S['ReturnedOrder']> {
  const ret = db.table('returns').get(id);
  if (!ret) return notFound('Return not found');
  if (ret.status === 'completed') return refuse('A completed return cannot be changed');
  if (kind === 'refundDecision' && ret.refund === false)
    return refuse('This return did not ask for a refund');
  const current = ret[kind];
  const decided = current !== undefined && current.decision !== 'pending';
  const seen = body.previousDecidedAt === undefined ? undefined : (body.previousDecidedAt ?? null);
  const stale = seen !== undefined && seen !== (current?.decidedAt ?? null);
  if ((decided && body.reopen !== true) || stale) {
    const what = WHAT[kind];
    return refuse(
      current && (decided || current.decidedAt)
        ? `The ${what} was already ${decidedText(current)}; reload the return to see it${decided ? ', and reopen it to change it' : ''}`
        : `The ${what} decision changed since you opened it; reload the return`,
      409,
    );
  }
  const value = linesValue(ret.products);
  if (body.amount !== undefined && toKobo(body.amount) > toKobo(value)) {
    return refuse(
      `The amount cannot be more than the returned products' value (₦${value.toLocaleString('en-NG')})`,
    );
  }
  const now = env.now();
  const decision: S['RefundDecision'] = {
    decision: body.decision,
    decidedBy: fullName(user) || user.email,
    decidedAt: now.toISOString(),
  };
  if (body.decision === 'approved') decision.amount = fromKobo(toKobo(body.amount ?? value));
  else if (body.amount !== undefined) decision.amount = fromKobo(toKobo(body.amount));
  if (body.reason?.trim()) decision.reason = body.reason.trim();
  const updated = db.table('returns').update(ret.id, { [kind]: decision, updatedAt: now.toISOString() });
  if (!updated) return notFound('Return not found');
  const what = kind === 'refundDecision' ? 'Refund' : 'Chargeback';
  const verb = body.decision === 'pending' ? 'decision reset to pending' : body.decision;
  logOrderActivity(
    db,
    ret.orderId,
    `${what} ${decided ? `reopened and ${verb}` : verb} by ${decision.decidedBy}`,
    now,
    // A chargeback is between the platform and the merchant; the customer follows the refund.
    kind === 'chargebackDecision' ? 'internal' : 'customer',
  );
  const amount = decision.amount === undefined ? '' : ` of ₦${decision.amount.toLocaleString('en-NG')}`;
  recordAudit(db, env, {
    kind: 'refund',
    action: `${what} ${decided ? `reopened and ${verb}` : verb}${amount}${decision.reason ? `: ${decision.reason}` : ''}`,
    recordType: 'return',
    recordId: ret.id,
    recordLabel: returnLabel(db, ret),
  });
  return ok(returnView(db, updated), 'Order return updated successfully');
}

export const returnHandlers = defineHandlers({
  createReturn: ({ db, env, body, user }) => {
    if (!user) return forbidden();
    return openReturn(db, env, user, body);
  },

  returnOrder: ({ db, env, path, body, user }) => {
    if (!user) return forbidden();
    return openReturn(db, env, user, {
      orderId: path.id,
      type: 'return',
      refund: true,
      replace: false,
      ...pick(body),
    });
  },

  replaceOrder: ({ db, env, path, body, user }) => {
    if (!user) return forbidden();
    return openReturn(db, env, user, {
      orderId: path.id,
      type: 'replace',
      refund: false,
      replace: true,
      ...pick(body),
    });
  },

  getAllOrderReturns: ({ db, env, query, user }) => {
    if (!user) return forbidden();
    const { startDate, endDate, refund } = query;
    for (const [field, value] of [
      ['startDate', startDate],
      ['endDate', endDate],
    ] as const) {
      if (value !== undefined && !DAY.test(String(value))) {
        return invalid([
          { field, message: `${field === 'startDate' ? 'Start' : 'End'} date must be YYYY-MM-DD` },
        ]);
      }
    }
    if (startDate && endDate && String(startDate) > String(endDate)) {
      return invalid([{ field: 'endDate', message: 'End date must not be before the start date' }]);
    }
    const { status, flag } = query;
    if (flag !== undefined && flag !== 'pending-over-48h') {
      return invalid([{ field: 'flag', message: 'Flag must be pending-over-48h' }]);
    }
    const now = env.now();
    const rows = db.table('returns').where((r) => {
      if (!canSeeReturn(db, user, r)) return false;
      if (refund !== undefined && (r.refund ?? false) !== refund) return false;
      if (status !== undefined && r.status !== status) return false;
      if (flag !== undefined && !returnFlags(r, now).includes(flag)) return false;
      const day = lagosDay(r.createdAt);
      if (startDate && day < String(startDate)) return false;
      if (endDate && day > String(endDate)) return false;
      return true;
    });
    const views = rows.sort(newestFirst).map((row) => returnView(db, row));
    const sorted = sortRows(views, query.sort, (field) => SORT_FIELDS.ReturnedOrder.includes(field));
    if (!Array.isArray(sorted)) return invalid([sorted]);
    return ok(sorted, 'Order returns fetched successfully');
  },

  getOneOrderReturn: ({ db, path, user }) => {
    const ret = db.table('returns').get(path.id);
    if (!user || !ret || !canSeeReturn(db, user, ret)) return notFound('Return not found');
    return ok(returnView(db, ret), 'Order return fetched successfully');
  },

  updateRefundDecision: ({ db, env, path, body, user }) => {
    if (!user || !isPlatformAdmin(user)) return forbidden('Only an admin can decide refunds');
    return decide(db, env, user, path.id, 'refundDecision', body);
  },

  updateChargebackDecision: ({ db, env, path, body, user }) => {
    if (!user || !isPlatformAdmin(user)) return forbidden('Only an admin can decide chargebacks');
    return decide(db, env, user, path.id, 'chargebackDecision', body);
  },

  updateReturnStatus: ({ db, env, path, body, user }) => {
    if (!user) return forbidden();
    const ret = db.table('returns').get(path.id);
    if (!ret) return notFound('Return not found');
    if (user.role === 'merchant') {
      if (!merchantOwns(db, user, ret.merchantId)) return notFound('Return not found');
    } else if (!isPlatformAdmin(user)) {
      return forbidden('Only an admin or the merchant can change the status of a return');
    }
    const to = body.status;
    if (!RETURN_TRANSITIONS[ret.status].includes(to))
      return refuse(`Cannot move a return from ${ret.status} to ${to}`);
    // A request for a replacement or else a refund completes either way: replaced, or refunded once approved.
    if (to === 'completed' && ret.refund && !ret.replace && ret.refundDecision?.decision !== 'approved') {
      return refuse(
        ret.refundDecision?.decision === 'declined'
          ? 'The refund was declined: decline the return, or ask an admin to reopen the refund decision'
          : 'The refund must be approved before the return is completed: an admin decides it',
      );
    }
    const now = env.now();
    const updated = db.table('returns').update(ret.id, { status: to, updatedAt: now.toISOString() });
    if (!updated) return notFound('Return not found');
    const note = body.note?.trim();
    logOrderActivity(db, ret.orderId, note ? `${RETURN_ACTIVITY[to]}: ${note}` : RETURN_ACTIVITY[to], now);
    recordAudit(db, env, {
      kind: 'return-decision',
      action: note ? `${RETURN_ACTIVITY[to]}: ${note}` : RETURN_ACTIVITY[to],
      recordType: 'return',
      recordId: ret.id,
      recordLabel: returnLabel(db, ret),
    });
    if (to === 'completed') completeOrderReturn(db, env, updated, now);
    tellReturnDecision(db, env, updated, to);
    return ok(returnView(db, updated), 'Order return updated successfully');
  },
});

/**
 * A completed refund return moves money and goods: the approved refund is paid to the customer and the
 * approved chargeback charged to the merchant (rows of the transactions, `recordRefund`), the returned units
 * go back in stock (per variant), and the order becomes Returned once every unit of it came back. A
 * replacement moves no money and keeps the order as it is.
 */
function completeOrderReturn(db: Database, env: SandboxEnv, ret: ReturnRow, now: Date) {
  const order = db.table('orders').get(ret.orderId);
  if (!order || !ret.refund || ret.replace) return;
  for (const [kind, type] of [
    ['refundDecision', 'refund'],
    ['chargebackDecision', 'chargeback'],
  ] as const) {
    const decision = ret[kind];
    if (decision?.decision !== 'approved') continue;
    recordRefund(db, env, {
      orderId: order.id,
      type,
      amountKobo: toKobo(decision.amount ?? linesValue(ret.products)),
      decidedBy: decision.decidedBy ?? null,
      reason: decision.reason ?? null,
      returnId: ret.id,
    });
  }
  returnToStock(db, env, ret.products, {
    reason: 'return',
    orderId: order.id,
    orderName: order.orderName,
    // Signed by the person who completed it (a store's staff member stays themselves).
    ...(db.actor ? { actor: { ...db.actor } } : {}),
  });
  const returned = returnedUnits(db, order.id);
  const all = (order.orderItems ?? []).every((item) => (returned.get(item.productId) ?? 0) >= item.quantity);
  const status = statusByCode(db, 'returned');
  if (!all || !status || statusCode(db, order) !== 'delivered') return;
  db.table('orders').update(order.id, {
    ...statusFields(status, now.toISOString()),
    updatedAt: now.toISOString(),
  });
  logOrderActivity(db, order.id, 'Order returned', now);
}

/** A return as people name it: "Return of ORD-2026-0012" (a replacement's likewise). */
function returnLabel(db: Database, ret: ReturnRow): string {
  const order = db.table('orders').get(ret.orderId);
  return `${ret.type === 'replace' ? 'Replacement' : 'Return'} of ${order?.orderName ?? `order ${ret.orderId}`}`;
}

const pick = (body: S['ReturnOrderRequest']) => ({
  products: body.products,
  ...(body.reason ? { reason: body.reason } : {}),
});
