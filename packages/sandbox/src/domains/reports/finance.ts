// The admin finance reports (sar, ndsr, ondpr, odpr, orr, settlement), merchant payments and merchant
// reports. Amounts are computed from the orders on every call, in kobo, so rows sum exactly to totals.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import { emailOrUndefined } from '../../shared/emailOrUndefined';
import { merchantIdOf } from '../../shared/merchantIdOf';
import { type DateRange, dateRange, inRange } from './dateRange';
import { reportPage } from './reportPage';
import { isReply, requireFinanceAdmin } from './reportScope';
import { paidOrderIds, saleOrders, statusCode } from './saleOrders';
import { COMMISSION_PERCENTAGE, type OrderSplit, splitOrder } from './splitOrder';
import { storeNameOf } from './storeNameOf';
import './tables';
import { tellPayout } from '../notifications/orderNews';
import type {
  FinanceReport,
  FinanceReportEntry,
  MerchantPayment,
  MerchantPaymentStats,
  MerchantReport,
  PaymentStatus,
} from './types';

interface FinanceContext {
  db: Database;
  env: { now(): Date };
  user: UserRow | undefined;
  query: { startDate?: string; endDate?: string; merchantId?: number; limit?: number; offset?: number };
}

/** A merchant payment's status: the order's, where an approved payout still marked pending counts as approved. */
export function paymentStatusOf(order: OrderRow): PaymentStatus {
  return order.paymentStatus === 'pending' && order.approvePayout
    ? 'approved'
    : (order.paymentStatus ?? 'pending');
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
    commissionPercentage: COMMISSION_PERCENTAGE,
    dueToMerchant: fromKobo(split.dueToMerchant),
    dueToPlatform: fromKobo(split.dueToPlatform),
    dueToProvider: fromKobo(split.dueToProvider),
    remitToPlatform: fromKobo(split.remitToPlatform),
    paymentStatus: paymentStatusOf(order),
    createdAt: order.createdAt,
  };
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
  const splits = found.orders.map(splitOrder);
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
        commissionPercentage: COMMISSION_PERCENTAGE,
        totalSalesOrderAmount: fromKobo(t.sales),
        totalOrderAmount: fromKobo(t.total),
        totalDeliveryAmount: fromKobo(t.delivery),
      },
    },
    'Report fetched successfully',
  );
}

const isDelivered = (status: string) => status === 'delivered';

/**
 * Whether an order has a merchant payment: it was delivered, or it was returned after its payment was
 * approved or processed (that history stays; a returned order's pending payment is no longer due).
 */
const hasPayment = (db: Database, order: OrderRow) => {
  const status = statusCode(db, order);
  return isDelivered(status) || (status === 'returned' && paymentStatusOf(order) !== 'pending');
};

/** A merchant payment: one per delivered order (see `hasPayment`), its id the order's. */
function paymentOf(db: Database, order: OrderRow): MerchantPayment {
  const split = splitOrder(order);
  const record = db.table('merchantPaymentRecords').get(order.id);
  return {
    id: order.id,
    merchantId: order.merchantId,
    storeName: storeNameOf(db, order.merchantId, order.storeName),
    orderId: order.id,
    orderName: order.orderName,
    totalOrderAmount: fromKobo(split.total),
    commissionPercentage: COMMISSION_PERCENTAGE,
    amount: fromKobo(Math.max(0, split.dueToMerchant)),
    status: paymentStatusOf(order),
    reference: record?.reference ?? null,
    note: record?.note ?? null,
    paidAt: record?.paidAt ?? null,
    createdAt: order.createdAt,
    updatedAt: record?.updatedAt ?? order.updatedAt ?? order.createdAt,
  };
}

/** The merchant payments of the range (open ends when no date is given), newest first. */
function payments(db: Database, range: DateRange, merchantId?: number): MerchantPayment[] {
  return saleOrders(db, { merchantId }, range)
    .filter((o) => hasPayment(db, o))
    .map((o) => paymentOf(db, o))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id);
}

