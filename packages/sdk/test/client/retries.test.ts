// Retries through a real call (ARCHITECTURE "Retries"): which answers are tried again, how long the
// client waits (Retry-After, jitter), the per-call and per-client switches, and the Idempotency-Key that
// makes a POST safe to repeat. The 503/5xx path for every operation is in operations.test.ts.
import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getAllCategories } from '../../src/generated/operations/categories';
import { createCoupon } from '../../src/generated/operations/coupons';
import { answerInTurn, failureOf, HOSTS, newClient, ok, recordWaits, startServer } from './harness';

const server = startServer();

const CATEGORIES = `${HOSTS.main}/categories/getallcategories`;
const CREATE_COUPON = `${HOSTS.main}/coupon/create-coupon`;
const coupon = {
  discountMode: 'Code',
  code: 'SAVE10',
  discountType: 'Percent',
  discountValue: 10,
  startDate: '2026-01-01',
  endDate: '2026-02-01',
  customerReward: 2000,
  rewardAppliesTo: 'Product',
  rewardValue: 20,
} as const;
const status = (code: number, headers: Record<string, string> = {}) =>
  HttpResponse.json({ success: false, message: `status ${code}` }, { status: code, headers });
/** Retries on, with waits short enough to run for real; jitter pinned by `random`. */
const retrying = (retries = 2, random = () => 0) =>
  newClient({ retry: { retries, baseDelayMs: 1, maxDelayMs: 4 }, random });

describe('Retry-After', () => {
  it('waits the seconds the server asks for (not the jittered back-off) and then succeeds', async () => {
    const waits = recordWaits();
    const seen = answerInTurn(server, 'get', CATEGORIES, status(429, { 'Retry-After': '2' }), ok([]));
    // With random 0.999 the jittered wait would be 299 ms: seeing 2000 proves Retry-After won.
    const client = newClient({ retry: { retries: 2, baseDelayMs: 300 }, random: () => 0.999, timeout: 0 });
    const result = await getAllCategories(client);
    expect(result.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(waits).toContain(2000);
    expect(waits).not.toContain(299);
  });

  it('reads an HTTP-date Retry-After as the time until then', async () => {
    const waits = recordWaits();
    const at = new Date(Date.now() + 3000).toUTCString();
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503, { 'Retry-After': at }), ok([]));
    await getAllCategories(newClient({ retry: { retries: 1 }, random: () => 0, timeout: 0 }));
    expect(seen).toHaveLength(2);
    // HTTP dates have whole seconds: the wait is between 2 and 3 s, never the 0 ms jitter.
    expect(waits.some((ms) => ms >= 2000 && ms <= 3000)).toBe(true);
  });

  it('does not wait for a Retry-After above maxRetryAfterMs: one attempt, error at once', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503, { 'Retry-After': '5' }), ok([]));
    const client = newClient({ retry: { retries: 2, maxRetryAfterMs: 1000 }, timeout: 0 });
    const started = performance.now();
    const error = await failureOf(getAllCategories(client));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(seen).toHaveLength(1);
    expect([error.kind, error.status, error.retryAfterMs]).toEqual(['http', 503, 5000]);
  });
});

describe('which answers are retried', () => {
  it.each([429, 408])('retries HTTP %i', async (code) => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(code), ok([{ id: 1, name: 'Fashion' }]));
    const result = await getAllCategories(retrying());
    expect(seen).toHaveLength(2);
    expect(result.data).toEqual([{ id: 1, name: 'Fashion' }]);
  });

  it.each([400, 401, 403, 404, 422])('never retries HTTP %i', async (code) => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(code), ok([]));
    const error = await failureOf(getAllCategories(retrying(3)));
    expect(seen).toHaveLength(1);
    expect(error.status).toBe(code);
  });

  it('retries a network error of a GET', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, HttpResponse.error(), ok([]));
    await getAllCategories(retrying());
    expect(seen).toHaveLength(2);
  });

  it('retries an attempt that timed out: the timeout is per attempt', async () => {
    const seen = answerInTurn(
      server,
      'get',
      CATEGORIES,
      async () => {
        await delay('infinite');
        return ok([]);
      },
      ok([]),
    );
    const result = await getAllCategories(retrying(), { timeout: 20 });
    expect([seen.length, result.status]).toEqual([2, 200]);
  });

  it('never retries success: false (an answer, not a failure of transport)', async () => {
    const seen = answerInTurn(
      server,
      'get',
      CATEGORIES,
      HttpResponse.json({ success: false, message: 'No' }),
    );
    await failureOf(getAllCategories(retrying()));
    expect(seen).toHaveLength(1);
  });

  it('gives up after the configured retries with the last error', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503), status(502));
    const error = await failureOf(getAllCategories(retrying(2)));
    expect([seen.length, error.status]).toEqual([3, 502]);
  });
});

