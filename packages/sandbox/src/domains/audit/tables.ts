import type { Entity } from '@marketplace/sdk';
import type { ActorStamp } from '../../db/core';

/** One act of the audit log (the contract's `AuditEntry`): who did what to which record, and when. */
export interface AuditRow {
  id: number;
  kind: Entity<'AuditKind'>;
  action: string;
  recordType: Entity<'AuditRecordType'>;
  recordId: number;
  recordLabel?: string;
  actor: ActorStamp;
  createdAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    auditLog: AuditRow;
  }
}
