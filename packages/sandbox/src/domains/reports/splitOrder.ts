import { toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';

/** The platform's commission on the sales amount of an order, in percent. */
export const COMMISSION_PERCENTAGE = 5;

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

/** An order's money in kobo, split between the merchant, the platform and the card provider. */
export interface OrderSplit {
  /** Product amount: subtotal less discount. */
  sales: number;
  /** Shipping fee (what is left of it after a discount larger than the subtotal). */
  delivery: number;
  /** What the customer paid: sales + delivery. */
  total: number;
  commission: number;
  platformDelivered: boolean;
  dueToMerchant: number;
  dueToPlatform: number;
  dueToProvider: number;
  remitToPlatform: number;
}

/**
 * How an order's payment splits: the provider keeps 1.5% of what the customer paid (at most 2,000
 * naira) and remits the rest; the merchant is due the sales amount less 5% commission, plus the delivery
 * amount when it delivered the order itself; the platform keeps the remainder. All in whole kobo, so
 * `dueToMerchant + dueToPlatform + dueToProvider = total` exactly.
 */
export function splitOrder(order: OrderRow): OrderSplit {
  const subtotal = Math.max(0, toKobo(order.subtotal));
  const shipping = Math.max(0, toKobo(order.shippingFee));
  const discount = Math.max(0, toKobo(order.discount ?? 0));
  const total = Math.max(0, subtotal + shipping - discount);
  const sales = Math.min(total, Math.max(0, subtotal - discount));
  const delivery = total - sales;
  const commission = Math.round((sales * COMMISSION_PERCENTAGE) / 100);
  const dueToProvider = Math.min(Math.round((total * PROVIDER_FEE_PER_MILLE) / 1000), PROVIDER_FEE_CAP_KOBO);
  const platformDelivered = deliveredByPlatform(order);
  const dueToMerchant = sales - commission + (platformDelivered ? 0 : delivery);
  return {
    sales,
    delivery,
    total,
    commission,
    platformDelivered,
    dueToMerchant,
    dueToPlatform: total - dueToMerchant - dueToProvider,
    dueToProvider,
    remitToPlatform: total - dueToProvider,
  };
}
