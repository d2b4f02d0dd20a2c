import type { Entity } from '@marketplace/sdk';

type PaymentStatus = Entity<'PaymentStatus'>;

/**
 * The statuses a merchant payment may move to from `status` (itself included, to add a reference or a
 * note): a pending payment is approved; an approved one goes back to pending or is processed (paid, with
 * the transfer's reference); a processed one stays. The sandbox's rule (packages/sandbox/docs/rules/reports.md);
 * the server refuses any other move.
 *
 * @example
 * paymentMoves('approved'); // ['approved', 'pending', 'processed']
 */
export function paymentMoves(status: PaymentStatus): PaymentStatus[] {
  switch (status) {
    case 'pending':
      return ['pending', 'approved'];
    case 'approved':
      return ['approved', 'pending', 'processed'];
    default:
      return ['processed'];
  }
}

/** A payment status's word on screen. */
export const PAYMENT_STATUS_WORDS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  processed: 'Processed',
};
