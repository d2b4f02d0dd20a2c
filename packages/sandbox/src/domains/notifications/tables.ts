import type { Entity } from '@marketplace/sdk';

/** What a notification is about (the contract's `NotificationKind`). */
export type NotificationKind = Entity<'NotificationKind'>;
