// Time limits and cancellation (ARCHITECTURE "every call can be aborted and has a timeout"), and the
// injected `fetch`. The infinite-delay timeout and mid-flight abort of each operation are in
// operations.test.ts; these cover which timeout wins and what happens before anything is sent.
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getAllCategories } from '../../src/generated/operations/categories';
import { answerInTurn, failureOf, HOSTS, newClient, ok, recordRequests, startServer } from './harness';

const server = startServer();
const CATEGORIES = `${HOSTS.main}/categories/getallcategories`;

/** Answers after `ms` milliseconds. */
const slow = (ms: number) =>
  answerInTurn(server, 'get', CATEGORIES, async () => {
    await delay(ms);
    return ok([{ id: 1, name: 'Fashion' }]);
  });

describe('timeout', () => {
  it('the client-level timeout fails a slow call with kind timeout and the network message', async () => {
    slow(500);
    const started = performance.now();
    const error = await failureOf(getAllCategories(newClient({ timeout: 30 })));
    expect(performance.now() - started).toBeLessThan(400);
    expect([error.kind, error.message, error.operationId]).toEqual([
      'timeout',
      'Check network connection',
      'getAllCategories',
    ]);
  });

  it('a per-call timeout overrides a longer client timeout', async () => {
    slow(500);
    const error = await failureOf(getAllCategories(newClient({ timeout: 10_000 }), { timeout: 30 }));
    expect(error.kind).toBe('timeout');
  });

  it('a per-call timeout overrides a shorter client timeout', async () => {
    slow(80);
    const result = await getAllCategories(newClient({ timeout: 10 }), { timeout: 5_000 });
    expect(result.data).toEqual([{ id: 1, name: 'Fashion' }]);
  });

  it('`timeout: 0` on the client means no time limit', async () => {
    slow(80);
    const waits: number[] = [];
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      waits.push(ms ?? 0);
      return real(fn, ms);
    }) as typeof setTimeout);
    const result = await getAllCategories(newClient({ timeout: 0 }));
    expect(result.status).toBe(200);
    // MSW's own 80 ms delay is the only timer: the client armed none.
    expect(waits.filter((ms) => ms !== 80)).toEqual([]);
  });

  it('`timeout: 0` on a call lifts the client’s limit for that call', async () => {
    slow(80);
    const result = await getAllCategories(newClient({ timeout: 10 }), { timeout: 0 });
    expect(result.status).toBe(200);
  });

  it('the default is 15 s per attempt', async () => {
    const waits: number[] = [];
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      waits.push(ms ?? 0);
      return real(fn, ms);
    }) as typeof setTimeout);
    answerInTurn(server, 'get', CATEGORIES, ok([]));
    await getAllCategories(newClient({ timeout: undefined }));
    expect(waits).toContain(15_000);
  });
});

describe('abort', () => {
  it('a signal aborted before the call rejects at once as aborted and sends nothing', async () => {
    const requests = recordRequests(server);
    const handled = answerInTurn(server, 'get', CATEGORIES, ok([]));
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(getAllCategories(newClient(), { signal: controller.signal }));
    expect([error.kind, error.message, error.operationId, error.method]).toEqual([
      'aborted',
      'The request was cancelled',
      'getAllCategories',
      'GET',
    ]);
    expect(requests).toEqual([]);
    expect(handled).toEqual([]);
  });

  it('an aborted call is not retried, even when retries are on', async () => {
    const handled = answerInTurn(server, 'get', CATEGORIES, async () => {
      await delay('infinite');
      return ok([]);
    });
    const controller = new AbortController();
    const client = newClient({ retry: { retries: 3, baseDelayMs: 1 }, random: () => 0 });
    const pending = failureOf(getAllCategories(client, { signal: controller.signal }));
    await vi.waitUntil(() => handled.length === 1, { timeout: 1000, interval: 2 });
    controller.abort();
    const error = await pending;
    expect([error.kind, handled.length]).toEqual(['aborted', 1]);
  });

  it('an abort is told apart from a timeout', async () => {
    slow(500);
    const controller = new AbortController();
    const pending = failureOf(getAllCategories(newClient({ timeout: 5_000 }), { signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    expect((await pending).kind).toBe('aborted');
  });
});

describe('injected fetch', () => {
  it('an injected `fetch` is used instead of the global one, with a Request for the right URL', async () => {
    const requests = recordRequests(server);
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ success: true, message: 'from the double', data: [{ id: 9, name: 'Books' }] }),
    );
    const result = await getAllCategories(newClient({ fetch }), { query: { search: 'bo' } });
    expect(result.data).toEqual([{ id: 9, name: 'Books' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request).toBeInstanceOf(Request);
    expect([request.method, request.url]).toEqual(['GET', `${CATEGORIES}?search=bo`]);
    // nothing went through the global fetch (MSW)
    expect(requests).toEqual([]);
  });

  it('a rejecting injected fetch becomes a network error with the operation’s message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await failureOf(getAllCategories(newClient({ fetch })));
    expect([error.kind, error.message]).toEqual(['network', 'Check network connection']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});
