import { toKobo } from '@marketplace/sdk';
import type { OrderRow, TransactionRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { refundsOf } from './moneyMovements';

/** The customer's side of an order's money: its payment, the refunds on it, and the state they make. */
export interface OrderPayment {
  payment: TransactionRow | undefined;
  /** Successful refund rows, oldest first (a cancellation's or the returns'). */
  refunds: TransactionRow[];
  /** Their sum, in kobo. */
  refundedKobo: number;
  /** `refunded` once everything the card paid went back; `paid` (a partial refund too); `unpaid`. */
  status: 'paid' | 'unpaid' | 'refunded';
}

/**
 * How the customer's payment of an order stands, read from the transactions: the order page, its invoice
 * and credit note all show this one answer.
 *
 * @example
 * const { status, refunds } = orderPaymentOf(db, order);
 */
export function orderPaymentOf(db: Database, order: OrderRow): OrderPayment {
  const payment = order.transactionId == null ? undefined : db.table('transactions').get(order.transactionId);
  const refunds = refundsOf(db, order.id);
  const refundedKobo = refunds.reduce((sum, r) => sum + toKobo(r.amount), 0);
  const whole = refundedKobo > 0 && refundedKobo >= toKobo(order.total);
  return { payment, refunds, refundedKobo, status: whole ? 'refunded' : payment ? 'paid' : 'unpaid' };
}
