import { defineHandlers } from '../../http/HandlerContext';
import { assignmentHandlers } from './assignmentHandlers';
import { orderHandlers } from './orderHandlers';
import { returnHandlers } from './returnHandlers';

/** Handlers of the orders domain: order tracking, assignment, shipping partners' orders and returns. */
export const ordersHandlers = defineHandlers({
  ...orderHandlers,
  ...assignmentHandlers,
  ...returnHandlers,
});
