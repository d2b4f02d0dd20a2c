// callOperation sends the same request whether it goes straight to fetch (no middleware, the fast path)
// or through openapi-fetch (when middleware is added): same URL and query, headers, and body.

import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../src/client/callOperation';
import type { MarketplaceClient } from '../../src/client/createMarketplaceClient';
import { updateCouponOperation } from '../../src/generated/operations/coupons';
import { HOSTS, newClient, ok, recordRequests, startServer } from './harness';

const server = startServer();

async function sent(client: MarketplaceClient) {
  server.use(http.patch(`${HOSTS.main}/coupon/updatecoupon/:id`, () => ok({ id: 1 })));
  const seen = recordRequests(server);
  await callOperation(client, updateCouponOperation, {
    path: { id: 'a b/c' },
    query: { ids: [1, 2], q: 'fabric & thread', empty: undefined },
    body: { code: 'SAVE10', discountValue: 10 },
    headers: { Accept: 'application/json; charset=utf-8', 'X-Trace': 't-1' },
  });
  const request = seen[0] as Request;
  return {
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  };
}

describe('callOperation', () => {
  it('sends the same request with and without middleware', async () => {
    const direct = await sent(newClient({ pathname: () => '/merchant/coupons' }));
    const viaMiddleware = newClient({ pathname: () => '/merchant/coupons' });
    viaMiddleware.use({ onRequest: () => undefined });
    const through = await sent(viaMiddleware);
    expect(direct).toEqual(through);
    expect(direct).toEqual({
      method: 'PATCH',
      url: `${HOSTS.main}/coupon/updatecoupon/a%20b%2Fc?ids=1&ids=2&q=fabric%20%26%20thread`,
      headers: expect.objectContaining({
        accept: 'application/json; charset=utf-8',
        authorization: 'Bearer merchant-token',
        'content-type': 'application/json',
        'x-trace': 't-1',
      }),
      body: '{"code":"SAVE10","discountValue":10}',
    });
  });
});
