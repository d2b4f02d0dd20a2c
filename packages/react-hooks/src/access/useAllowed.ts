'use client';
import type { UserType } from '@marketplace/sdk';
import type { PermissionAction, PermissionResource } from './PermissionResource';
import { useCan } from './useCan';

/**
 * Whether to offer an action now: `true` only once the permissions are known and grant `action` on
 * `resource`; `false` while they load, when they failed and when they do not grant it (a button that needs
 * the right stays hidden until it is certain). Use {@link useCan} to tell loading and failure apart.
 *
 * @example
 * const canDelete = useAllowed('coupons', 'delete', 'merchant');
 * return canDelete ? <button type="button">Delete</button> : null;
 */
export function useAllowed(
  resource: PermissionResource,
  action: PermissionAction,
  role?: UserType | '',
): boolean {
  return useCan(resource, action, role).allowed === true;
}
