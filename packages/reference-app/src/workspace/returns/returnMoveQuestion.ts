import type { Entity } from '@marketplace/sdk';
import type { ConfirmOptions } from '../../kit/confirmContext';
import { returnApprovedMessage, returnCompletedMessage } from './returnAskMoveMessages';
import { returnMoveLabels } from './returnMoveLabels';

type Return = Entity<'ReturnedOrder'>;
type ReturnStatus = Entity<'ReturnStatus'>;

/** The roles that move returns on: the store and the admin session. */
export type ReturnDesk = 'merchant' | 'admin';

/**
 * What a role's confirmation says before moving a return to `to` (declining is destructive): the store
 * speaks of its own store, the admin of the store's.
 *
 * @example
 * <ReturnStatusMoves ret={ret} moves={moves} question={(r, to) => returnMoveQuestion('admin', r, to)} className="admin-decision" />
 */
export function returnMoveQuestion(desk: ReturnDesk, ret: Return, to: ReturnStatus): ConfirmOptions {
  const what = desk === 'merchant' && ret.type === 'replace' ? 'replacement' : 'return';
  const messages: Record<ReturnStatus, string> = {
    pending: desk === 'admin' ? 'The return waits for a decision again.' : '',
    approved: returnApprovedMessage(ret),
    declined:
      desk === 'admin'
        ? "The customer's request is closed. This cannot be undone."
        : `The customer's ${what} request is closed. This cannot be undone.`,
    received:
      desk === 'admin'
        ? 'Say so only once the goods are back with the store.'
        : 'Say so only once the goods are back in your store.',
    completed: returnCompletedMessage(ret),
  };
  return {
    title: `${returnMoveLabels[to]} #${ret.id}?`,
    message: messages[to],
    confirmLabel: returnMoveLabels[to],
    destructive: to === 'declined',
  };
}
