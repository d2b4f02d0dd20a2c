import type { Entity } from '@marketplace/sdk';

/** Each kind of act of the audit log, as the super admin reads it. */
export const AUDIT_KIND_LABELS: Readonly<Record<Entity<'AuditKind'>, string>> = {
  'order-status': 'Order status',
  'order-assignment': 'Order assignment',
  request: 'Request or application',
  'return-decision': 'Return decision',
  refund: 'Refund or chargeback',
  payout: 'Payout',
  approval: 'Approval',
  rejection: 'Rejection',
  suspension: 'Suspension',
  staff: 'Staff and admins',
  coupon: 'Coupon',
  'gift-card': 'Gift card',
  stock: 'Stock',
  product: 'Product',
};

/** Each type of record an act is about, in words. */
export const AUDIT_RECORD_LABELS: Readonly<Record<Entity<'AuditRecordType'>, string>> = {
  order: 'Order',
  return: 'Return',
  'merchant-payment': 'Merchant payment',
  store: 'Store',
  product: 'Product',
  'hub-application': 'Hub application',
  partner: 'Shipping partner',
  account: 'Account',
  staff: 'Staff member',
  coupon: 'Coupon',
  'gift-card': 'Gift card',
};
