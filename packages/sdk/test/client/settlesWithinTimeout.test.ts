// Every call settles within its timeout with a MarketplaceError and leaves no abort listener and no timer
// behind: with a fetch that ignores its signal, a caller signal, a token store that throws, and a normal
// answer. Fake timers count the timers; a caller signal counts its listeners.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMarketplaceClient } from '../../src/client/createMarketplaceClient';
import { isMarketplaceError, type MarketplaceError } from '../../src/errors/MarketplaceError';
import { getAllCategories } from '../../src/generated/operations/categories';
import { deleteCoupon } from '../../src/generated/operations/coupons';
import { everyoneLoggedIn, HOSTS } from './harness';

/** A caller's signal that counts the abort listeners added to it and not removed. */
function countingSignal() {
  const controller = new AbortController();
  const { signal } = controller;
  let live = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = ((...args: Parameters<typeof add>) => {
    live++;
    add(...args);
  }) as typeof add;
  signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
    live--;
    remove(...args);
  }) as typeof remove;
  return { controller, signal, live: () => live };
}

/** Resolves with the error the call rejected with (or undefined while it is pending). */
function settleOf(promise: Promise<unknown>) {
  const state: { error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    () => Object.assign(state, { settled: true }),
    (error) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

const never = () => new Promise<Response>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('every call settles and cleans up', () => {
  it('a fetch that ignores the abort signal still times out, as timeout, on time, with nothing left', async () => {
    const client = createMarketplaceClient({
      hosts: { ...HOSTS },
      fetch: never,
      timeout: 1000,
      retry: false, // one attempt: this test times the timeout of a single attempt, not the backoff
    });
    const call = settleOf(getAllCategories(client));
    await vi.advanceTimersByTimeAsync(999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect((call.error as MarketplaceError).kind).toBe('timeout');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with the default retries and timeout, the same call settles after its attempts, nothing left', async () => {
    const client = createMarketplaceClient({ hosts: { ...HOSTS }, fetch: never, random: () => 0 });
    const call = settleOf(getAllCategories(client));
    await vi.advanceTimersByTimeAsync(3 * 15_000 - 1);
    expect(call.settled).toBe(false);
    // Three attempts of 15 s, and the two back-off waits (0 ms with random 0, 1 ms for a timer).
    await vi.advanceTimersByTimeAsync(3);
    expect(call.settled).toBe(true);
    expect((call.error as MarketplaceError).kind).toBe('timeout');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a caller abort settles a call whose fetch ignores the signal, and removes its listener', async () => {
    const { controller, signal, live } = countingSignal();
    const client = createMarketplaceClient({ hosts: { ...HOSTS }, fetch: never });
    const call = settleOf(getAllCategories(client, { signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((call.error as MarketplaceError).kind).toBe('aborted');
    expect(live()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with a caller signal, a timeout also aborts the request on the wire', async () => {
    const { signal, live } = countingSignal();
    const requests: Request[] = [];
    const hanging = (request: Request) => {
      requests.push(request);
      return never();
    };
    const client = createMarketplaceClient({
      hosts: { ...HOSTS },
      fetch: hanging,
      timeout: 500,
      retry: false, // one attempt: this test times the timeout of a single attempt, not the backoff
    });
    const call = settleOf(getAllCategories(client, { signal }));
    await vi.advanceTimersByTimeAsync(500);
    expect((call.error as MarketplaceError).kind).toBe('timeout');
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(signal.aborted).toBe(false);
    expect(live()).toBe(0);
  });

  it('a token store whose getToken throws: a MarketplaceError, no listener, no timer', async () => {
    const { signal, live } = countingSignal();
    const session = {
      ...everyoneLoggedIn(),
      getToken: () => {
        throw new Error('storage is locked');
      },
    };
    const client = createMarketplaceClient({
      hosts: { ...HOSTS },
      session,
      fetch: never,
      pathname: () => '/merchant',
    });
    const call = settleOf(deleteCoupon(client, { path: { id: 1 }, signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect(isMarketplaceError(call.error)).toBe(true);
    expect(live()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an answered call leaves no listener and no timer', async () => {
    const { signal, live } = countingSignal();
    const fetch = async () => Response.json({ success: true, message: 'OK', data: [] });
    const client = createMarketplaceClient({ hosts: { ...HOSTS }, fetch });
    const call = settleOf(getAllCategories(client, { signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toEqual({ settled: true });
    expect(live()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
