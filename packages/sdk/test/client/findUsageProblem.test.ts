// Calls refused before anything is sent (kind `usage`): path parameters that would escape their route,
// a body on a GET, headers and tokens HTTP cannot carry, a token store that throws, out-of-range per-call
// options. With the client's default retries: none of them is sent, and none is tried again.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMarketplaceClient } from '../../src/client/createMarketplaceClient';
import { getAllCategories } from '../../src/generated/operations/categories';
import { deleteCoupon, getOneCoupon, updateCoupon } from '../../src/generated/operations/coupons';
import { createMemoryTokenStore } from '../../src/session/createMemoryTokenStore';
import type { TokenStore } from '../../src/session/TokenStore';
import { everyoneLoggedIn, failureOf, HOSTS, ok, recordRequests, startServer } from './harness';

const server = startServer();

/** A client with the defaults users get (retries on), on a merchant page. */
const merchantClient = (session: TokenStore = everyoneLoggedIn()) =>
  createMarketplaceClient({ hosts: { ...HOSTS }, session, pathname: () => '/merchant/coupons' });

describe('path parameters', () => {
  it.each(['..', '.', ''])('refuses %j before anything is sent, as usage, without retrying', async (id) => {
    const seen = recordRequests(server);
    const error = await failureOf(deleteCoupon(merchantClient(), { path: { id: id as unknown as number } }));
    expect(error.kind).toBe('usage');
    expect(error.message).toContain("path parameter 'id'");
    expect(error.message).not.toContain('Check network connection');
    expect(seen).toHaveLength(0);
  });

  it('refuses a missing one', async () => {
    const seen = recordRequests(server);
    const error = await failureOf(getOneCoupon(merchantClient(), { path: {} } as never));
    expect([error.kind, error.message]).toEqual(['usage', "getOneCoupon: path parameter 'id' is missing"]);
    expect(seen).toHaveLength(0);
  });

  it('encodes each one as a single segment: `a/../b` and `%2e%2e` stay inside the route', async () => {
    const seen = recordRequests(server);
    server.use(http.get(`${HOSTS.main}/coupon/getonecoupon/:id`, () => ok({ id: 1 })));
    await getOneCoupon(merchantClient(), { path: { id: 'a/../b' as unknown as number } });
    await getOneCoupon(merchantClient(), { path: { id: '%2e%2e' as unknown as number } });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/coupon/getonecoupon/a%2F..%2Fb',
      '/api/v1/coupon/getonecoupon/%252e%252e',
    ]);
  });
});

describe('mistakes made before the request leaves', () => {
  it('a token with a line break: usage, the reason without the token, not sent, not retried', async () => {
    const seen = recordRequests(server);
    const session = createMemoryTokenStore({ merchant: { token: 'secret\nInjected: 1' } });
    const error = await failureOf(deleteCoupon(merchantClient(session), { path: { id: 1 } }));
    expect(error.kind).toBe('usage');
    expect(error.message).toContain('token has a line break');
    expect(error.message).not.toContain('secret');
    expect(seen).toHaveLength(0);
  });

  it('an invalid header name or value: usage naming the header', async () => {
    const seen = recordRequests(server);
    const badName = await failureOf(getAllCategories(merchantClient(), { headers: { 'bad header': 'x' } }));
    const badValue = await failureOf(
      getAllCategories(merchantClient(), { headers: { 'x-trace': 'a\r\nb' } }),
    );
    expect([badName.kind, badName.message]).toEqual([
      'usage',
      'getAllCategories: "bad header" is not a valid header name',
    ]);
    expect(badValue.kind).toBe('usage');
    expect(badValue.message).toContain("header 'x-trace'");
    expect(seen).toHaveLength(0);
  });

  it('a GET with a body: usage, not sent', async () => {
    const seen = recordRequests(server);
    const error = await failureOf(getAllCategories(merchantClient(), { body: { a: 1 } } as never));
    expect([error.kind, error.message]).toEqual([
      'usage',
      'getAllCategories: a GET request cannot carry a body',
    ]);
    expect(seen).toHaveLength(0);
  });

  it('a token store whose getToken throws: a usage MarketplaceError with the reason and the cause', async () => {
    const seen = recordRequests(server);
    const broken = {
      ...everyoneLoggedIn(),
      getToken: () => {
        throw new Error('storage is locked');
      },
    };
    const error = await failureOf(deleteCoupon(merchantClient(broken), { path: { id: 1 } }));
    expect(error.kind).toBe('usage');
    expect(error.message).toContain('storage is locked');
    expect((error.cause as Error).message).toBe('storage is locked');
    expect(seen).toHaveLength(0);
  });

  it('a body that cannot be serialised: usage with the reason, with or without middleware', async () => {
    const seen = recordRequests(server);
    const circular: Record<string, unknown> = { code: 'SAVE10' };
    circular.self = circular;
    const direct = merchantClient();
    const withMiddleware = merchantClient();
    withMiddleware.use({ onRequest: () => undefined });
    for (const client of [direct, withMiddleware]) {
      const error = await failureOf(updateCoupon(client, { path: { id: 1 }, body: circular as never }));
      expect(error.kind).toBe('usage');
      expect(error.message).toMatch(/^updateCoupon: .*circular/i);
    }
    expect(seen).toHaveLength(0);
  });

  it('a per-call retry or timeout out of range: usage naming it', async () => {
    const retry = await failureOf(getAllCategories(merchantClient(), { retry: Number.NaN }));
    const timeout = await failureOf(
      getAllCategories(merchantClient(), { timeout: Number.POSITIVE_INFINITY }),
    );
    expect([retry.kind, timeout.kind]).toEqual(['usage', 'usage']);
    expect(retry.message).toContain('retry must be a whole number');
    expect(timeout.message).toContain('timeout must be a finite number');
  });
});
