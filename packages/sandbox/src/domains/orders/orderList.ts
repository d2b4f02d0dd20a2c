import { type Entities, orderFlags, SORT_FIELDS } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';
import { invalid, ok, type Reply } from '../../http/replies';
import { newestFirst } from '../../shared/newestFirst';
import { page } from '../../shared/page';
import { fieldAt, sortRows } from '../../shared/sortRows';
import { dateRange, inRange } from '../reports/dateRange';
import { declinedByPartner, statusChangedAt } from './orderAge';
import { statusCode } from './orderStatuses';
import { viewOrder } from './orderView';

/** The query every order list takes besides its own: status, flag, period, sort and the page. */
export interface OrderListQuery {
  status?: unknown;
  flag?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  sort?: unknown;
  limit?: number;
  offset?: number;
}

const FLAGS = ['unassigned-over-4h', 'declined-by-partner'];

/**
 * One page of an order list: the orders `scope` keeps, narrowed by `status` (a status code), `flag` (the
 * SDK's orderFlags at the sandbox's now) and the period (`startDate`..`endDate`, Lagos days of
 * `createdAt`), sorted by `sort` (default newest first), then paged, so `count` is the filtered count.
 */
export function orderList(
  db: Database,
  env: SandboxEnv,
  user: UserRow,
  query: OrderListQuery,
  scope: (order: OrderRow) => boolean,
): Reply<{ count: number; rows: Entities['Order'][] }> {
  const range = dateRange(query, env.now(), false);
  if ('ok' in range) return range;
  const errors = [];
  const { status, flag } = query;
  if (status !== undefined && (typeof status !== 'string' || status.length > 200)) {
    errors.push({ field: 'status', message: 'Status must be a status code' });
  }
  if (flag !== undefined && !FLAGS.includes(String(flag))) {
    errors.push({ field: 'flag', message: `Flag must be one of ${FLAGS.join(', ')}` });
  }
  if (errors.length) return invalid(errors);
  const wanted = typeof status === 'string' ? status.trim().toLowerCase() : '';
  const now = env.now();
  const rows = db
    .table('orders')
    .where((o) => {
      if (!scope(o)) return false;
      if (wanted && statusCode(db, o) !== wanted) return false;
      if ((range.start || range.end) && !inRange(o.createdAt, range)) return false;
      if (flag !== undefined) {
        const flags = orderFlags(
          {
            status: statusCode(db, o),
            assignedToDispatcher: o.assignedToDispatcher,
            assignedToShippingPartner: o.assignedToShippingPartner,
            statusChangedAt: statusChangedAt(o),
            declinedByPartner: declinedByPartner(o),
          },
          now,
        );
        if (!flags.includes(flag as (typeof flags)[number])) return false;
      }
      return true;
    })
    .sort(newestFirst);
  const sorted = sortRows(
    rows,
    query.sort,
    (field) => SORT_FIELDS.Order.includes(field),
    (o, field) =>
      field === 'status'
        ? statusCode(db, o)
        : field === 'paymentStatus'
          ? o.transactionId == null
            ? 'unpaid'
            : 'paid'
          : field === 'statusChangedAt'
            ? statusChangedAt(o)
            : field === 'declinedByPartner'
              ? declinedByPartner(o)
              : fieldAt(o, field),
  );
  if (!Array.isArray(sorted)) return invalid([sorted]);
  const paged = page(sorted, query);
  return ok(
    { count: paged.count, rows: paged.rows.map((o) => viewOrder(db, o, user)) },
    'Orders fetched successfully',
  );
}
