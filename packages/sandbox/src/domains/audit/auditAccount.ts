import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';
import { fullName } from '../../shared/fullName';
import { recordAudit } from './recordAudit';
import type { AuditRow } from './tables';

/**
 * Writes an audit entry about an account (suspended, reactivated, created, invited, deactivated,
 * deleted), named by the person's name, else their email.
 *
 * @example
 * auditAccount(db, env, merchant, 'suspension', 'Suspended the merchant: Unpaid fees');
 */
export function auditAccount(
  db: Database,
  env: SandboxEnv,
  account: UserRow,
  kind: AuditRow['kind'],
  action: string,
): void {
  recordAudit(db, env, {
    kind,
    action,
    recordType: 'account',
    recordId: account.id,
    recordLabel: fullName(account) || account.email,
  });
}
