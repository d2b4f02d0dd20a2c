import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import type { EmailRow } from '../identity/outbox';
import type { NotificationKind } from './tables';

/** What {@link notify} sends. */
export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body?: string;
  link?: string;
}

/**
 * Tells an account what a real marketplace would tell it: one message in the outbox (`GET /sandbox/emails`),
 * addressed to the account, which is also its notification (`GET /notifications`, unread until read). An
 * unknown user id is skipped: an account deleted since is told nothing.
 *
 * @example
 * notify(db, env, order.customerId, { kind: 'order-status', title: 'Your order was delivered', link: `/customer/orders/${order.id}` });
 */
export function notify(
  db: Database,
  env: SandboxEnv,
  userId: number | null | undefined,
  message: NotificationMessage,
): EmailRow | undefined {
  if (userId == null) return undefined;
  const user = db.table('users').get(userId);
  if (!user) return undefined;
  return emailTo(db, env, user.email, message, userId);
}

/**
 * Tells every platform admin (admin or super admin: those who decide approvals and returns).
 *
 * @example
 * notifyAdmins(db, env, { kind: 'approval-request', title: 'Adire Kaftan awaits approval', link: '/admin/approvals/products' });
 */
export function notifyAdmins(db: Database, env: SandboxEnv, message: NotificationMessage): void {
  for (const admin of db.table('users').where((u) => isPlatformAdmin(u))) notify(db, env, admin.id, message);
}

/**
 * The message to an address that may have no account (a gift card's recipient): with no account
 * (`userId` 0) it is an email only, in no notification list.
 *
 * @example
 * emailTo(db, env, 'ada@example.com', { kind: 'gift-card', title: 'You received a gift card' });
 */
export function emailTo(
  db: Database,
  env: SandboxEnv,
  to: string,
  message: NotificationMessage,
  userId = 0,
): EmailRow {
  return db.table('emails').insert({
    to: to.trim().toLowerCase(),
    userId,
    kind: message.kind,
    subject: message.title,
    ...(message.body ? { body: message.body } : {}),
    link: message.link ?? '',
    token: '',
    createdAt: env.now().toISOString(),
  });
}
