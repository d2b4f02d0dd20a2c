import type { Entities } from '@marketplace/sdk';
import type { ReturnRow } from '../../db/core';
import type { Database } from '../../db/Database';

/** A returned order as sent: the row without the sandbox's own fields, with its order's name. */
export function returnView(db: Database, ret: ReturnRow): Entities['ReturnedOrder'] {
  const { customerId: _customer, ...api } = ret;
  const orderName = db.table('orders').get(ret.orderId)?.orderName;
  return { ...structuredClone(api), ...(orderName ? { orderName } : {}) };
}
