import {
  useAssignOrderAsDispatcher,
  useAssignOrderAsScheduler,
  useAssignOrderToPartner,
  useAssignOrderToPlatform,
} from '@marketplace/react-hooks';
import type { OrderDesk } from './useOrderDesk';

/** Who receives an order. */
export type AssignTarget =
  | { assignTo: 'platform' }
  | { assignTo: 'dispatcher'; dispatcherId: number }
  | { assignTo: 'shippingPartner'; partnerId: number };

/**
 * The assignment call of a desk: a full admin uses the platform and partner calls (`assignOrderToPlatform`,
 * `assignOrderToPartner`) and the scheduler's for a dispatcher, a scheduler `assignOrderAsScheduler`, a
 * dispatcher `assignOrderAsDispatcher`. One order's form and the bulk assignment both go through it.
 * `notify: false` leaves the toasts to the caller (a bulk run reports every order itself).
 *
 * @example
 * const assign = useAssignOrders('scheduler');
 * await assign(order.id, { assignTo: 'dispatcher', dispatcherId: 7 }, 'Fragile');
 */
export function useAssignOrders(desk: OrderDesk, options: { notify?: boolean } = {}) {
  const notify = options.notify === false ? { notify: false } : {};
  const toPlatform = useAssignOrderToPlatform(notify);
  const toPartner = useAssignOrderToPartner(notify);
  const asScheduler = useAssignOrderAsScheduler(notify);
  const asDispatcher = useAssignOrderAsDispatcher(notify);
  return (orderId: number, target: AssignTarget, note?: string) => {
    const body = { orderId, ...(note ? { note } : {}), ...target };
    if (desk === 'dispatcher') return asDispatcher.trigger({ body });
    if (desk === 'scheduler') return asScheduler.trigger({ body });
    if (target.assignTo === 'platform') return toPlatform.trigger({ path: { id: orderId } });
    if (target.assignTo === 'shippingPartner') return toPartner.trigger({ body: { ...body, ...target } });
    return asScheduler.trigger({ body });
  };
}
