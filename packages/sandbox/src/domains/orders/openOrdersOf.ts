import { isOrderClosed } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { statusCode } from './orderStatuses';

/** A carrier's load: the open orders a dispatcher or a shipping partner has now. */
export function openOrdersOf(db: Database, carrier: UserRow): number {
  return db
    .table('orders')
    .where(
      (o) =>
        !isOrderClosed(statusCode(db, o)) &&
        (carrier.accountType === 'dispatcher'
          ? !!o.assignedToDispatcher && o.dispatcherId === carrier.id
          : !!o.assignedToShippingPartner && o.partnerProfile?.id === carrier.id),
    ).length;
}
