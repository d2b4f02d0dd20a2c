// Merchant payments and the merchant's statement: one computation over the orders (splitOrder), used by the
// merchant payments list, the payment stats, the merchant reports and the statement, so they agree.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { lagosDay } from '../../lagosDay';
import { deliveredAtOf, openReturnOf, RETURN_WINDOW_MS } from '../orders/returnRules';
import { statusCode } from './saleOrders';
import { type OrderSplit, splitOrder } from './splitOrder';
import { storeNameOf } from './storeNameOf';
import type { MerchantPayment, PaymentStatus } from './types';

/** A merchant payment's status: the order's, where an approved payout still marked pending counts as approved. */
export function paymentStatusOf(order: OrderRow): PaymentStatus {
  return order.paymentStatus === 'pending' && order.approvePayout
    ? 'approved'
    : (order.paymentStatus ?? 'pending');
}

/** Whether an order has a merchant payment: it was delivered (a return since leaves it its payment). */
export function hasPayment(db: Database, order: OrderRow): boolean {
  const status = statusCode(db, order);
  return status === 'delivered' || status === 'returned';
}

export const HELD_BY_RETURN = 'A return on this order is open';

/**
 * Why an order's payout cannot be paid yet, or null: an open return holds it whatever its status; a
 * pending one waits for the return window (7 days from delivery) to close.
 */
export function heldReasonOf(db: Database, order: OrderRow, now: Date): string | null {
  if (!hasPayment(db, order)) return 'Not delivered yet';
  const status = paymentStatusOf(order);
  if (status === 'processed') return null;
  if (openReturnOf(db, order.id)) return HELD_BY_RETURN;
  const closes = deliveredAtOf(order) + RETURN_WINDOW_MS;
  if (status === 'pending' && statusCode(db, order) === 'delivered' && now.getTime() <= closes) {
    return `In the return window until ${lagosDay(new Date(closes))}`;
  }
  return null;
}

/** One order's place in the statement, in kobo. */
export interface OrderSettlement {
  order: OrderRow;
  split: OrderSplit;
  bucket: 'processed' | 'approved' | 'pending' | 'notYetDue';
  /** The payout's amount: what was transferred (processed), else what is due. */
  amount: number;
  /** Due but not in `amount` (a processed payment's order refunded since: negative, to recover). */
  adjustment: number;
  heldReason: string | null;
}

/** Where one order's payout stands (see the statement's rules in docs/rules/reports.md). */
export function settle(db: Database, order: OrderRow, now: Date): OrderSettlement {
  const split = splitOrder(db, order);
  const heldReason = heldReasonOf(db, order, now);
  const status = paymentStatusOf(order);
  if (hasPayment(db, order) && status === 'processed') {
    const recorded = db.table('merchantPaymentRecords').get(order.id)?.amount;
    const amount = recorded === undefined ? split.dueToMerchant : toKobo(recorded);
    return {
      order,
      split,
      bucket: 'processed',
      amount,
      adjustment: split.dueToMerchant - amount,
      heldReason,
    };
  }
  const bucket = heldReason ? 'notYetDue' : status;
  return { order, split, bucket, amount: split.dueToMerchant, adjustment: 0, heldReason };
}

/** Kobo totals of a set of settlements: the statement's lines. */
export function statementLines(settlements: OrderSettlement[]) {
  const lines = {
    orders: settlements.length,
    sales: 0,
    deliveryIncome: 0,
    returns: 0,
    commission: 0,
    fees: 0,
    due: 0,
    processed: 0,
    approved: 0,
    pending: 0,
    notYetDue: 0,
    total: 0,
    delivery: 0,
    netSales: 0,
  };
  for (const s of settlements) {
    lines.sales += s.split.grossSales;
    lines.netSales += s.split.sales;
    lines.deliveryIncome += s.split.platformDelivered ? 0 : s.split.delivery;
    lines.delivery += s.split.delivery;
    lines.total += s.split.total;
    lines.returns += s.split.refunded;
    lines.commission += s.split.commission;
    lines.fees += s.split.fees;
    lines.due += s.split.dueToMerchant;
    lines[s.bucket] += s.amount;
    lines.pending += s.adjustment;
  }
  return lines;
}

/** A merchant payment (one per delivered or returned order, its id the order's), from its settlement. */
export function paymentOf(db: Database, s: OrderSettlement): MerchantPayment {
  const { order, split } = s;
  const record = db.table('merchantPaymentRecords').get(order.id);
  return {
    id: order.id,
    merchantId: order.merchantId,
    storeName: storeNameOf(db, order.merchantId, order.storeName),
    orderId: order.id,
    orderName: order.orderName,
    totalOrderAmount: fromKobo(split.total),
    commissionPercentage: split.rate,
    amount: fromKobo(Math.max(0, s.amount)),
    status: paymentStatusOf(order),
    heldReason: s.heldReason,
    approvalHeld: s.heldReason === HELD_BY_RETURN,
    reference: record?.reference ?? null,
    note: record?.note ?? null,
    paidAt: record?.paidAt ?? null,
    createdAt: order.createdAt,
    updatedAt: record?.updatedAt ?? order.updatedAt ?? order.createdAt,
  };
}

/**
 * The settlements that are merchant payments, newest first: delivered or returned orders, leaving out a
 * fully refunded order with nothing left to pay.
 */
export function paymentSettlements(db: Database, settlements: OrderSettlement[]): OrderSettlement[] {
  return settlements
    .filter((s) => hasPayment(db, s.order) && !(s.amount === 0 && s.bucket !== 'processed'))
    .sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt) || b.order.id - a.order.id);
}
