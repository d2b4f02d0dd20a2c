import { useUpdateOrder } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import type { ConfirmOptions } from '../../kit/confirmContext';
import { useConfirm } from '../../kit/useConfirm';

type Order = Entity<'Order'>;
type OrderStatus = Entity<'OrderStatus'>;

/** Props of {@link OrderStatusMoves}. */
export interface OrderStatusMovesProps {
  order: Order;
  /** The statuses the order may go to (from the role's status-move rules). */
  moves: readonly OrderStatus[];
  /** What the confirmation asks before moving the order to `status` (each role tells different people). */
  question(order: Order, status: OrderStatus): ConfirmOptions;
}

/**
 * An order's status moves through the shared `updateOrder` call, one button per move, each confirmed
 * (cancelling as a destructive action). The hook toasts the outcome and refreshes the order and the lists;
 * a refusal is also said under the buttons and leaves the order as it was.
 *
 * @example
 * <OrderStatusMoves order={order} moves={adminStatusMoves(order.status, statuses)} question={adminMoveQuestion} />
 */
export function OrderStatusMoves({ order, moves, question }: OrderStatusMovesProps) {
  const update = useUpdateOrder();
  const confirm = useConfirm();
  const [moving, setMoving] = useState<number | undefined>();
  async function move(status: OrderStatus) {
    if (!(await confirm(question(order, status)))) return;
    setMoving(status.id);
    await update
      .trigger({ path: { id: order.id }, body: { orderStatusId: status.id } })
      .catch(() => undefined);
    setMoving(undefined);
  }
  return (
    <div className="merchant-order__moves">
      {moves.map((status) => (
        <button
          key={status.id}
          type="button"
          className={status.code_name === 'cancelled' ? 'button button--secondary' : 'button'}
          disabled={moving !== undefined}
          aria-busy={moving === status.id}
          onClick={() => void move(status)}
        >
          {moving === status.id
            ? 'Saving…'
            : status.code_name === 'cancelled'
              ? 'Cancel order'
              : `Mark as ${status.name.toLowerCase()}`}
        </button>
      ))}
      {update.error ? <p role="alert">{update.error.message}</p> : null}
    </div>
  );
}
