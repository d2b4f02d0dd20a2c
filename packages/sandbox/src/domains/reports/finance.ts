// The admin finance reports (sar, ndsr, ondpr, odpr, orr, settlement), merchant payments and merchant
// reports. Amounts are computed from the orders on every call, in kobo, so rows sum exactly to totals.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { emailOrUndefined } from '../../shared/emailOrUndefined';
import { merchantIdOf } from '../../shared/merchantIdOf';
import { commissionRateOf } from './commissionRate';
import { type DateRange, dateRange, inRange } from './dateRange';
import {
  HELD_BY_RETURN,
  hasPayment,
  type OrderSettlement,
  paymentOf,
  paymentSettlements,
  paymentStatusOf,
  settle,
  statementLines,
} from './merchantPayments';
import { movementType } from './moneyMovements';
import { reportPage } from './reportPage';
import { isReply, requireFinanceAdmin } from './reportScope';
import { paidOrderIds, saleOrders, statusCode } from './saleOrders';
import { type OrderSplit, splitOrder } from './splitOrder';
import { storeNameOf } from './storeNameOf';
import './tables';
import { recordAudit } from '../audit/recordAudit';
import { tellPayout } from '../notifications/orderNews';
import type {
  FinanceReport,
  FinanceReportEntry,
  MerchantPaymentStats,
  MerchantReport,
  PaymentStatus,
} from './types';

export { paymentStatusOf };

interface FinanceContext {
  db: Database;
  env: { now(): Date };
  user: UserRow | undefined;
  query: { startDate?: string; endDate?: string; merchantId?: number; limit?: number; offset?: number };
}

function entry(db: Database, order: OrderRow, split: OrderSplit): FinanceReportEntry {
  return {
    orderId: order.id,
    orderName: order.orderName,
    merchantId: order.merchantId,
    storeName: storeNameOf(db, order.merchantId, order.storeName),
    orderStatus: statusCode(db, order),
    deliveredByPlatform: split.platformDelivered,
    salesOrderAmount: fromKobo(split.sales),
    deliveryAmount: fromKobo(split.delivery),
    orderAmount: fromKobo(split.total),
    commissionPercentage: split.rate,
    dueToMerchant: fromKobo(split.dueToMerchant),
    dueToPlatform: fromKobo(split.dueToPlatform),
    dueToProvider: fromKobo(split.dueToProvider),
    remitToPlatform: fromKobo(split.remitToPlatform),
    paymentStatus: paymentStatusOf(order),
    createdAt: order.createdAt,
  };
}

/**
 * The rate of a set of orders: the merchants' one rate when they share it, else the effective rate
 * (commission over sales, to 2 decimals).
 */
function rateOf(splits: OrderSplit[]): number {
  const rates = new Set(splits.map((s) => s.rate));
  if (rates.size === 1) return [...rates][0] as number;
  const sales = splits.reduce((sum, s) => sum + s.sales, 0);
  const commission = splits.reduce((sum, s) => sum + s.commission, 0);
  return sales === 0 ? 0 : Math.round((commission * 10000) / sales) / 100;
}

/** Kobo sums of a set of order splits. */
function sums(splits: OrderSplit[]) {
  const total = (key: keyof OrderSplit) => splits.reduce((sum, s) => sum + Number(s[key]), 0);
  return {
    sales: total('sales'),
    delivery: total('delivery'),
    total: total('total'),
    dueToMerchant: total('dueToMerchant'),
    dueToPlatform: total('dueToPlatform'),
    dueToProvider: total('dueToProvider'),
    remitToPlatform: total('remitToPlatform'),
  };
}

/** The orders of a finance report: paid, not cancelled orders of the range that pass `keep`. */
function financeOrders(
  context: FinanceContext,
  keep: (order: OrderRow, status: string) => boolean,
): { orders: OrderRow[]; range: DateRange } | Reply<never> {
  const refused = requireFinanceAdmin(context.user);
  if (refused) return refused;
  const range = dateRange(context.query, context.env.now(), true);
  if (isReply(range)) return range;
  const { db } = context;
  const orders = saleOrders(db, { merchantId: context.query.merchantId }, range).filter((o) =>
    keep(o, statusCode(db, o)),
  );
  return { orders, range };
}

