// The server's SDK client for one request: the customer's token from the request's cookies (so the keys
// of the answers it seeds are the browser's), the API of the sandbox the server started (server.mjs).
import { createCookieTokenStore, createMarketplaceClient } from '@marketplace/sdk';

export const apiBase = () => process.env.MARKETPLACE_API ?? 'http://127.0.0.1:4010/api/v1';

export function serverClient(request: Request) {
  const url = new URL(request.url);
  return createMarketplaceClient({
    hosts: { main: apiBase() },
    session: createCookieTokenStore({ cookie: request.headers.get('cookie'), location: url }),
    pathname: () => url.pathname,
  });
}
