// Every operation of the contract, through MSW: the success the contract's example describes, and each
// way a call can fail (success false, 401, 404, 422, 500, network error, HTML and malformed bodies,
// abort, timeout), with the user-facing message the spec's rules choose.
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplaceClient, type MarketplaceClient } from '../src/client/createMarketplaceClient';
import { isMarketplaceError, type MarketplaceError } from '../src/errors/MarketplaceError';
import * as operations from '../src/generated/operations';
import { operationSchemas } from '../src/schemas';
import { createMemoryTokenStore } from '../src/session/createMemoryTokenStore';
import { BASE_URLS, type ContractCase, contractCases } from './support/contractCases';

const cases = await contractCases();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Call = (
  client: MarketplaceClient,
  init?: unknown,
) => Promise<{ data: unknown; message: string; status: number }>;
const fn = (c: ContractCase) => (operations as unknown as Record<string, Call>)[c.id] as Call;

function clientFor(c: ContractCase, options: Partial<Parameters<typeof createMarketplaceClient>[0]> = {}) {
  const session = createMemoryTokenStore({
    customer: { token: 'customer-token' },
    merchant: { token: 'merchant-token' },
    admin: { token: 'admin-token' },
    'shipping-partner': { token: 'partner-token' },
  });
  const role = c.roles.find((r) => r !== 'guest') ?? 'customer';
  return createMarketplaceClient({
    hosts: { ...BASE_URLS },
    session,
    pathname: () => `/${role}/page`,
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
    providerKey: 'provider-key',
    ...options,
  });
}

const answer = (c: ContractCase, body: unknown, status = 200, headers: Record<string, string> = {}) =>
  server.use(
    http[c.method as 'get'](c.url, () =>
      typeof body === 'string'
        ? new HttpResponse(body, { status, headers: { 'content-type': 'text/html', ...headers } })
        : HttpResponse.json(body as Record<string, unknown>, { status, headers }),
    ),
  );

async function failureOf(promise: Promise<unknown>): Promise<MarketplaceError> {
  try {
    await promise;
  } catch (error) {
    if (isMarketplaceError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const okFlag = (c: ContractCase) => (c.host === 'provider' ? 'status' : 'success');
const fallbackOr = (c: ContractCase, generic: string) => c.messages.fallback ?? generic;

it('covers every operation of the contract with a function', () => {
  expect(cases.length).toBeGreaterThan(200);
  expect(cases.filter((c) => typeof fn(c) !== 'function').map((c) => c.id)).toEqual([]);
});

describe.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  it('returns the example data, validated, with the success message', async () => {
    let seen: Request | undefined;
    server.use(
      http[c.method as 'get'](c.url, ({ request }) => {
        seen = request;
        return HttpResponse.json(c.example, { status: c.status });
      }),
    );
    const result = await fn(c)(clientFor(c), c.init);
    expect(result.data).toEqual(c.example.data);
    expect(result.status).toBe(c.status);
    expect(result.message).toBe(c.messages.success ?? c.example.message ?? '');
    const auth = seen?.headers.get('authorization');
    if (c.host === 'provider') expect(auth).toBe('Bearer provider-key');
    else if (c.roles.length === 1 && c.roles[0] === 'guest') expect(auth).toBeNull();
    else expect(auth).toMatch(/^Bearer \w+-token$/);
  });

  it('fails with the server message when success is false', async () => {
    answer(c, { [okFlag(c)]: false, message: 'Refused by a rule' });
    const error = await failureOf(fn(c)(clientFor(c), c.init));
    expect([error.kind, error.message, error.status]).toEqual(['envelope', 'Refused by a rule', 200]);
  });

  it('fails with the fallback when success is false without a message', async () => {
    answer(c, { [okFlag(c)]: false, message: '' });
    const error = await failureOf(fn(c)(clientFor(c), c.init));
    expect([error.kind, error.message]).toEqual(['envelope', fallbackOr(c, 'Something went wrong')]);
  });

  it.each([401, 404, 500])('fails on HTTP %i with the server message', async (status) => {
    answer(c, { [okFlag(c)]: false, message: `Server says ${status}` }, status);
    const error = await failureOf(fn(c)(clientFor(c), c.init));
    expect([error.kind, error.status, error.message, error.serverMessage]).toEqual([
      'http',
      status,
      `Server says ${status}`,
      `Server says ${status}`,
    ]);
  });

  it('fails on HTTP 422 with the first validation message and every field error', async () => {
    answer(
      c,
      {
        [okFlag(c)]: false,
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'Email is invalid' },
          { field: 'name', message: 'Name is required' },
        ],
      },
      422,
    );
    const error = await failureOf(fn(c)(clientFor(c), c.init));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('Email is invalid');
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'Email is invalid' },
      { field: 'name', message: 'Name is required' },
    ]);
  });

  it('fails on an HTML error page with the fallback message', async () => {
    answer(c, '<html><body>502 Bad Gateway</body></html>', 502);
    const error = await failureOf(fn(c)(clientFor(c), c.init));
    expect([error.kind, error.status, error.message]).toEqual([
      'http',
      502,
      fallbackOr(c, 'Something went wrong'),
    ]);
  });

  it('fails on a malformed 200 body as a response error', async () => {
    answer(c, '{"success": true, "data": [', 200);
    const error = await failureOf(fn(c)(clientFor(c), c.init));
    expect([error.kind, error.message]).toEqual([
      'response',
      fallbackOr(c, 'An Error occured. Please try again later.'),
    ]);
  });

  it('fails on a network error with the network message', async () => {
    server.use(http[c.method as 'get'](c.url, () => HttpResponse.error()));
    const error = await failureOf(fn(c)(clientFor(c), c.init));
    expect([error.kind, error.message]).toEqual([
      'network',
      c.messages.network ?? 'Check network connection',
    ]);
  });

  it('fails as aborted when the caller aborts', async () => {
    server.use(http[c.method as 'get'](c.url, () => delay('infinite')));
    const controller = new AbortController();
    const pending = fn(c)(clientFor(c), { ...c.init, signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const error = await failureOf(pending);
    expect(error.kind).toBe('aborted');
  });

  it('fails as timeout when no answer comes in time', async () => {
    server.use(http[c.method as 'get'](c.url, () => delay('infinite')));
    const error = await failureOf(fn(c)(clientFor(c, { timeout: 10 }), c.init));
    expect([error.kind, error.message]).toEqual([
      'timeout',
      c.messages.network ?? 'Check network connection',
    ]);
  });

  it(`retries a 503 ${['get', 'put', 'delete'].includes(c.method) ? 'twice' : 'only with an idempotency key'}`, async () => {
    let attempts = 0;
    server.use(
      http[c.method as 'get'](c.url, () => {
        attempts++;
        return HttpResponse.json({ [okFlag(c)]: false, message: 'Busy' }, { status: 503 });
      }),
    );
    const client = clientFor(c, { retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 } });
    await failureOf(fn(c)(client, c.init));
    const safe = ['get', 'put', 'delete'].includes(c.method);
    expect(attempts).toBe(safe ? 3 : 1);
    if (!safe) {
      attempts = 0;
      await failureOf(fn(c)(client, { ...c.init, idempotencyKey: true }));
      expect(attempts).toBe(3);
    }
  });
});
