import type { OrderRow } from '../../db/core';

/** When the order entered its status: stamped on every move, else its last change or its creation. */
export function statusChangedAt(order: OrderRow): string {
  return order.statusChangedAt ?? order.updatedAt ?? order.createdAt;
}

/** Whether a partner declined the order and no partner has it now (the view's `declinedByPartner`). */
export function declinedByPartner(order: OrderRow): boolean {
  return order.declinedBy.length > 0 && !order.assignedToShippingPartner;
}
