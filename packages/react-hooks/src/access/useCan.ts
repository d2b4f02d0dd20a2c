'use client';
import type { MarketplaceError, UserType } from '@marketplace/sdk';
import type { LoadStatus } from '../core/loadStatus';
import type { PermissionAction, PermissionResource } from './PermissionResource';
import { usePermissionSet } from './usePermissionSet';

/** What {@link useCan} answers. */
export interface CanResult {
  /**
   * `true` or `false` once the permissions are known; `undefined` while they load. `false` too when no
   * one of the role is signed in (nothing is granted) and when the permissions failed to load (then
   * `status` is `failed` and `error` says why: show the error, not "not allowed").
   */
  allowed: boolean | undefined;
  status: LoadStatus;
  error: MarketplaceError | undefined;
}

/**
 * May the signed-in account do `action` on `resource`? One right, from `getPermissions` (see
 * {@link usePermissionSet}); the role defaults to the page's.
 *
 * @example
 * const { allowed } = useCan('products', 'delete', 'merchant');
 * return allowed ? <button type="button">Delete</button> : null;
 */
export function useCan(
  resource: PermissionResource,
  action: PermissionAction,
  role?: UserType | '',
): CanResult {
  const { can, status, error } = usePermissionSet(role);
  const allowed = status === 'loading' ? undefined : can(resource, action);
  return { allowed, status, error };
}
