'use client';
import type { MarketplaceError, UserType } from '@marketplace/sdk';
import { useMemo } from 'react';
import type { LoadStatus } from '../core/loadStatus';
import { usePermissions } from '../session/usePermissions';
import type { PermissionAction, PermissionResource } from './PermissionResource';
import { permissionSet } from './permissionSet';

/** What {@link usePermissionSet} answers. */
export interface PermissionSetResult {
  /**
   * Whether the account may do `action` on `resource`. `false` until the permissions have loaded, and
   * when they failed or no one of the role is signed in: check `status` to tell "not yet" from "no".
   */
  can(resource: PermissionResource, action: PermissionAction): boolean;
  /** The load state of the permissions list (`idle` while the role is logged out). */
  status: LoadStatus;
  /** Why the permissions could not be loaded (the spec's message in `error.message`). */
  error: MarketplaceError | undefined;
}

/**
 * The signed-in account's rights as one question, `can(resource, action)`, from `getPermissions`
 * (through {@link usePermissions}: fetched with that role's token, cached per role and session). The
 * role defaults to the page's. Build navigation and the controls a screen offers from it, never from
 * the account type.
 *
 * @example
 * const { can, status } = usePermissionSet('admin');
 * if (status === 'succeeded' && can('admins', 'read')) links.push({ to: '/admin/admins', label: 'Admins' });
 */
export function usePermissionSet(role?: UserType | ''): PermissionSetResult {
  const { data, status, error } = usePermissions(role);
  const set = useMemo(() => permissionSet(data), [data]);
  return { can: set.can, status, error };
}
