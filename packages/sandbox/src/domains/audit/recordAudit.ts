import type { ActorStamp } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import './tables';
import type { AuditRow } from './tables';

/** What an act did, and to which record: an audit entry without its id, actor and time. */
export type AuditAct = Pick<AuditRow, 'kind' | 'action' | 'recordType' | 'recordId'> & {
  recordLabel?: string | undefined;
};

/**
 * Writes one entry of the audit log, signed by the person whose request is handled (`db.actor`, the
 * order timeline's own actor resolution: a store's staff member stays themselves). Nothing is written
 * for the system's own acts (no one signed in) unless `actor` names someone (the seed's past acts).
 *
 * @example
 * recordAudit(db, env, { kind: 'order-status', action: 'Moved the order to Shipped', recordType: 'order', recordId: order.id, recordLabel: order.orderName });
 */
export function recordAudit(db: Database, env: SandboxEnv, act: AuditAct, actor?: ActorStamp): void {
  const by = actor ?? db.actor;
  if (!by) return;
  const { recordLabel, ...rest } = act;
  db.table('auditLog').insert({
    ...rest,
    ...(recordLabel ? { recordLabel } : {}),
    actor: { ...by },
    createdAt: env.now().toISOString(),
  });
}
