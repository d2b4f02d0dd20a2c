import { useUpdateReturnStatus } from '@marketplace/react-hooks';
import { type Entity, returnCompletionWait } from '@marketplace/sdk';
import { useId, useState } from 'react';
import type { ConfirmOptions } from '../../kit/confirmContext';
import { useConfirm } from '../../kit/useConfirm';
import { returnMoveLabels } from './returnMoveLabels';

type Return = Entity<'ReturnedOrder'>;
type ReturnStatus = Entity<'ReturnStatus'>;

/** Props of {@link ReturnStatusMoves}. */
export interface ReturnStatusMovesProps {
  ret: Return;
  /** The statuses the return may go to (from `returnStatusMoves`). */
  moves: readonly ReturnStatus[];
  /** What the confirmation asks before moving the return to `to` (each role's words). */
  question(ret: Return, to: ReturnStatus): ConfirmOptions;
  /** The class of the block (each role's detail lays it out its own way). */
  className: string;
}

/**
 * A return's status moves through `updateReturnStatus`, one button per move, each confirmed, with an
 * optional note logged on the order's timeline. "Complete return" waits, disabled with its reason, while the
 * refund is the admin's to approve (`returnCompletionWait`), so the flow has no dead end. The hook toasts the outcome and refreshes the return and
 * the list; the note is kept after a failure and cleared after a success.
 *
 * @example
 * <ReturnStatusMoves ret={ret} moves={returnStatusMoves(ret.status)} question={merchantReturnMoveQuestion} className="merchant-return__moves" />
 */
export function ReturnStatusMoves({ ret, moves, question, className }: ReturnStatusMovesProps) {
  const update = useUpdateReturnStatus();
  const confirm = useConfirm();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [moving, setMoving] = useState<ReturnStatus | undefined>();
  const waitId = useId();
  const wait = moves.includes('completed') ? returnCompletionWait(ret) : null;
  async function move(to: ReturnStatus) {
    if (!(await confirm(question(ret, to)))) return;
    setMoving(to);
    const trimmed = note.trim();
    const done = await update
      .trigger({ path: { id: ret.id }, body: { status: to, ...(trimmed ? { note: trimmed } : {}) } })
      .then(() => true)
      .catch(() => false);
    if (done) setNote('');
    setMoving(undefined);
  }
  return (
    <div className={className}>
      <div className="field">
        <label htmlFor={noteId}>Note for the order's timeline (optional)</label>
        <textarea id={noteId} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="merchant-order__moves">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'declined' ? 'button button--secondary' : 'button'}
            disabled={moving !== undefined || (to === 'completed' && wait !== null)}
            aria-describedby={to === 'completed' && wait ? waitId : undefined}
            aria-busy={moving === to}
            onClick={() => void move(to)}
          >
            {moving === to ? 'Saving…' : returnMoveLabels[to]}
          </button>
        ))}
      </div>
      {wait ? (
        <p id={waitId} className="field__hint">
          {wait}
        </p>
      ) : null}
      {update.error ? <p role="alert">{update.error.message}</p> : null}
    </div>
  );
}
