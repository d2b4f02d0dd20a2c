import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok, unauthorized } from '../../http/replies';
import type { EmailRow } from '../identity/outbox';

/** The account-link emails (they carry a token for one address, not news): never notifications. */
const ACCOUNT_LINKS = new Set<EmailRow['kind']>(['confirmation', 'password-reset', 'invitation']);

/** An account's notifications: the outbox's news addressed to it, newest first. */
const newsOf = (db: Database, userId: number) =>
  db
    .table('emails')
    .where((e) => e.userId === userId && !ACCOUNT_LINKS.has(e.kind))
    .sort((a, b) => b.id - a.id);

const view = ({ id, kind, subject, body, link, readAt, createdAt }: EmailRow) => ({
  id,
  kind: kind as Exclude<EmailRow['kind'], 'confirmation' | 'password-reset' | 'invitation'>,
  title: subject,
  ...(body ? { body } : {}),
  ...(link ? { link } : {}),
  read: readAt !== undefined,
  createdAt,
});

/** Handlers of the notifications domain (inferred). Rules: docs/rules/notifications.md. */
export const notificationHandlers = defineHandlers({
  getNotifications: ({ db, user, query }) => {
    if (!user) return unauthorized();
    const mine = newsOf(db, user.id);
    const unread = mine.filter((n) => n.readAt === undefined).length;
    const rows = query.unread === true ? mine.filter((n) => n.readAt === undefined) : mine;
    const limit = Math.min(Math.max(Number(query.limit ?? 20) || 20, 1), 100);
    const offset = Math.max(Number(query.offset ?? 0) || 0, 0);
    return ok(
      { count: rows.length, unread, rows: rows.slice(offset, offset + limit).map(view) },
      'Notifications fetched',
    );
  },

  markNotificationRead: ({ db, env, user, path }) => {
    if (!user) return unauthorized();
    const row = db.table('emails').get(path.id);
    if (!row || row.userId !== user.id || ACCOUNT_LINKS.has(row.kind))
      return notFound('Notification not found');
    const read = row.readAt ? row : db.table('emails').update(row.id, { readAt: env.now().toISOString() });
    return ok(view(read ?? row), 'Notification read');
  },

  markAllNotificationsRead: ({ db, env, user }) => {
    if (!user) return unauthorized();
    const at = env.now().toISOString();
    let updated = 0;
    for (const row of newsOf(db, user.id).filter((n) => n.readAt === undefined)) {
      db.table('emails').update(row.id, { readAt: at });
      updated++;
    }
    return ok({ updated }, 'Notifications read');
  },
});
