// Cancelling orders, by whoever may: the stock, coupon uses and gift card money come back, and a paid
// order's payment is refunded as a transaction of its own, by the same rule as a return's refund.
import { toKobo } from '@marketplace/sdk';
import type { ActorStamp, OrderRow, TransactionRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { releaseOrders } from '../commerce/releaseOrders';
import { movementsOf } from '../reports/moneyMovements';
import { recordRefund } from '../reports/recordRefund';

/** Who cancels, in the activity's words. */
export type Canceller = 'customer' | 'merchant' | 'admin';

/** Why and by whom orders are cancelled (see {@link cancelOrders}). */
export interface CancelCause {
  by: Canceller;
  /** The canceller's name, written on the refund as who decided it. */
  decidedBy?: string | null;
  reason?: string;
  /** The order's activity, when it is not `Order cancelled by the <by>: <reason>`. */
  activity?: string;
  /** Who cancels, for the stock history. */
  actor?: ActorStamp;
}

/**
 * Cancels `orders` for `reason` and gives back what they took; each paid one is refunded what its card
 * payment covered and was not refunded yet (`recordRefund`: a `refund` row of the transactions, read by
 * every report and statement like a return's). Answers the refunds recorded.
 *
 * @example
 * const [refund] = cancelOrders(db, env, [order], { by: 'customer', decidedBy: 'Ada Obi', reason: 'Wrong size' });
 */
export function cancelOrders(
  db: Database,
  env: SandboxEnv,
  orders: readonly OrderRow[],
  cause: CancelCause,
): TransactionRow[] {
  const reason = cause.reason?.trim();
  const activity =
    cause.activity?.trim() || `Order cancelled by the ${cause.by}${reason ? `: ${reason}` : ''}`;
  releaseOrders(db, env, orders, activity, reason ? { cancellationReason: reason } : {}, cause.actor);
  const refunds: TransactionRow[] = [];
  for (const order of orders) {
    const current = db.table('orders').get(order.id);
    const payment =
      current?.transactionId == null ? undefined : db.table('transactions').get(current.transactionId);
    if (!current || payment?.status !== 'success') continue;
    // What the card paid of this order (gift card parts went back to the cards), less what went back already.
    const amountKobo = toKobo(current.total) - movementsOf(db, current.id).refunded;
    const refund = recordRefund(db, env, {
      orderId: current.id,
      type: 'refund',
      amountKobo,
      decidedBy: cause.decidedBy ?? null,
      reason: reason ?? null,
    });
    if (refund) refunds.push(refund);
  }
  return refunds;
}
