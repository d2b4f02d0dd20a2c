import type { Entity } from '@marketplace/sdk';

/**
 * A resource rights are granted on, as the contract knows them (`components.schemas.PermissionResource`:
 * `orders`, `stores`, `products`, …, `merchant-payments`). A real server may grant rights on other names
 * too; {@link permissionSet} keeps them, but the hooks are typed with the known ones.
 *
 * @example
 * const resource: PermissionResource = 'orders';
 */
export type PermissionResource = Entity<'PermissionResource'>;

/**
 * An action a right allows on a resource.
 *
 * @example
 * const action: PermissionAction = 'delete';
 */
export type PermissionAction = 'create' | 'read' | 'update' | 'delete';