function financeReport(
  context: FinanceContext,
  keep: (order: OrderRow, status: string) => boolean,
): Reply<FinanceReport> {
  const found = financeOrders(context, keep);
  if (isReply(found)) return found;
  const splits = found.orders.map((o) => splitOrder(context.db, o));
  const t = sums(splits);
  const rows = reportPage(
    found.orders.map((o, i) => entry(context.db, o, splits[i] as OrderSplit)),
    context.query,
  );
  return ok(
    {
      count: found.orders.length,
      rows,
      totals: {
        dueToMerchant: fromKobo(t.dueToMerchant),
        dueToPlatform: fromKobo(t.dueToPlatform),
        dueToProvider: fromKobo(t.dueToProvider),
        remitToPlatform: fromKobo(t.remitToPlatform),
        commissionPercentage: rateOf(splits),
        totalSalesOrderAmount: fromKobo(t.sales),
        totalOrderAmount: fromKobo(t.total),
        totalDeliveryAmount: fromKobo(t.delivery),
      },
    },
    'Report fetched successfully',
  );
}

/** Delivered sales: delivered, or returned since (a return does not undo the delivery). */
const isDelivered = (status: string) => status === 'delivered' || status === 'returned';

/** The settlements of the sales of a range (one merchant's, or all), as of now. */
function settlements(db: Database, range: DateRange, now: Date, merchantId?: number): OrderSettlement[] {
  return saleOrders(db, { merchantId }, range).map((o) => settle(db, o, now));
}

/** Payment stats from statement lines (kobo). */
function paymentStats(lines: ReturnType<typeof statementLines>): MerchantPaymentStats {
  return {
    processedPayment: fromKobo(lines.processed),
    approvedPayment: fromKobo(lines.approved),
    pendingPayment: fromKobo(lines.pending),
    notYetDuePayment: fromKobo(lines.notYetDue),
  };
}

const NEXT_STATUSES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['pending', 'approved'],
  approved: ['approved', 'pending', 'processed'],
  processed: ['processed'],
};

