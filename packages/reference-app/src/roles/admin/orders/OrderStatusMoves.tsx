import { useUpdateOrder } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { useConfirm } from '../../../kit/useConfirm';

type Order = Entity<'Order'>;
type OrderStatus = Entity<'OrderStatus'>;

/** Props of {@link OrderStatusMoves}. */
export interface OrderStatusMovesProps {
  order: Order;
  /** The statuses the order may go to (from `adminStatusMoves`). */
  moves: readonly OrderStatus[];
}

/** What the confirmation says of each move. */
function moveQuestion(order: Order, status: OrderStatus) {
  const name = order.orderName ?? `#${order.id}`;
  if (status.code_name === 'cancelled')
    return {
      title: `Cancel order ${name}?`,
      message:
        'The customer and the store are told the order is cancelled. A cancelled order stays cancelled.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      destructive: true,
    };
  if (status.code_name === 'delivered')
    return {
      title: `Mark order ${name} as delivered?`,
      message:
        'Use this when the delivery is confirmed without the rider (an admin needs no delivery token). Orders do not move back.',
      confirmLabel: 'Mark as delivered',
    };
  return {
    title: `Mark order ${name} as ${status.name.toLowerCase()}?`,
    message: 'The customer, the store and the carrier see the new status. Orders do not move back.',
    confirmLabel: `Mark as ${status.name.toLowerCase()}`,
  };
}

/**
 * The admin's status moves of an order through the shared `updateOrder` call, each confirmed (cancelling
 * as a destructive action). The hook toasts the outcome and refreshes the order and the lists.
 *
 * @example
 * <OrderStatusMoves order={order} moves={adminStatusMoves(order.status, statuses)} />
 */
export function OrderStatusMoves({ order, moves }: OrderStatusMovesProps) {
  const update = useUpdateOrder();
  const confirm = useConfirm();
  const [moving, setMoving] = useState<number | undefined>();
  async function move(status: OrderStatus) {
    if (!(await confirm(moveQuestion(order, status)))) return;
    setMoving(status.id);
    // A refusal is toasted by the hook and said below; the order stays as it was.
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
