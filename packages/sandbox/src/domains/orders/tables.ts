/** An assignment of an order to the platform hub, a dispatcher or a shipping partner. */
export interface AssignmentRow {
  id: number;
  orderId: number;
  assignTo: 'platform' | 'shippingPartner' | 'dispatcher';
  dispatcherId?: number;
  partnerId?: number;
  note?: string;
  /** The admin-session user who made it. */
  assignedBy: number;
  /** False once replaced by a later assignment of the order or declined by the partner. */
  active: boolean;
  declinedAt?: string;
  createdAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    orderAssignments: AssignmentRow;
  }
}
