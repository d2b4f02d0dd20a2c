import { createCookieTokenStore, createMarketplaceClient, type MarketplaceClient } from '@marketplace/sdk';
import type { AppConfig } from '../config';

/** The API's hosts as the server reaches them (absolute URLs). */
export type ServerHosts = AppConfig['hosts'];

/** How long the server waits for one API call before rendering without it. */
const SERVER_CALL_TIMEOUT_MS = 5000;

/**
 * The SDK client a server render uses for one request: the session from the request's cookies (the
 * token cookies the browser's token store writes), so it calls the API as the browser's customer and the
 * hooks' keys match the browser's. No retries: a page is sent rather than held up.
 *
 * @example
 * const client = serverClient(request, { main: 'http://127.0.0.1:3000/api/v1', ... });
 */
export function serverClient(request: Request, hosts: ServerHosts): MarketplaceClient {
  const url = new URL(request.url);
  return createMarketplaceClient({
    hosts,
    session: createCookieTokenStore({ cookie: request.headers.get('cookie'), location: url }),
    pathname: () => url.pathname,
    retry: false,
    timeout: SERVER_CALL_TIMEOUT_MS,
  });
}
