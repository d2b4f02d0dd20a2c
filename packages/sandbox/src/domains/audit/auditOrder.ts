import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { recordAudit } from './recordAudit';
import type { AuditRow } from './tables';

/**
 * Writes an audit entry about an order (its status, assignment or payout), named by its order name.
 *
 * @example
 * auditOrder(db, env, order, 'order-status', 'Moved the order from Pending to Processing');
 */
export function auditOrder(
  db: Database,
  env: SandboxEnv,
  order: Pick<OrderRow, 'id' | 'orderName'>,
  kind: AuditRow['kind'],
  action: string,
): void {
  recordAudit(db, env, {
    kind,
    action,
    recordType: 'order',
    recordId: order.id,
    recordLabel: order.orderName,
  });
}
