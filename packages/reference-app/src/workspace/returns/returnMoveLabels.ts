import type { Entity } from '@marketplace/sdk';

/** What the button moving a return to each status says (the merchant's and the admin's return details). */
export const returnMoveLabels: Readonly<Record<Entity<'ReturnStatus'>, string>> = {
  pending: 'Move back to pending',
  approved: 'Approve return',
  declined: 'Decline return',
  received: 'Mark goods received',
  completed: 'Complete return',
};