describe('retry switches', () => {
  it('`retry: false` on a call turns retries off for that call only', async () => {
    const client = retrying(2);
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503));
    await failureOf(getAllCategories(client, { retry: false }));
    expect(seen).toHaveLength(1);
    await failureOf(getAllCategories(client));
    expect(seen).toHaveLength(4);
  });

  it('`retry: false` on the client turns retries off', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503));
    await failureOf(getAllCategories(newClient({ retry: false })));
    expect(seen).toHaveLength(1);
  });

  it('`retry: 1` on a call limits it to two attempts, below the client’s 3 retries', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503));
    await failureOf(getAllCategories(retrying(3), { retry: 1 }));
    expect(seen).toHaveLength(2);
  });

  it('`retry: true` on a call keeps the client’s count', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503));
    await failureOf(getAllCategories(retrying(1), { retry: true }));
    expect(seen).toHaveLength(2);
  });

  it('the default policy (no retry option) retries a GET twice', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503));
    const client = newClient({ retry: undefined, random: () => 0 });
    await failureOf(getAllCategories(client));
    expect(seen).toHaveLength(3);
  });

  it('jitter comes from the injected random source: wait = floor(random * base * 2^attempt)', async () => {
    const waits = recordWaits();
    answerInTurn(server, 'get', CATEGORIES, status(503));
    const client = newClient({
      retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 300 },
      random: () => 0.5,
      timeout: 0,
    });
    await failureOf(getAllCategories(client));
    // 0.5 * 100, 0.5 * 200, 0.5 * min(300, 400)
    expect(waits.filter((ms) => ms > 0)).toEqual([50, 100, 150]);
  });

  it('an abort during the back-off wait ends the call at once as aborted', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, status(503));
    const controller = new AbortController();
    const client = newClient({
      retry: { retries: 2, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      random: () => 0.9,
    });
    const pending = failureOf(getAllCategories(client, { signal: controller.signal }));
    await vi.waitUntil(() => seen.length === 1, { timeout: 1000, interval: 2 });
    controller.abort();
    const error = await pending;
    expect([error.kind, seen.length]).toEqual(['aborted', 1]);
  });
});

describe('Idempotency-Key', () => {
  it('`idempotencyKey: true` sends one generated key on every attempt of a call, a new one per call', async () => {
    const seen = answerInTurn(server, 'post', CREATE_COUPON, status(503));
    const client = retrying(2);
    await failureOf(createCoupon(client, { body: coupon, idempotencyKey: true }));
    await failureOf(createCoupon(client, { body: coupon, idempotencyKey: true }));
    const keys = seen.map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(6);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys.slice(3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a key given as a string is sent as is on every attempt', async () => {
    const seen = answerInTurn(server, 'post', CREATE_COUPON, status(503), ok({ id: 1 }, 'Created', 201));
    await createCoupon(retrying(2), { body: coupon, idempotencyKey: 'coupon-SAVE10' });
    expect(seen.map((r) => r.headers.get('idempotency-key'))).toEqual(['coupon-SAVE10', 'coupon-SAVE10']);
  });

  it('a POST without a key is never retried: not on 503, not on a network error, not even with `retry: 3`', async () => {
    const busy = answerInTurn(server, 'post', CREATE_COUPON, status(503));
    await failureOf(createCoupon(retrying(2), { body: coupon, retry: 3 }));
    expect(busy).toHaveLength(1);
    expect(busy[0]?.headers.get('idempotency-key')).toBeNull();
    server.resetHandlers();
    const offline = answerInTurn(server, 'post', CREATE_COUPON, HttpResponse.error());
    const error = await failureOf(createCoupon(retrying(2), { body: coupon }));
    expect([offline.length, error.kind]).toEqual([1, 'network']);
  });

  it('a GET carries no Idempotency-Key unless asked', async () => {
    const seen = answerInTurn(server, 'get', CATEGORIES, ok([]));
    await getAllCategories(newClient());
    expect(seen[0]?.headers.get('idempotency-key')).toBeNull();
  });
});
