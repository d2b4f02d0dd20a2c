import type { TokenStore } from '@marketplace/sdk';

/**
 * Who owns the cart now: `undefined` with no customer session (a guest), else a name of the signed-in
 * customer (`customer:<id>`, or their email) that the persisted cart keeps as its `owner`, so a
 * customer's lines are never shown to, or merged into, someone else. Not the token (a secret).
 *
 * @example
 * cartOwner(client.session); // 'customer:1' after the demo customer's login, undefined before
 */
export function cartOwner(session: TokenStore): string | undefined {
  if (session.getToken('customer') === undefined) return undefined;
  const user = session.getUser<{ id?: unknown; email?: unknown }>('customer');
  if (typeof user?.id === 'number' || typeof user?.id === 'string') return `customer:${user.id}`;
  if (typeof user?.email === 'string') return `customer:${user.email}`;
  return 'customer';
}
