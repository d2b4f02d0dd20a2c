// Type tests (checked by `tsc --noEmit`): the access hooks take the contract's resources and actions only.
import type { Entity, MarketplaceError } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import type { PermissionAction, PermissionResource } from '../../src/access/PermissionResource';
import { useAllowed } from '../../src/access/useAllowed';
import { type CanResult, useCan } from '../../src/access/useCan';
import { type PermissionSetResult, usePermissionSet } from '../../src/access/usePermissionSet';
import type { LoadStatus } from '../../src/core/loadStatus';

expectTypeOf<PermissionResource>().toEqualTypeOf<Entity<'PermissionResource'>>();
expectTypeOf<'orders' | 'admins' | 'merchant-payments'>().toMatchTypeOf<PermissionResource>();
expectTypeOf<PermissionAction>().toEqualTypeOf<'create' | 'read' | 'update' | 'delete'>();

expectTypeOf(useCan).returns.toEqualTypeOf<CanResult>();
expectTypeOf(useAllowed).returns.toEqualTypeOf<boolean>();
expectTypeOf<CanResult['allowed']>().toEqualTypeOf<boolean | undefined>();
expectTypeOf<CanResult['status']>().toEqualTypeOf<LoadStatus>();
expectTypeOf<CanResult['error']>().toEqualTypeOf<MarketplaceError | undefined>();
expectTypeOf(usePermissionSet).returns.toEqualTypeOf<PermissionSetResult>();
expectTypeOf<PermissionSetResult['can']>().returns.toEqualTypeOf<boolean>();

// Never called: the calls below only have to compile, or fail to, as marked (a hook, so the rules of hooks hold).
export function useWrongCalls(): void {
  // @ts-expect-error a resource the contract does not know
  useCan('spaceships', 'read');
  // @ts-expect-error an action that is not create, read, update or delete
  useCan('orders', 'approve');
  // @ts-expect-error a role is a session (UserType), not an account type
  useCan('orders', 'read', 'superadmin');
}
