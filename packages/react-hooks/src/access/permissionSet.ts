import type { Entity } from '@marketplace/sdk';
import type { PermissionAction, PermissionResource } from './PermissionResource';

/** A permissions list answered by `getPermissions`, as a question: may the account do this? */
export interface PermissionSet {
  /** Whether one of the rights grants `action` on `resource`. */
  can(resource: PermissionResource, action: PermissionAction): boolean;
}

/**
 * The permission set of a permissions list (pure). Rights on one resource add up when the list has more
 * than one entry for it; an absent resource grants nothing; resource names match exactly (the contract's
 * names are lower case with dashes). No list (`undefined`) grants nothing.
 *
 * @example
 * const set = permissionSet([{ resource: 'orders', actions: ['read', 'update'] }]);
 * set.can('orders', 'update'); // true
 * set.can('orders', 'delete'); // false
 * set.can('admins', 'read'); // false
 */
export function permissionSet(permissions: readonly Entity<'Permission'>[] | undefined): PermissionSet {
  const granted = new Map<string, Set<string>>();
  for (const { resource, actions } of permissions ?? []) {
    const set = granted.get(resource) ?? new Set<string>();
    for (const action of actions) set.add(action);
    granted.set(resource, set);
  }
  return { can: (resource, action) => granted.get(resource)?.has(action) ?? false };
}
