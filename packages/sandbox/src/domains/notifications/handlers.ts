import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok, unauthorized } from '../../http/replies';
import type { NotificationRow } from './tables';

const view = ({ id, kind, title, body, link, readAt, createdAt }: NotificationRow) => ({
  id,
  kind,
  title,
  ...(body ? { body } : {}),
  ...(link ? { link } : {}),
  read: readAt !== undefined,
  createdAt,
});

/** Handlers of the notifications domain (inferred). Rules: docs/rules/notifications.md. */
export const notificationHandlers = defineHandlers({
  getNotifications: ({ db, user, query }) => {
    if (!user) return unauthorized();
    const mine = db
      .table('notifications')
      .where((n) => n.userId === user.id)
      .sort((a, b) => b.id - a.id);
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
    const row = db.table('notifications').get(path.id);
    if (!row || row.userId !== user.id) return notFound('Notification not found');
    const read = row.readAt
      ? row
      : db.table('notifications').update(row.id, { readAt: env.now().toISOString() });
    return ok(view(read ?? row), 'Notification read');
  },

  markAllNotificationsRead: ({ db, env, user }) => {
    if (!user) return unauthorized();
    const at = env.now().toISOString();
    let updated = 0;
    for (const row of db
      .table('notifications')
      .where((n) => n.userId === user.id && n.readAt === undefined)) {
      db.table('notifications').update(row.id, { readAt: at });
      updated++;
    }
    return ok({ updated }, 'Notifications read');
  },
});