function paymentStats(list: MerchantPayment[]): MerchantPaymentStats {
  const kobo = { processed: 0, approved: 0, pending: 0 };
  for (const p of list) kobo[p.status] += toKobo(p.amount);
  return {
    processedPayment: fromKobo(kobo.processed),
    approvedPayment: fromKobo(kobo.approved),
    pendingPayment: fromKobo(kobo.pending),
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
    financeReport(context, (order, status) => isDelivered(status) && !splitOrder(order).platformDelivered),
  getOdprReport: (context) =>
    financeReport(context, (order, status) => isDelivered(status) && splitOrder(order).platformDelivered),

  getSettlementReport: (context) => {
    const found = financeOrders(context, (_order, status) => isDelivered(status));
    if (isReply(found)) return found;
    const splits = found.orders.map(splitOrder);
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
        const split = order ? splitOrder(order) : undefined;
        return {
          kobo: split ?? { sales: 0, delivery: 0, total: 0 },
          row: {
            returnId: r.id,
            orderId: r.orderId,
            ...(order ? { orderName: order.orderName } : {}),
            merchantId: r.merchantId,
            storeName: storeNameOf(db, r.merchantId, order?.storeName),
            type: r.type === 'replace' ? ('replace' as const) : ('refund' as const),
            status: r.status,
            salesOrderAmt: fromKobo(split?.sales ?? 0),
            deliveryAmt: fromKobo(split?.delivery ?? 0),
            totalOrderAmt: fromKobo(split?.total ?? 0),
            createdAt: r.createdAt,
          },
        };
      });
    const total = (key: 'sales' | 'delivery' | 'total') =>
      fromKobo(rows.reduce((sum, r) => sum + r.kobo[key], 0));
    return ok(
      {
        count: rows.length,
        rows: reportPage(
          rows.map((r) => r.row),
          query,
        ),
        totals: {
          totalOrderAmt: total('total'),
          deliveryAmt: total('delivery'),
          salesOrderAmt: total('sales'),
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
    const list = payments(db, range, query.merchantId).filter(
      (p) => !query.status || p.status === query.status,
    );
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
    return ok(paymentStats(payments(db, range, merchantId)), 'Payment stats fetched successfully');
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
    const records = db.table('merchantPaymentRecords');
    const record = records.get(order.id);
    const reference = body.reference ?? record?.reference ?? null;
    if (next === 'processed' && current !== 'processed' && !reference) {
      return invalid([{ field: 'reference', message: 'Reference is required to process a payment' }]);
    }
    const now = env.now().toISOString();
    const saved = {
      reference,
      note: body.note ?? record?.note ?? null,
      paidAt: next === 'processed' ? (record?.paidAt ?? now) : null,
      updatedAt: now,
    };
    if (record) records.update(order.id, saved);
    else records.insert({ id: order.id, ...saved });
    const updated = db
      .table('orders')
      .update(order.id, { paymentStatus: next, approvePayout: next !== 'pending' });
    if (updated && next !== current && (next === 'approved' || next === 'processed')) {
      tellPayout(db, env, updated, next === 'approved' ? 'approved' : 'paid');
    }
    return ok(paymentOf(db, updated ?? order), 'Payment updated successfully');
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
    const orders = saleOrders(db, { merchantId: only }, range);
    const merchantIds = new Set<number>(orders.map((o) => o.merchantId));
    if (only !== undefined) merchantIds.add(only);
    else for (const store of db.table('stores').all()) merchantIds.add(store.merchantId);
    const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
    const lines = [...merchantIds]
      .map((merchantId): { kobo: number; line: MerchantReport } => {
        const own = orders.filter((o) => o.merchantId === merchantId);
        const t = sums(own.map(splitOrder));
        const store = db.table('stores').find((s) => s.merchantId === merchantId);
        const email = emailOrUndefined(db.table('users').get(merchantId)?.email);
        const stats = paymentStats(payments(db, range, merchantId));
        return {
          kobo: t.total,
          line: {
            merchantId,
            ...(store ? { storeId: store.id } : {}),
            storeName: store?.storeName ?? own[0]?.storeName ?? '',
            ...(email ? { email } : {}),
            totalOrders: own.length,
            totalSalesOrderAmount: fromKobo(t.sales),
            totalDeliveryAmount: fromKobo(t.delivery),
            totalOrderAmount: fromKobo(t.total),
            commissionPercentage: COMMISSION_PERCENTAGE,
            dueToMerchant: fromKobo(t.dueToMerchant),
            ...stats,
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
});
