// Shared set-up of the client tests: one strict MSW server per test file, a fresh client per test (memory
// token store, no retries unless a test asks), and helpers to capture what reached the server.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import {
  createMarketplaceClient,
  type MarketplaceClient,
  type MarketplaceClientOptions,
} from '../../src/client/createMarketplaceClient';
import { isMarketplaceError, type MarketplaceError } from '../../src/errors/MarketplaceError';
import { createMemoryTokenStore } from '../../src/session/createMemoryTokenStore';
import type { TokenStore } from '../../src/session/TokenStore';

export type TestServer = ReturnType<typeof setupServer>;

export const HOSTS = {
  main: 'http://api.test/api/v1',
  shipping: 'http://shipping.test',
  themes: 'http://themes.test',
  provider: 'http://provider.test',
} as const;

/** One distinct token per role, so a header tells which session it came from. */
export const TOKENS = {
  customer: 'customer-token',
  merchant: 'merchant-token',
  admin: 'admin-token',
  'shipping-partner': 'partner-token',
} as const;

/** A memory store in which all four roles are logged in. */
export function everyoneLoggedIn(): TokenStore {
  return createMemoryTokenStore({
    customer: { token: TOKENS.customer },
    merchant: { token: TOKENS.merchant },
    admin: { token: TOKENS.admin },
    'shipping-partner': { token: TOKENS['shipping-partner'] },
  });
}

/** Starts a strict MSW server for the calling test file (unhandled requests fail the call). */
export function startServer(): TestServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

/** A fresh client on the four test hosts: everyone logged in, no retries, page path '/about'. */
export function newClient(options: Partial<MarketplaceClientOptions> = {}): MarketplaceClient {
  return createMarketplaceClient({
    hosts: { ...HOSTS },
    session: everyoneLoggedIn(),
    pathname: () => '/about',
    retry: false,
    ...options,
  });
}

/** Every request that reached the server (handled or not) from now on. */
export function recordRequests(server: TestServer): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Answers `method url` with `answers` in turn (the last one repeats) and records each request.
 * An answer is a Response, or a function making one from the request.
 */
export function answerInTurn(
  server: TestServer,
  method: Method,
  url: string,
  ...answers: (Response | ((request: Request) => Response | Promise<Response>))[]
): Request[] {
  const seen: Request[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      const answer = answers[Math.min(seen.length, answers.length - 1)];
      seen.push(request.clone());
      // A Response body can be read once: hand out a copy, so the last answer can repeat.
      return typeof answer === 'function' ? answer(request) : (answer as Response).clone();
    }),
  );
  return seen;
}

/** A successful envelope. */
export const ok = (data: unknown = [], message = 'OK', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });

/** The failure a call rejects with; fails the test when it succeeds or throws something else. */
export async function failureOf(promise: Promise<unknown>): Promise<MarketplaceError> {
  try {
    await promise;
  } catch (error) {
    if (isMarketplaceError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/**
 * Records the delay of every `setTimeout` and runs the callback at once: retries then cost no time, and the
 * test still sees how long the client asked to wait. Restored after each test (`vi.restoreAllMocks`).
 */
export function recordWaits(): number[] {
  const waits: number[] = [];
  const real = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    waits.push(ms ?? 0);
    return real(callback, 0, ...args);
  }) as typeof setTimeout);
  return waits;
}