/** Handlers of the finance operations, merchant payments and merchant reports. */
export const financeHandlers = defineHandlers({
  getSarReport: (context) => financeReport(context, () => true),
  getNdsrReport: (context) =>
    financeReport(context, (order, status) => isDelivered(status) && paymentStatusOf(order) !== 'processed'),
  getOndprReport: (context) =>
    financeReport(
      context,
      (order, status) => isDelivered(status) && !splitOrder(context.db, order).platformDelivered,
    ),
  getOdprReport: (context) =>
    financeReport(
      context,
      (order, status) => isDelivered(status) && splitOrder(context.db, order).platformDelivered,
    ),

  getSettlementReport: (context) => {
    const found = financeOrders(context, (_order, status) => isDelivered(status));
    if (isReply(found)) return found;
    const splits = found.orders.map((o) => splitOrder(context.db, o));
    const t = sums(splits);
    return ok(
      {
        count: found.orders.length,
        rows: reportPage(
          found.orders.map((o, i) => entry(context.db, o, splits[i] as OrderSplit)),
          context.query,
        ),
        totals: {
          totalSalesOrderAmount: fromKobo(t.sales),
          totalDeliveryAmount: fromKobo(t.delivery),
          totalOrderAmount: fromKobo(t.total),
          dueToMerchant: fromKobo(t.dueToMerchant),
          totalOrders: found.orders.length,
          dueToProvider: fromKobo(t.dueToProvider),
          dueToPlatform: fromKobo(t.dueToPlatform),
        },
      },
      'Report fetched successfully',
    );
  },

  getOrrReport: ({ db, env, user, query }) => {
    const refused = requireFinanceAdmin(user);
    if (refused) return refused;
    const range = dateRange(query, env.now(), true);
    if (isReply(range)) return range;
    const refunds = db.table('transactions').where((t) => movementType(t) === 'refund' && t.returnId != null);
    const rows = db
      .table('returns')
      .where(
        (r) =>
          (query.merchantId === undefined || r.merchantId === query.merchantId) &&
          inRange(r.createdAt, range),
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((r) => {
        const order = db.table('orders').get(r.orderId);
        // The returned lines' value (not the whole order's), and what was refunded for them.
        const value = r.products.reduce((sum, p) => sum + toKobo(p.productPrice) * p.quantity, 0);
        const refunded = refunds
          .filter((t) => t.returnId === r.id)
          .reduce((sum, t) => sum + toKobo(t.amount), 0);
        return {
          value,
          refunded,
          row: {
            returnId: r.id,
            orderId: r.orderId,
            ...(order ? { orderName: order.orderName } : {}),
            merchantId: r.merchantId,
            storeName: storeNameOf(db, r.merchantId, order?.storeName),
            type: r.type === 'replace' ? ('replace' as const) : ('refund' as const),
            status: r.status,
            salesOrderAmt: fromKobo(value),
            deliveryAmt: 0,
            totalOrderAmt: fromKobo(value),
            refundedAmount: fromKobo(refunded),
            createdAt: r.createdAt,
          },
        };
      });
    const value = fromKobo(rows.reduce((sum, r) => sum + r.value, 0));
    return ok(
      {
        count: rows.length,
        rows: reportPage(
          rows.map((r) => r.row),
          query,
        ),
        totals: {
          totalOrderAmt: value,
          deliveryAmt: 0,
          salesOrderAmt: value,
          refundedAmount: fromKobo(rows.reduce((sum, r) => sum + r.refunded, 0)),
          totalOrders: rows.length,
        },
      },
      'Report fetched successfully',
    );
  },

  getMerchantPayments: ({ db, env, user, query }) => {
    const refused = requireFinanceAdmin(user);
    if (refused) return refused;
    const range = dateRange(query, env.now(), false);
    if (isReply(range)) return range;
    const list = paymentSettlements(db, settlements(db, range, env.now(), query.merchantId))
      .map((s) => paymentOf(db, s))
      .filter((p) => !query.status || p.status === query.status);
    return ok({ count: list.length, rows: reportPage(list, query) }, 'Payments fetched successfully');
  },

  getMerchantPaymentStats: ({ db, env, user, role, query }) => {
    let merchantId: number | undefined;
    if (role === 'merchant' && user) merchantId = merchantIdOf(db, user);
    else {
      const refused = requireFinanceAdmin(user);
      if (refused) return refused;
      merchantId = query.merchantId;
    }
    const range = dateRange(query, env.now(), false);
    if (isReply(range)) return range;
    return ok(
      paymentStats(statementLines(settlements(db, range, env.now(), merchantId))),
      'Payment stats fetched successfully',
    );
  },

  updateMerchantPayment: ({ db, env, user, path, body }) => {
    const refused = requireFinanceAdmin(user);
    if (refused) return refused;
    if (body.status === undefined && body.reference === undefined && body.note === undefined) {
      return invalid([{ field: 'status', message: 'Send a status, a reference or a note to change' }]);
    }
    const order = db.table('orders').get(path.id);
    if (!order || !hasPayment(db, order) || !paidOrderIds(db).has(order.id)) {
      return notFound('Merchant payment not found');
    }
    const current = paymentStatusOf(order);
    const next = body.status ?? current;
    if (!NEXT_STATUSES[current].includes(next)) {
      return refuse(
        current === 'processed'
          ? 'A processed payment cannot go back to pending or approved'
          : 'Approve the payment before processing it',
      );
    }
    const now = env.now();
    const before = settle(db, order, now);
    if (next !== current && next !== 'pending' && before.heldReason === HELD_BY_RETURN) {
      return refuse(`${HELD_BY_RETURN}: its payout is held until the return is completed or declined`);
    }
    const records = db.table('merchantPaymentRecords');
    const record = records.get(order.id);
    const reference = body.reference ?? record?.reference ?? null;
    if (next === 'processed' && current !== 'processed' && !reference) {
      return invalid([{ field: 'reference', message: 'Reference is required to process a payment' }]);
    }
    const saved = {
      reference,
      note: body.note ?? record?.note ?? null,
      paidAt: next === 'processed' ? (record?.paidAt ?? now.toISOString()) : null,
      // The transfer's amount is kept: a refund after it is recovered from the next payout.
      ...(next === 'processed' && current !== 'processed' ? { amount: fromKobo(before.amount) } : {}),
      updatedAt: now.toISOString(),
    };
    if (record) records.update(order.id, saved);
    else records.insert({ id: order.id, ...saved });
    const updated = db
      .table('orders')
      .update(order.id, { paymentStatus: next, approvePayout: next !== 'pending' });
    const settled = settle(db, updated ?? order, now);
    const changes = [
      next !== current ? `Set the payment to ${next}` : '',
      body.reference !== undefined && body.reference !== (record?.reference ?? null)
        ? `reference ${body.reference}`
        : '',
      body.note !== undefined && body.note !== (record?.note ?? null) ? `note: ${body.note}` : '',
    ].filter(Boolean);
    if (changes.length > 0) {
      recordAudit(db, env, {
        kind: 'payout',
        action: changes.join(', ').replace(/^./, (c) => c.toUpperCase()),
        recordType: 'merchant-payment',
        recordId: order.id,
        recordLabel: `${order.orderName}${order.storeName ? ` (${order.storeName})` : ''}`,
      });
    }
    if (updated && next !== current && (next === 'approved' || next === 'processed')) {
      tellPayout(db, env, updated, next === 'approved' ? 'approved' : 'paid');
    }
    return ok(paymentOf(db, settled), 'Payment updated successfully');
  },

  getMerchantReports: ({ db, env, user, role, query }) => {
    let only: number | undefined;
    if (role === 'merchant' && user) only = merchantIdOf(db, user);
    else {
      const refused = requireFinanceAdmin(user);
      if (refused) return refused;
    }
    const range = dateRange(query, env.now(), true);
    if (isReply(range)) return range;
    const all = settlements(db, range, env.now(), only);
    const merchantIds = new Set<number>(all.map((s) => s.order.merchantId));
    if (only !== undefined) merchantIds.add(only);
    else for (const store of db.table('stores').all()) merchantIds.add(store.merchantId);
    const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
    const lines = [...merchantIds]
      .map((merchantId): { kobo: number; line: MerchantReport } => {
        const own = all.filter((s) => s.order.merchantId === merchantId);
        const t = statementLines(own);
        const store = db.table('stores').find((s) => s.merchantId === merchantId);
        const email = emailOrUndefined(db.table('users').get(merchantId)?.email);
        return {
          kobo: t.total,
          line: {
            merchantId,
            ...(store ? { storeId: store.id } : {}),
            storeName: store?.storeName ?? own[0]?.order.storeName ?? '',
            ...(email ? { email } : {}),
            totalOrders: own.length,
            totalSalesOrderAmount: fromKobo(t.netSales),
            totalDeliveryAmount: fromKobo(t.delivery),
            totalOrderAmount: fromKobo(t.total),
            commissionPercentage: commissionRateOf(db, merchantId),
            dueToMerchant: fromKobo(t.due),
            returnsAmount: fromKobo(t.returns),
            commissionAmount: fromKobo(t.commission),
            feesAmount: fromKobo(t.fees),
            ...paymentStats(t),
          },
        };
      })
      .filter(({ line }) => !search || line.storeName.toLowerCase().includes(search))
      .sort(
        (a, b) =>
          b.kobo - a.kobo ||
          a.line.storeName.localeCompare(b.line.storeName) ||
          a.line.merchantId - b.line.merchantId,
      )
      .map(({ line }) => line);
    return ok({ count: lines.length, rows: reportPage(lines, query) }, 'Reports fetched successfully');
  },

  getMerchantStatement: ({ db, env, user, role, query }) => {
    let merchantId: number;
    if (role === 'merchant' && user) merchantId = merchantIdOf(db, user);
    else {
      const refused = requireFinanceAdmin(user);
      if (refused) return refused;
      if (typeof query.merchantId !== 'number') {
        return invalid([{ field: 'merchantId', message: 'Choose the merchant whose statement to show' }]);
      }
      merchantId = query.merchantId;
    }
    const range = dateRange(query, env.now(), true);
    if (isReply(range)) return range;
    const own = settlements(db, range, env.now(), merchantId);
    const t = statementLines(own);
    const store = db.table('stores').find((s) => s.merchantId === merchantId);
    return ok(
      {
        merchantId,
        storeName: store?.storeName ?? own[0]?.order.storeName ?? '',
        startDate: range.start ?? lagosDay(env.now()),
        endDate: range.end ?? lagosDay(env.now()),
        commissionPercentage: commissionRateOf(db, merchantId),
        orders: t.orders,
        sales: fromKobo(t.sales),
        deliveryIncome: fromKobo(t.deliveryIncome),
        returns: fromKobo(t.returns),
        commission: fromKobo(t.commission),
        fees: fromKobo(t.fees),
        due: fromKobo(t.due),
        processed: fromKobo(t.processed),
        approved: fromKobo(t.approved),
        pending: fromKobo(t.pending),
        notYetDue: fromKobo(t.notYetDue),
        payouts: own
          .filter((s) => !(s.amount === 0 && s.bucket !== 'processed'))
          .sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt) || b.order.id - a.order.id)
          .map((s) => {
            const record = db.table('merchantPaymentRecords').get(s.order.id);
            return {
              id: s.order.id,
              orderId: s.order.id,
              orderName: s.order.orderName,
              amount: fromKobo(s.amount),
              status: s.bucket === 'notYetDue' ? ('not-yet-due' as const) : s.bucket,
              reference: record?.reference ?? null,
              heldReason: s.heldReason,
              date: (s.bucket === 'processed' ? record?.paidAt : null) ?? s.order.createdAt,
            };
          }),
      },
      'Statement fetched successfully',
    );
  },
});
