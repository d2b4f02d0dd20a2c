import { toKobo } from '@marketplace/sdk';
import type { TransactionRow } from '../../db/core';
import type { Database } from '../../db/Database';

/** What a transaction row moved (rows recorded before `type` existed are payments). */
export const movementType = (tx: Pick<TransactionRow, 'type'>) => tx.type ?? 'payment';

const SETTLED = /^success/i;

/**
 * The refunds and chargebacks recorded on an order, in kobo (successful rows of the transactions). These
 * rows are the one truth of what went back: reports, payments and statements derive from them.
 *
 * @example
 * const { refunded, chargedBack } = movementsOf(db, order.id);
 */
export function movementsOf(db: Database, orderId: number): { refunded: number; chargedBack: number } {
  let refunded = 0;
  let chargedBack = 0;
  for (const tx of db.table('transactions').all()) {
    const type = movementType(tx);
    if (type === 'payment' || !tx.orderIds.includes(orderId) || !SETTLED.test(tx.status ?? '')) continue;
    if (type === 'refund') refunded += toKobo(tx.amount);
    else chargedBack += toKobo(tx.amount);
  }
  return { refunded, chargedBack };
}

/**
 * The refunds paid back on an order (successful `refund` rows of the transactions, oldest first): what the
 * order, its invoice's credit note and the customer's order page show.
 *
 * @example
 * const last = refundsOf(db, order.id).at(-1);
 */
export function refundsOf(db: Database, orderId: number): TransactionRow[] {
  return db
    .table('transactions')
    .where(
      (tx) => movementType(tx) === 'refund' && tx.orderIds.includes(orderId) && SETTLED.test(tx.status ?? ''),
    )
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id - b.id);
}
