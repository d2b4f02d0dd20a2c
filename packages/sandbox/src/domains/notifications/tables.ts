import type { Entity } from '@marketplace/sdk';

/** What a notification is about (the contract's `NotificationKind`). */
export type NotificationKind = Entity<'NotificationKind'>;

/** A notification to one account, also sent to the outbox as an email. */
export interface NotificationRow {
  id: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** The front end's route it leads to (`/customer/orders/12`). */
  link?: string;
  /** When the account read it; unread without. */
  readAt?: string;
  createdAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    notifications: NotificationRow;
  }
}
