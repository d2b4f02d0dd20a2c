'use client';
import type { UserType } from '@marketplace/sdk';
import { useMarketplaceClient } from '../core/MarketplaceContext';
import type { QueryConfig, QueryResult } from '../core/useOperationQuery';
import { useGetPermissions } from '../generated/hooks/auth';
import { useStoredSession } from './useStoredSession';

/**
 * The permissions of a role's user (spec section 6, `GET /auth/permissions`), fetched with that role's
 * token and cached per role. The role defaults to the page's (`client.currentRole()`); nothing is fetched
 * while the role is logged out or the page has no role.
 *
 * @example
 * const { data: permissions } = usePermissions(useUserType(pathname));
 * const canApprove = permissions?.some((p) => p.resource === 'stores' && p.actions.includes('update'));
 */
export function usePermissions(
  role?: UserType | '',
  config?: QueryConfig<'getPermissions'>,
): QueryResult<'getPermissions'> {
  const client = useMarketplaceClient();
  const which = role === undefined ? client.currentRole() : role;
  const { token } = useStoredSession(which);
  return useGetPermissions(which && token ? { as: which } : null, config);
}
