// One retry layer (issue 9, point 2): transport retries belong to the SDK; with the defaults users get
// (the provider's DEFAULT_SWR_CONFIG and the SDK's DEFAULT_RETRY_POLICY) a failing query hook makes at
// most 1 + DEFAULT_RETRY_POLICY.retries requests, stays `loading` while the SDK retries and becomes
// `failed` once. Even when an app turns SWR's retries on, errors that cannot pass on a second try
// (envelope, response, validation, any 4xx) are never retried by the hooks.
import { TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  DEFAULT_RETRY_POLICY,
  type MarketplaceClient,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { SWRConfiguration } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadStatus } from '../../src/core/loadStatus';
import { useFilterCustomerProducts, useGetCustomerProduct } from '../../src/generated/hooks/catalog';
import { useGetAllCategories } from '../../src/generated/hooks/categories';
import { sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, providerWith, trail } from './coreTestKit';

const ctx = sandboxFixture();

const CATEGORIES = '/categories/getallcategories';
const FILTER = '/products/customer/product';
const MOST = 1 + DEFAULT_RETRY_POLICY.retries;

/** A client as users make it: the SDK's default retry policy and timeout (unlike ctx.client()). */
function defaultClient(): MarketplaceClient {
  return createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
    pathname: () => '/',
    validation: 'strict',
    schemas: operationSchemas,
  });
}

beforeEach(() => {
  // Fake clocks (advancing on their own too), so SWR's retry back-off (5 s and more) can be run out.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Runs every timer of the next minute: long enough for any SWR retry (errorRetryInterval 5 s, ×2^n). */
async function runOutTheClock(): Promise<void> {
  for (let i = 0; i < 60; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

function renderRecording<T extends { status: LoadStatus }>(hook: () => T, swr: SWRConfiguration = {}) {
  const seen: LoadStatus[] = [];
  const view = renderHook(
    () => {
      const result = hook();
      seen.push(result.status);
      return result;
    },
    { wrapper: providerWith(defaultClient(), swr) },
  );
  return { ...view, seen };
}

describe('one retry layer, with the defaults users get', () => {
  it.each([
    ['a 500', { status: 500, message: '' }],
    ['a network failure', { network: true }],
  ])(`a failing GET (%s) makes ${MOST} requests (the SDK's), loading then failed once`, async (_, fault) => {
    ctx.sandbox.faults.set('getAllCategories', fault);
    const { result, seen } = renderRecording(() => useGetAllCategories());
    await runOutTheClock();
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(MOST);
    expect(MOST).toBe(3);
    expect(result.current.status).toBe('failed');
    expect(trail(seen)).toEqual(['loading', 'failed']);
  });

  it('recovers within the SDK retries, never showing failed', async () => {
    ctx.sandbox.faults.set('getAllCategories', { status: 503, message: '', times: 2 });
    const { result, seen } = renderRecording(() => useGetAllCategories());
    await runOutTheClock();
    expect(result.current.status).toBe('succeeded');
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(3);
    expect(trail(seen)).toEqual(['loading', 'succeeded']);
  });

  it.each([
    ['success: false (envelope)', { successFalse: true, message: 'Nope' }, 'envelope'],
    ['a malformed body (response)', { malformed: true }, 'response'],
    ['a 500 (the SDK does not retry a POST)', { status: 500, message: '' }, 'http'],
  ])('a read-only POST failing with %s makes one request', async (_, fault, kind) => {
    ctx.sandbox.faults.set('filterCustomerProducts', fault);
    const { result, seen } = renderRecording(() => useFilterCustomerProducts({ body: { limit: 5 } }));
    await runOutTheClock();
    expect(countRequests(ctx.requests, 'POST', FILTER)).toBe(1);
    expect(result.current.error?.kind).toBe(kind);
    expect(trail(seen)).toEqual(['loading', 'failed']);
  });

  it('a GET answered success: false or 404 makes one request', async () => {
    ctx.sandbox.faults.set('getAllCategories', { successFalse: true, message: 'Nope' });
    const categories = renderRecording(() => useGetAllCategories());
    const product = renderRecording(() => useGetCustomerProduct({ path: { id: 987654 } }));
    await runOutTheClock();
    expect(categories.result.current.error?.kind).toBe('envelope');
    expect(product.result.current.error?.status).toBe(404);
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(1);
    expect(countRequests(ctx.requests, 'GET', '/products/customer/product/987654')).toBe(1);
  });
});

describe('an app that turns SWR retries on', () => {
  const ON: SWRConfiguration = { shouldRetryOnError: true, errorRetryCount: 3, errorRetryInterval: 10 };

  it.each([
    ['success: false', { successFalse: true, message: 'Nope' }],
    ['a malformed body', { malformed: true }],
    ['a 403', { status: 403, message: 'Forbidden' }],
    ['a 422', { status: 422, message: 'Bad input' }],
  ])('still never retries %s', async (_, fault) => {
    ctx.sandbox.faults.set('getAllCategories', fault);
    const { result } = renderRecording(() => useGetAllCategories(), ON);
    await runOutTheClock();
    expect(result.current.status).toBe('failed');
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(1);
  });

  it('retries what can pass (a 500) as it asked, each SWR retry going through the SDK', async () => {
    ctx.sandbox.faults.set('getAllCategories', { status: 500, message: '' });
    const { result } = renderRecording(() => useGetAllCategories(), ON);
    await runOutTheClock();
    expect(result.current.status).toBe('failed');
    expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(MOST * 4);
  });
});
