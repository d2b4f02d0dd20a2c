import type { Entity, FieldError } from '@marketplace/sdk';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, unauthorized } from '../../http/replies';
import { inDateRange } from '../../shared/inDateRange';
import { isSuperAdmin } from '../../shared/isPlatformAdmin';
import { idErrors, pagingErrors } from '../catalog/pagingErrors';
import { ROLE_REFUSAL } from '../identity/roleAccess';
import { dateRange } from '../reports/dateRange';
import './tables';
import type { AuditRow } from './tables';
import { TIMELINE_RESOURCES, timelineAccess } from './timelineAccess';

/** The message of a non-super-admin's call. */
export const AUDIT_LOG_REFUSAL = 'Only a super admin can read the audit log';

// Every kind and record type of the contract, so a filter naming another is refused (422) rather than
// answering an empty list.
const KINDS: Record<Entity<'AuditKind'>, true> = {
  'order-status': true,
  'order-assignment': true,
  request: true,
  'return-decision': true,
  refund: true,
  payout: true,
  approval: true,
  rejection: true,
  suspension: true,
  staff: true,
  coupon: true,
  'gift-card': true,
  stock: true,
  product: true,
};
const RECORD_TYPES: Record<Entity<'AuditRecordType'>, true> = {
  order: true,
  return: true,
  'merchant-payment': true,
  store: true,
  product: true,
  'hub-application': true,
  partner: true,
  account: true,
  staff: true,
  coupon: true,
  'gift-card': true,
};

const view = ({ recordLabel, ...row }: AuditRow) =>
  structuredClone({ ...row, ...(recordLabel ? { recordLabel } : {}) });

/** Newest first; entries of one moment keep the order they were written in, reversed. */
const newestFirst = (a: AuditRow, b: AuditRow) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Handlers of the audit log (inferred). Rules: docs/rules/audit.md. */
export const auditHandlers = defineHandlers({
  getAuditLog: ({ db, env, actor, query }) => {
    if (!actor) return unauthorized();
    if (!isSuperAdmin(actor)) return forbidden(AUDIT_LOG_REFUSAL);
    const errors: FieldError[] = [...pagingErrors(query), ...idErrors(query, ['actorId', 'recordId'])];
    if (query.kind !== undefined && !Object.hasOwn(KINDS, String(query.kind)))
      errors.push({ field: 'kind', message: `No kind of act is called ${String(query.kind)}` });
    if (query.recordType !== undefined && !Object.hasOwn(RECORD_TYPES, String(query.recordType)))
      errors.push({ field: 'recordType', message: `No record type is called ${String(query.recordType)}` });
    if (errors.length > 0) return invalid(errors, errors[0]?.message);
    const range = dateRange(query, env.now(), false);
    if ('ok' in range) return range;
    const rows = db
      .table('auditLog')
      .where(
        (e) =>
          (query.actorId === undefined || e.actor.id === query.actorId) &&
          (query.kind === undefined || e.kind === query.kind) &&
          (query.recordType === undefined || e.recordType === query.recordType) &&
          (query.recordId === undefined || e.recordId === query.recordId) &&
          inDateRange(e.createdAt, range.start, range.end),
      )
      .sort(newestFirst);
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    return ok(
      { count: rows.length, rows: rows.slice(offset, offset + limit).map(view) },
      'Audit log fetched',
    );
  },

  getAuditLogActors: ({ db, actor }) => {
    if (!actor) return unauthorized();
    if (!isSuperAdmin(actor)) return forbidden(AUDIT_LOG_REFUSAL);
    // Each person once, as their latest entry names them.
    const people = new Map<number, AuditRow['actor']>();
    for (const entry of db.table('auditLog').all()) people.set(entry.actor.id, entry.actor);
    return ok(
      [...people.values()].map((p) => ({ ...p })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
      'Audit log people fetched',
    );
  },

  getRecordTimeline: ({ db, actor, user, path, query }) => {
    if (!actor || !user) return unauthorized();
    const type = String(path.recordType) as Entity<'AuditRecordType'>;
    if (!Object.hasOwn(TIMELINE_RESOURCES, type)) {
      const message = `No screen shows a timeline of ${type} records`;
      return invalid([{ field: 'recordType', message }], message);
    }
    const errors = pagingErrors(query);
    if (errors.length > 0) return invalid(errors, errors[0]?.message);
    const access = timelineAccess(db, { actor, user }, type, path.id);
    if (access === 'role-refused') return forbidden(ROLE_REFUSAL);
    if (access !== 'read') return notFound('Record not found');
    const rows = db
      .table('auditLog')
      .where((e) => e.recordType === type && e.recordId === path.id)
      .sort(newestFirst);
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    return ok({ count: rows.length, rows: rows.slice(offset, offset + limit).map(view) }, 'Timeline fetched');
  },
});
