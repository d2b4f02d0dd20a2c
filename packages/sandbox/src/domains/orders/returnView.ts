import { type Entities, fromKobo, toKobo } from '@marketplace/sdk';
import type { ReturnRow } from '../../db/core';
import type { Database } from '../../db/Database';

/** A returned order as sent: the row without the sandbox's own fields, with its order's name. */
export function returnView(db: Database, ret: ReturnRow): Entities['ReturnedOrder'] {
  const { customerId: _customer, ...api } = ret;
  const orderName = db.table('orders').get(ret.orderId)?.orderName;
  // What its refunds paid back (rows of the transactions, the one record of money moving).
  const refundedKobo = db
    .table('transactions')
    .where((t) => t.type === 'refund' && t.returnId === ret.id && t.status === 'success')
    .reduce((sum, t) => sum + toKobo(t.amount), 0);
  return {
    ...structuredClone(api),
    ...(orderName ? { orderName } : {}),
    refundedAmount: fromKobo(refundedKobo),
  };
}
