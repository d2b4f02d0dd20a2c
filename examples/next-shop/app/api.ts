// The server's side of the shop: the API's hosts (the sandbox server.mjs started), and an SDK client for
// the request being rendered, with the customer's token from its cookies, so the answers the server seeds
// are keyed as the browser's hooks key them.
import {
  createCookieTokenStore,
  createMarketplaceClient,
  type MarketplaceClient,
  TOKEN_COOKIE_NAMES,
} from '@marketplace/sdk';
import { cookies, headers } from 'next/headers';

/** The API's hosts: the main API and the themes host (a store's theme). */
export const apiHosts = () => ({
  main: process.env.MARKETPLACE_API ?? 'http://127.0.0.1:4010/api/v1',
  themes: process.env.MARKETPLACE_THEMES ?? 'http://127.0.0.1:4010/themes',
});

/** The request's session: only the token cookies (nothing else of the request reaches the client). */
export async function requestSession() {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const names = new Set(Object.values(TOKEN_COOKIE_NAMES));
  const cookie = jar
    .getAll()
    .filter(({ name }) => names.has(name))
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const protocol = head.get('x-forwarded-proto') === 'https' ? 'https:' : 'http:';
  const origin = `${protocol}//${head.get('host') ?? 'localhost'}`;
  return { cookie, origin };
}

/** An SDK client for this request (its token store over the request's cookies). */
export async function serverClient(): Promise<MarketplaceClient> {
  const { cookie, origin } = await requestSession();
  return createMarketplaceClient({
    hosts: apiHosts(),
    session: createCookieTokenStore({ cookie, location: new URL(origin) }),
    // Every page of the shop is the customer's: one role, as in ShopProviders.
    pathname: () => '/',
  });
}
