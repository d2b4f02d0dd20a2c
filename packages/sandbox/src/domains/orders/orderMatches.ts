import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';

/** The text a customer or an admin searches an order by: its name, the customer's name and email, the store. */
export function orderMatches(db: Database, order: OrderRow, term: string | undefined): boolean {
  const needle = term?.trim().toLowerCase();
  if (!needle) return true;
  const customer = db.table('users').get(order.customerId);
  const haystack = [
    order.orderName,
    order.storeName,
    customer?.email,
    customer && `${customer.firstName} ${customer.lastName}`,
    order.deliveryAddress?.fullName,
    order.deliveryAddress?.emailAddress,
  ];
  return haystack.some((text) => !!text && text.toLowerCase().includes(needle));
}
