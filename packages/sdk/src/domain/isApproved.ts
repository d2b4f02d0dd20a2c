/**
 * Whether an admin has approved a product (spec sections 3 and 4): its `approvalStatus` is `approved`,
 * compared case-insensitively and ignoring surrounding spaces. A missing status is not approved.
 *
 * @example
 * isApproved({ approvalStatus: 'Approved' }); // true
 * isApproved({ approvalStatus: 'pending' }); // false
 * isApproved({}); // false
 */
export function isApproved(product: { approvalStatus?: string | null }): boolean {
  const status = product.approvalStatus;
  return typeof status === 'string' && status.trim().toLowerCase() === 'approved';
}
