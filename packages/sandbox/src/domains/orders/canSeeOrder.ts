import type { OrderRow, ReturnRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';

/** A merchant (or its staff, through `storeId`) owns the orders of its store's merchant. */
export function merchantOwns(db: Database, user: UserRow, merchantId: number | undefined): boolean {
  if (merchantId === undefined) return false;
  if (user.id === merchantId) return true;
  if (user.storeId === undefined) return false;
  return db.table('stores').get(user.storeId)?.merchantId === merchantId;
}

/** Whether the order is currently assigned to this shipping partner. */
export function partnerHas(order: OrderRow, user: UserRow): boolean {
  return !!order.assignedToShippingPartner && order.partnerProfile?.id === user.id;
}

/** Whether the caller may open the order (customer's own, merchant's store's, any for the admin session). */
export function canSeeOrder(db: Database, user: UserRow, order: OrderRow): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'customer') return order.customerId === user.id;
  if (user.role === 'merchant') return merchantOwns(db, user, order.merchantId);
  return partnerHas(order, user);
}

/** Whether the caller may see the return (customer's own, merchant's store's, any for the admin session). */
export function canSeeReturn(db: Database, user: UserRow, ret: ReturnRow): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'customer') return ret.customerId === user.id;
  if (user.role === 'merchant') return merchantOwns(db, user, ret.merchantId);
  return false;
}
