import type { Entity } from '@marketplace/sdk';
import { type ReturnAsk, returnAsk } from './returnAsk';

/** What the goods are sent back for, by what the customer asked. */
const GOODS_BACK_FOR: Readonly<Record<ReturnAsk, string>> = {
  refund: 'a refund',
  replacement: 'a replacement',
  replacementOrRefund: 'a replacement, or a refund if the store cannot replace them',
};

/** What completing the return means, by what the customer asked. */
const COMPLETED: Readonly<Record<ReturnAsk, string>> = {
  refund: 'The return is closed and the order is marked as returned. A refund must have been approved first.',
  replacement: 'The replacement has been sent. The return is closed.',
  replacementOrRefund:
    'Complete once the replacement has been sent, or, if the products cannot be replaced, once the admin has approved the refund. The return is closed.',
};

type Asked = Pick<Entity<'ReturnedOrder'>, 'type' | 'refund' | 'replace'>;

/**
 * What approving a return tells the customer (the merchant's and the admin's confirmations), by what they asked.
 *
 * @example
 * returnApprovedMessage(ret); // 'The customer is told to send the goods back for a refund.'
 */
export function returnApprovedMessage(ret: Asked): string {
  return `The customer is told to send the goods back for ${GOODS_BACK_FOR[returnAsk(ret)]}.`;
}

/**
 * What completing a return means (the merchant's and the admin's confirmations), by what the customer asked.
 *
 * @example
 * returnCompletedMessage({ type: 'replace', replace: true }); // 'The replacement has been sent. The return is closed.'
 */
export function returnCompletedMessage(ret: Asked): string {
  return COMPLETED[returnAsk(ret)];
}
