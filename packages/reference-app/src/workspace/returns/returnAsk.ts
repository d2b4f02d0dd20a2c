import type { Entity } from '@marketplace/sdk';

/**
 * What a customer asked for in a return request: a refund, a replacement, or a replacement with a refund
 * when the store cannot replace the products (both of the request's `refund` and `replace` flags).
 */
export type ReturnAsk = 'refund' | 'replacement' | 'replacementOrRefund';

/** How each ask reads in the merchant's and the admin's return screens. */
export const RETURN_ASK_LABELS: Readonly<Record<ReturnAsk, string>> = {
  refund: 'Refund',
  replacement: 'Replacement',
  replacementOrRefund: 'Replacement, or refund if unavailable',
};

/**
 * What the customer asked for, from the return's flags (older returns carry only `type`).
 *
 * @example
 * returnAsk({ type: 'replace', refund: true, replace: true }); // 'replacementOrRefund'
 */
export function returnAsk(ret: Pick<Entity<'ReturnedOrder'>, 'type' | 'refund' | 'replace'>): ReturnAsk {
  const replace = ret.replace ?? ret.type === 'replace';
  const refund = ret.refund ?? ret.type === 'return';
  if (replace && refund) return 'replacementOrRefund';
  return replace ? 'replacement' : 'refund';
}

/**
 * What the customer asked for, as the workspace's return screens say it.
 *
 * @example
 * returnAskLabel(ret); // 'Replacement, or refund if unavailable'
 */
export function returnAskLabel(ret: Pick<Entity<'ReturnedOrder'>, 'type' | 'refund' | 'replace'>): string {
  return RETURN_ASK_LABELS[returnAsk(ret)];
}
