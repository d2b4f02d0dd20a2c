import type { Entity } from '@marketplace/sdk';

/**
 * What a transaction moved, as words: "Payment", "Refund (by Tunde Bakare)", "Chargeback (by …)". Rows
 * without a type are payments.
 *
 * @example
 * transactionTypeText({ type: 'refund', decidedBy: 'Tunde Bakare' } as Transaction); // 'Refund (by Tunde Bakare)'
 */
export function transactionTypeText(t: Pick<Entity<'Transaction'>, 'type' | 'decidedBy'>): string {
  const type = t.type ?? 'payment';
  const word = type.charAt(0).toUpperCase() + type.slice(1);
  return t.decidedBy ? `${word} (by ${t.decidedBy})` : word;
}
