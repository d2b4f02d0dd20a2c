import type { MarketplaceClient, UserType } from '@marketplace/sdk';

/**
 * A client whose calls carry exactly this role's token (or none for `''`), whatever the page path is by
 * the time the request leaves: a query fetches with the role that is in its key, so a page change between
 * render and fetch cannot put one role's answer under another role's key.
 *
 * @example
 * await getAllCoupons(clientForRole(client, 'merchant'), { as: 'merchant' });
 */
export function clientForRole(client: MarketplaceClient, role: UserType | ''): MarketplaceClient {
  if (role) return client.role === role ? client : client.as(role);
  // No role: `as()` takes only a role, so fix the current role to none on a copy of the client.
  return client.role === undefined && client.currentRole() === ''
    ? client
    : { ...client, role: undefined, currentRole: () => '' };
}
