import type { Entity } from '@marketplace/sdk';
import type { ConfirmOptions } from '../../../kit/confirmContext';
import {
  returnApprovedMessage,
  returnCompletedMessage,
} from '../../../workspace/returns/returnAskMoveMessages';
import { returnMoveLabels } from '../../../workspace/returns/returnMoveLabels';

/**
 * What the admin's confirmation says before moving a return to `to` (declining is destructive).
 *
 * @example
 * <ReturnStatusMoves ret={ret} moves={moves} question={adminReturnMoveQuestion} className="admin-decision" />
 */
export function adminReturnMoveQuestion(
  ret: Entity<'ReturnedOrder'>,
  to: Entity<'ReturnStatus'>,
): ConfirmOptions {
  const messages: Record<Entity<'ReturnStatus'>, string> = {
    pending: 'The return waits for a decision again.',
    approved: returnApprovedMessage(ret),
    declined: "The customer's request is closed. This cannot be undone.",
    received: 'Say so only once the goods are back with the store.',
    completed: returnCompletedMessage(ret),
  };
  return {
    title: `${returnMoveLabels[to]} #${ret.id}?`,
    message: messages[to],
    confirmLabel: returnMoveLabels[to],
    destructive: to === 'declined',
  };
}
