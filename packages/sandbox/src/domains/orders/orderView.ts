import { type Entities, fromKobo, isOrderClosed } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { unpaidCheckoutView } from '../commerce/unpaidCheckouts';
import { orderPaymentOf } from '../reports/orderPayment';
import { declinedByPartner, statusChangedAt } from './orderAge';

/**
 * An order as the API sends it: the row with its activity log (oldest first) and its status's name.
 *
 * @example
 * return ok(orderView(db, order));
 */
export function orderView(db: Database, order: OrderRow): Entities['Order'] {
  const {
    hubId: _hub,
    transactionId: _tx,
    paymentStatus: _pay,
    declinedBy: _declined,
    deliveredAt: _delivered,
    giftCardShares: _shares,
    giftCardAmount: _giftCards,
    ...api
  } = order;
  const status = db.table('orderStatuses').get(order.orderStatusId);
  // The customer's payment (not the merchant payout's `paymentStatus` of the row).
  const { payment, refunds, refundedKobo, status: paymentStatus } = orderPaymentOf(db, order);
  const refund = refunds.at(-1);
  return {
    ...structuredClone(api),
    orderStatus: status?.name ?? order.orderStatus,
    status: status?.code_name ?? order.status,
    // Orders placed before the choice existed were paid by card.
    paymentMethod: order.paymentMethod ?? 'card',
    couponCodes: [...(order.couponCodes ?? [])],
    paymentStatus,
    paymentReference: payment?.reference ?? null,
    paidAt: payment?.createdAt ?? null,
    statusChangedAt: statusChangedAt(order),
    declinedByPartner: declinedByPartner(order),
    refundedAmount: fromKobo(refundedKobo),
    unpaidCheckout: unpaidCheckoutView(db, order),
    cancellationReason: order.cancellationReason ?? null,
    refundReference: refund?.reference ?? null,
    refundedAt: refund?.createdAt ?? null,
    orderActivities: db
      .table('orderActivities')
      .where((a) => a.orderTrackerId === order.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((a) => ({ ...a })),
  } as Entities['Order'];
}

/**
 * An order as `viewer` may see it: the delivery token is shown only to the customer and the full admins,
 * since the rider (dispatcher or partner) and the merchant must get it from the customer at the door; a
 * shipping partner sees the delivery address (the customer's name and phone) only while the order is open.
 */
export function viewOrder(db: Database, order: OrderRow, viewer: UserRow | undefined): Entities['Order'] {
  const view = orderView(db, order);
  const seesToken = !!viewer && (viewer.role === 'customer' || isPlatformAdmin(viewer));
  if (!seesToken) view.orderDeliveryToken = null;
  // A shipping partner needs the customer's name, address and phone only to deliver: withheld once closed.
  if (viewer?.role === 'shipping-partner' && view.status && isOrderClosed(view.status)) {
    view.deliveryAddress = null;
  }
  // The customer's tracking shows what is meant for them: never assignment notes, payouts or chargebacks.
  if (viewer?.role === 'customer') {
    view.orderActivities = view.orderActivities?.filter((a) => a.audience !== 'internal');
  }
  return view;
}
