// The SDK's fetch takes the answers index.html started for a landing page's first calls: once, for a
// public GET of the same URL (query in any order), while the page is fresh; everything else goes out.
import { describe, expect, it, vi } from 'vitest';
import { LANDING_DATA_MS, prefetchedFetch } from '../../src/app/prefetchedFetch';

const DEALS = 'https://api.example.com/api/v1/products/super-deals';
const LIST = 'https://api.example.com/api/v1/products/customer/getallproducts?categoryId=5&limit=12&offset=0';

const answer = (body: string) => new Response(body);

describe('prefetchedFetch', () => {
  it('answers the first request of a started URL with the started answer, and the next from the network', async () => {
    const fetcher = vi.fn(async () => answer('network'));
    const fetch = prefetchedFetch({ [DEALS]: Promise.resolve(answer('early')) }, fetcher);
    expect(await (await fetch(new Request(DEALS))).text()).toBe('early');
    expect(fetcher).not.toHaveBeenCalled();
    expect(await (await fetch(new Request(DEALS))).text()).toBe('network');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('matches the query in any order', async () => {
    const fetch = prefetchedFetch({ [LIST]: Promise.resolve(answer('early')) }, async () =>
      answer('network'),
    );
    const sdkOrder =
      'https://api.example.com/api/v1/products/customer/getallproducts?offset=0&limit=12&categoryId=5';
    expect(await (await fetch(new Request(sdkOrder))).text()).toBe('early');
  });

  it('never answers a request with a token, another method or another URL', async () => {
    const fetcher = vi.fn(async () => answer('network'));
    const fetch = prefetchedFetch({ [DEALS]: Promise.resolve(answer('early')) }, fetcher);
    const signedIn = new Request(DEALS, { headers: { authorization: 'Bearer t' } });
    expect(await (await fetch(signedIn)).text()).toBe('network');
    expect(await (await fetch(new Request(DEALS, { method: 'POST', body: '{}' }))).text()).toBe('network');
    expect(await (await fetch(new Request(`${DEALS}?page=2`))).text()).toBe('network');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('goes to the network when the started request failed', async () => {
    const fetch = prefetchedFetch({ [DEALS]: Promise.reject(new TypeError('offline')) }, async () =>
      answer('network'),
    );
    expect(await (await fetch(new Request(DEALS))).text()).toBe('network');
  });

  it('lets a started answer go stale: a request after the first screen’s time goes out', async () => {
    let now = 1_000;
    const fetch = prefetchedFetch(
      { [DEALS]: Promise.resolve(answer('early')) },
      async () => answer('network'),
      () => now,
    );
    now += LANDING_DATA_MS + 1;
    expect(await (await fetch(new Request(DEALS))).text()).toBe('network');
  });

  it('works without started answers (the in-browser sandbox, other pages)', async () => {
    const fetch = prefetchedFetch(undefined, async () => answer('network'));
    expect(await (await fetch(new Request(DEALS))).text()).toBe('network');
  });
});
