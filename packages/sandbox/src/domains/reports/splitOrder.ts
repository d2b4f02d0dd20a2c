import { toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { commissionRateOf } from './commissionRate';
import { movementsOf } from './moneyMovements';

/** The card provider's fee: 1.5% of what the customer paid ... */
export const PROVIDER_FEE_PER_MILLE = 15;

/** ... capped at 2,000 naira per order (in kobo). */
export const PROVIDER_FEE_CAP_KOBO = 200000;

/** Whether the platform (its hub, a dispatcher or a shipping partner) delivers the order. */
export function deliveredByPlatform(order: OrderRow): boolean {
  return Boolean(
    order.assignedToPlatform ||
      order.assignedToDispatcher ||
      order.assignedToShippingPartner ||
      order.hubId != null ||
      order.dispatcherId != null ||
      order.partnerProfile,
  );
}

/** An order's money in kobo, net of its refunds, split between the merchant, the platform and the provider. */
export interface OrderSplit {
  /** Product amount before returns: subtotal less discount. */
  grossSales: number;
  /** Refunded to the customer (returns), at most the product amount. */
  refunded: number;
  /** Product amount less refunds: what the reports call sales. */
  sales: number;
  /** Shipping fee (what is left of it after a discount larger than the subtotal). */
  delivery: number;
  /** What the customer paid, less refunds: sales + delivery. */
  total: number;
  /** The merchant's rate, in percent. */
  rate: number;
  commission: number;
  /** Chargebacks the merchant bears (at most what the order still owes it). */
  fees: number;
  platformDelivered: boolean;
  dueToMerchant: number;
  dueToPlatform: number;
  dueToProvider: number;
  remitToPlatform: number;
}

/**
 * How an order's payment splits, computed once for every report, payment and statement: the provider keeps
 * 1.5% of what the customer paid (at most 2,000 naira); refunds come off the sales amount; the merchant is
 * due the sales less its plan's commission on them, less chargebacks, plus the delivery amount when it
 * delivered the order itself; the platform keeps the remainder. All in whole kobo, so
 * `dueToMerchant + dueToPlatform + dueToProvider = total` exactly.
 *
 * @example
 * const { dueToMerchant } = splitOrder(db, order);
 */
export function splitOrder(db: Database, order: OrderRow): OrderSplit {
  const subtotal = Math.max(0, toKobo(order.subtotal));
  const shipping = Math.max(0, toKobo(order.shippingFee));
  const discount = Math.max(0, toKobo(order.discount ?? 0));
  const paid = Math.max(0, subtotal + shipping - discount);
  const grossSales = Math.min(paid, Math.max(0, subtotal - discount));
  const delivery = paid - grossSales;
  const movements = movementsOf(db, order.id);
  const refunded = Math.min(grossSales, movements.refunded);
  const sales = grossSales - refunded;
  const total = paid - refunded;
  const rate = commissionRateOf(db, order.merchantId);
  const commission = Math.round((sales * rate) / 100);
  const dueToProvider = Math.min(Math.round((paid * PROVIDER_FEE_PER_MILLE) / 1000), PROVIDER_FEE_CAP_KOBO);
  const platformDelivered = deliveredByPlatform(order);
  const beforeFees = sales - commission + (platformDelivered ? 0 : delivery);
  const fees = Math.min(Math.max(0, beforeFees), movements.chargedBack);
  const dueToMerchant = beforeFees - fees;
  return {
    grossSales,
    refunded,
    sales,
    delivery,
    total,
    rate,
    commission,
    fees,
    platformDelivered,
    dueToMerchant,
    dueToPlatform: total - dueToMerchant - dueToProvider,
    dueToProvider,
    remitToPlatform: total - dueToProvider,
  };
}
