import type { Entity } from '@marketplace/sdk';
import type { ConfirmOptions } from '../../../kit/confirmContext';
import {
  returnApprovedMessage,
  returnCompletedMessage,
} from '../../../workspace/returns/returnAskMoveMessages';
import { returnMoveLabels } from '../../../workspace/returns/returnMoveLabels';

/**
 * What the merchant's confirmation says before moving a return to `to` (declining is destructive).
 *
 * @example
 * <ReturnStatusMoves ret={ret} moves={moves} question={merchantReturnMoveQuestion} className="merchant-return__moves" />
 */
export function merchantReturnMoveQuestion(
  ret: Entity<'ReturnedOrder'>,
  to: Entity<'ReturnStatus'>,
): ConfirmOptions {
  const what = ret.type === 'replace' ? 'replacement' : 'return';
  const messages: Record<Entity<'ReturnStatus'>, string> = {
    pending: '',
    approved: returnApprovedMessage(ret),
    declined: `The customer's ${what} request is closed. This cannot be undone.`,
    received: 'Say so only once the goods are back in your store.',
    completed: returnCompletedMessage(ret),
  };
  return {
    title: `${returnMoveLabels[to]} #${ret.id}?`,
    message: messages[to],
    confirmLabel: returnMoveLabels[to],
    destructive: to === 'declined',
  };
}
