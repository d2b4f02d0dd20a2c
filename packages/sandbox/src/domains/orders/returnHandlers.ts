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
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { newestFirst } from '../../shared/newestFirst';
import { sortRows } from '../../shared/sortRows';
import { tellReturnDecision, tellReturnRequest } from '../notifications/orderNews';
import { canSeeReturn, merchantOwns } from './canSeeOrder';
import { linesValue } from './linesValue';
import { logOrderActivity } from './logOrderActivity';
import { statusByCode, statusCode, statusFields } from './orderStatuses';
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

/** Days after delivery during which the customer may ask for a return or replacement (the stores' policy). */
export const RETURN_WINDOW_DAYS = 7;
const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 3_600_000;

/** Returns still in progress (an order has at most one). */
export const OPEN_RETURN: readonly ReturnStatus[] = ['pending', 'approved', 'received'];

const RETURN_ACTIVITY: Readonly<Record<ReturnStatus, string>> = {
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
  // Orders delivered before the window's rule was stored count from their last change.
  const deliveredAt = Date.parse(order.deliveredAt ?? order.updatedAt ?? order.createdAt);
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
  for (const [productId, quantity] of asked) {
    const line = order.orderItems?.find((item) => item.productId === productId);
    if (!line) return refuse(`Product ${productId} is not part of this order`);
    if (quantity > line.quantity) return refuse(`You ordered only ${line.quantity} of ${line.productName}`);
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
  tellReturnRequest(db, env, row, order);
  return ok(
    returnView(db, row),
    request.type === 'replace' ? 'Order replacement was successful' : 'Order return was successful',
    201,
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Decision shared by the refund and chargeback calls. */
function decide(
  db: Database,
  env: SandboxEnv,
  id: number,
  kind: 'refundDecision' | 'chargebackDecision',
  body: S['RefundDecision'],
): Reply<S['ReturnedOrder']> {
  const ret = db.table('returns').get(id);
  if (!ret) return notFound('Return not found');
  if (ret.status === 'completed') return refuse('A completed return cannot be changed');
  if (kind === 'refundDecision' && ret.refund === false)
    return refuse('This return did not ask for a refund');
  const value = linesValue(ret.products);
  if (body.amount !== undefined && toKobo(body.amount) > toKobo(value)) {
    return refuse(
      `The amount cannot be more than the returned products' value (₦${value.toLocaleString('en-NG')})`,
    );
  }
  const decision: S['RefundDecision'] = { decision: body.decision };
  if (body.decision === 'approved') decision.amount = fromKobo(toKobo(body.amount ?? value));
  else if (body.amount !== undefined) decision.amount = fromKobo(toKobo(body.amount));
  if (body.reason?.trim()) decision.reason = body.reason.trim();
  const now = env.now();
  const updated = db.table('returns').update(ret.id, { [kind]: decision, updatedAt: now.toISOString() });
  if (!updated) return notFound('Return not found');
  const what = kind === 'refundDecision' ? 'Refund' : 'Chargeback';
  logOrderActivity(
    db,
    ret.orderId,
    `${what} ${body.decision === 'pending' ? 'decision reset to pending' : body.decision}`,
    now,
    // A chargeback is between the platform and the merchant; the customer follows the refund.
    kind === 'chargebackDecision' ? 'internal' : 'customer',
  );
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
    if (!isPlatformAdmin(user)) return forbidden('Only an admin can decide refunds');
    return decide(db, env, path.id, 'refundDecision', body);
  },

  updateChargebackDecision: ({ db, env, path, body, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only an admin can decide chargebacks');
    return decide(db, env, path.id, 'chargebackDecision', body);
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
      return refuse('The refund must be approved before the return is completed');
    }
    const now = env.now();
    const updated = db.table('returns').update(ret.id, { status: to, updatedAt: now.toISOString() });
    if (!updated) return notFound('Return not found');
    const note = body.note?.trim();
    logOrderActivity(db, ret.orderId, note ? `${RETURN_ACTIVITY[to]}: ${note}` : RETURN_ACTIVITY[to], now);
    if (to === 'completed') completeOrderReturn(db, ret, now);
    tellReturnDecision(db, env, updated, to);
    return ok(returnView(db, updated), 'Order return updated successfully');
  },
});

/** A completed return moves its order to Returned. */
function completeOrderReturn(db: Database, ret: ReturnRow, now: Date) {
  const order = db.table('orders').get(ret.orderId);
  const returned = statusByCode(db, 'returned');
  if (!order || !returned || statusCode(db, order) !== 'delivered') return;
  db.table('orders').update(order.id, {
    ...statusFields(returned, now.toISOString()),
    updatedAt: now.toISOString(),
  });
  logOrderActivity(db, order.id, 'Order returned', now);
}

const pick = (body: S['ReturnOrderRequest']) => ({
  products: body.products,
  ...(body.reason ? { reason: body.reason } : {}),
});
