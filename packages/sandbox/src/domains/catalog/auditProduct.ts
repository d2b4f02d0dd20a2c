import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { recordAudit } from '../audit/recordAudit';
import type { AuditRow } from '../audit/tables';

/**
 * Writes an audit entry about a product (created, changed, approved, rejected, its stock set), named by
 * its name.
 *
 * @example
 * auditProduct(db, env, product, 'approval', 'Approved the product');
 */
export function auditProduct(
  db: Database,
  env: SandboxEnv,
  product: Pick<ProductRow, 'id' | 'name'>,
  kind: AuditRow['kind'],
  action: string,
): void {
  recordAudit(db, env, {
    kind,
    action,
    recordType: 'product',
    recordId: product.id,
    recordLabel: product.name,
  });
}
