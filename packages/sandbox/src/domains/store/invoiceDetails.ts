// What an invoice says beyond the order's sums: who sold it and from where, where it goes, how it was
// paid, the codes it used, and the credit note of a refund.
import { type Entities, fromKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import '../commerce/tables';
import { orderPaymentOf } from '../reports/orderPayment';

type Invoice = Entities['Invoice'];

/** The invoice number of an order: `INV-<year>-<id on 6 digits>`. */
export const invoiceNumber = (order: Pick<OrderRow, 'id' | 'createdAt'>) =>
  `INV-${order.createdAt.slice(0, 4)}-${String(order.id).padStart(6, '0')}`;

/**
 * The invoice's seller (store name, one-line address, phone), delivery address, payment (method, state,
 * card), the coupon codes that discounted the order, and its credit note when the order was refunded
 * (`CN-<year>-<id>`, the refund's amount, reason, reference and time).
 *
 * @example
 * return ok({ ...invoiceView(db, order), ...invoiceDetails(db, order) });
 */
export function invoiceDetails(
  db: Database,
  order: OrderRow,
): Pick<
  Invoice,
  | 'seller'
  | 'deliveryAddress'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'cardType'
  | 'cardNumber'
  | 'discountCodes'
  | 'creditNote'
> {
  const store = db.table('stores').find((s) => s.merchantId === order.merchantId);
  const location = store?.shippingLocation;
  const address = [location?.street, location?.city, location?.state, location?.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const { payment, refunds, refundedKobo, status } = orderPaymentOf(db, order);
  const refund = refunds.at(-1);
  const reason = refund?.reason || order.cancellationReason;
  const codes = db
    .table('couponUsages')
    .where((u) => u.orderIds.includes(order.id))
    .flatMap((u) => db.table('coupons').get(u.couponId)?.code ?? []);
  return {
    seller: {
      storeName: store?.storeName ?? order.storeName ?? '',
      ...(address ? { address } : {}),
      ...(store?.storePhoneNumber ? { phoneNumber: store.storePhoneNumber } : {}),
    },
    ...(order.deliveryAddress ? { deliveryAddress: structuredClone(order.deliveryAddress) } : {}),
    paymentMethod: order.paymentMethod ?? 'card',
    paymentStatus: status,
    ...(payment?.cardType ? { cardType: payment.cardType } : {}),
    ...(payment?.cardNumber ? { cardNumber: payment.cardNumber } : {}),
    discountCodes: [...new Set(codes)],
    creditNote: refund
      ? {
          creditNoteNumber: `CN-${order.createdAt.slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
          invoiceNumber: invoiceNumber(order),
          amount: fromKobo(refundedKobo),
          ...(reason ? { reason } : {}),
          reference: refund.reference,
          issuedAt: refund.createdAt ?? refund.date ?? order.updatedAt ?? order.createdAt,
        }
      : null,
  };
}
