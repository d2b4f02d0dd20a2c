import type { Entity } from '@marketplace/sdk';

/** A way to pay the contract knows (`card` or `pay_on_delivery`). */
export type PaymentMethod = Entity<'PaymentMethod'>;

/**
 * The payment methods' names as every screen says them (checkout, confirmation, the customer's order,
 * the merchant's and the admin's order detail).
 *
 * @example
 * PAYMENT_METHOD_NAMES[order.paymentMethod ?? 'card']; // 'Card'
 */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card',
  pay_on_delivery: 'Pay on delivery',
};
