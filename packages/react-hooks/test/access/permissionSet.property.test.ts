// The pure rule under the access hooks: a right is granted exactly when some entry of the list grants it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PermissionAction } from '../../src/access/PermissionResource';
import { permissionSet } from '../../src/access/permissionSet';

const ACTIONS: PermissionAction[] = ['create', 'read', 'update', 'delete'];
const resource = fc.constantFrom('orders', 'stores', 'products', 'admins', 'staff', 'a-future-resource');
const entry = fc.record({ resource, actions: fc.uniqueArray(fc.constantFrom(...ACTIONS)) });

describe('permissionSet', () => {
  it('grants an action on a resource exactly when an entry lists it (entries add up)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), resource, fc.constantFrom(...ACTIONS), (list, r, a) => {
        const expected = list.some((p) => p.resource === r && p.actions.includes(a));
        expect(permissionSet(list).can(r as never, a)).toBe(expected);
      }),
    );
  });

  it('grants nothing without a list', () => {
    fc.assert(
      fc.property(resource, fc.constantFrom(...ACTIONS), (r, a) => {
        expect(permissionSet(undefined).can(r as never, a)).toBe(false);
      }),
    );
  });
});
