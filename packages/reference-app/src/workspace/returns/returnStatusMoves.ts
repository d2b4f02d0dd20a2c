import type { Entity } from '@marketplace/sdk';

type ReturnStatus = Entity<'ReturnStatus'>;

/**
 * Where a return may go from each status (the sandbox's documented return machine: a request is approved
 * or declined, approved goods are received back, and a received return is completed); closed returns go
 * nowhere. The server decides; the screen offers only these.
 */
const MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  pending: ['approved', 'declined'],
  approved: ['received', 'declined'],
  received: ['completed'],
  declined: [],
  completed: [],
};

/**
 * The statuses the merchant may move a return to next.
 *
 * @example
 * returnStatusMoves('pending'); // ['approved', 'declined']
 */
export function returnStatusMoves(current: ReturnStatus): readonly ReturnStatus[] {
  return MOVES[current] ?? [];
}
