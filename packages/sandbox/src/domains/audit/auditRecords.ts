// The record an audit entry is about, as people name it: spread into `recordAudit`'s act.
import type { OrderRow, ProductRow } from '../../db/core';
import type { UserRow } from '../../db/identity';
import { fullName } from '../../shared/fullName';
import type { AuditAct } from './recordAudit';

type AuditRecord = Pick<AuditAct, 'recordType' | 'recordId' | 'recordLabel'>;

/**
 * An order, named by its order name.
 *
 * @example
 * recordAudit(db, env, { kind: 'order-status', action: 'Moved the order from Pending to Processing', ...orderRecord(order) });
 */
export function orderRecord(order: Pick<OrderRow, 'id' | 'orderName'>): AuditRecord {
  return { recordType: 'order', recordId: order.id, recordLabel: order.orderName };
}

/**
 * A product, named by its name.
 *
 * @example
 * recordAudit(db, env, { kind: 'approval', action: 'Approved the product', ...productRecord(product) });
 */
export function productRecord(product: Pick<ProductRow, 'id' | 'name'>): AuditRecord {
  return { recordType: 'product', recordId: product.id, recordLabel: product.name };
}

/**
 * An account (suspended, created, invited, removed), named by the person's name, else their email.
 *
 * @example
 * recordAudit(db, env, { kind: 'suspension', action: 'Reactivated the merchant', ...accountRecord(merchant) });
 */
export function accountRecord(account: UserRow): AuditRecord {
  return { recordType: 'account', recordId: account.id, recordLabel: fullName(account) || account.email };
}
