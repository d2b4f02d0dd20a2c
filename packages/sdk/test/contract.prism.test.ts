// Contract test with an independent validator: Prism mocks each host from the bundled contract and, with
// `--errors`, refuses every request that departs from it (422, or 401 when the security is not met). Every
// operation is called through its SDK function with a valid init, and every answer (the contract's own
// example) is validated by the SDK in strict mode. Any violation, on either side, fails the test and is
// named in one list.
//
// Exceptions: none. Every operation of the four hosts passes through Prism, multipart uploads included.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the scripts
import { startPrism, writeBundles } from '../../../scripts/lib/prism.mjs';
import { createMarketplaceClient, type MarketplaceClient } from '../src/client/createMarketplaceClient';
import type { UserType } from '../src/detectUserType';
import { isMarketplaceError } from '../src/errors/MarketplaceError';
import * as operations from '../src/generated/operations';
import { operationSchemas } from '../src/schemas';
import { createMemoryTokenStore } from '../src/session/createMemoryTokenStore';
import type { ContractCase } from './support/contractCases';
import { strictContractCases } from './support/strictContractCases';

type Prism = { url: string; log: () => string; stop: () => Promise<void> };
type Call = (
  client: MarketplaceClient,
  init?: unknown,
) => Promise<{ data: unknown; message: string; status: number }>;

const HOSTS = ['main', 'shipping', 'themes', 'provider'] as const;
const ROLES: readonly string[] = ['customer', 'merchant', 'admin', 'shipping-partner'];
const cases = await strictContractCases();
const servers: Partial<Record<(typeof HOSTS)[number], Prism>> = {};

beforeAll(async () => {
  const files: Record<string, string> = await writeBundles();
  await Promise.all(
    HOSTS.map(async (host) => {
      servers[host] = await startPrism(files[host]);
    }),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
});

type Violation = { location?: string[]; severity?: string; message?: string };

/**
 * A client of the four Prism servers with a session for every role and the provider key. `violations`
 * receives what Prism lists in its `sl-violations` header: everything it found wrong with the request and
 * with its own answer, also when it answers with the contract's 422 example (whose message says nothing
 * about the real problem). Read in `fetch` rather than in a middleware, so the check depends on nothing
 * but the network.
 */
function client(violations: Violation[]): MarketplaceClient {
  const url = (host: (typeof HOSTS)[number]) => servers[host]?.url ?? '';
  return createMarketplaceClient({
    // Prism routes on the document's paths as written and ignores its `servers`, so the main host's
    // base URL is Prism's own origin (the contract's paths are relative to /api/v1).
    hosts: { main: url('main'), shipping: url('shipping'), themes: url('themes'), provider: url('provider') },
    session: createMemoryTokenStore({
      customer: { token: 'customer-token' },
      merchant: { token: 'merchant-token' },
      admin: { token: 'admin-token' },
      'shipping-partner': { token: 'partner-token' },
    }),
    pathname: () => '/',
    providerKey: 'provider-key',
    validation: 'strict',
    schemas: operationSchemas,
    retry: false,
    timeout: 20_000,
    fetch: async (request) => {
      const response = await fetch(request);
      const header = response.headers.get('sl-violations');
      if (header) violations.push(...parseViolations(header));
      return response;
    },
  });
}

function parseViolations(header: string): Violation[] {
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    // Prism cuts the header at 8 kB and prefixes it with "Too many violations!".
    return [{ message: header.slice(0, 500) }];
  }
}

/** What Prism (or the SDK's own validation) said about a call that did not pass. */
function describeFailure(error: unknown): string {
  if (!isMarketplaceError(error)) return String(error);
  const body = error.body as
    | { title?: string; detail?: string; validation?: { location?: string[]; message?: string }[] }
    | undefined;
  const parts = [`${error.kind}${error.status ? ` ${error.status}` : ''}`];
  if (error.issuePath) parts.push(`response departs from the contract at ${error.issuePath}`);
  if (body?.title) parts.push(body.title);
  if (body?.detail) parts.push(body.detail);
  for (const v of body?.validation ?? []) parts.push(`${(v.location ?? []).join('.')}: ${v.message}`);
  if (parts.length === 1) parts.push(error.message);
  return parts.join(' | ');
}

/**
 * The sessions each operation is called with: as a guest when it is open to guests (no token; Prism checks
 * that the contract allows that), and with the first role whose token it takes, if any. On the shipping
 * and themes hosts the SDK picks the admin and merchant tokens itself; the provider gets the provider key.
 */
function rolesToCall(c: ContractCase): (UserType | undefined)[] {
  const role = c.roles.find((r) => ROLES.includes(r)) as UserType | undefined;
  if (!c.roles.includes('guest')) return [role];
  return role ? [undefined, role] : [undefined];
}

async function run(c: ContractCase, role: UserType | undefined): Promise<string[]> {
  const fn = (operations as unknown as Record<string, Call>)[c.id];
  if (typeof fn !== 'function') return [`${c.id}: no SDK function`];
  const name = `${c.id} (${c.method.toUpperCase()} ${c.host} ${c.path}, as ${role ?? 'guest'})`;
  const violations: Violation[] = [];
  const base = client(violations);
  const failures: string[] = [];
  try {
    const result = await fn(role ? base.as(role) : base, c.init);
    if (result.status !== c.status)
      failures.push(`${name}: status ${result.status}, the contract says ${c.status}`);
    // Prism answers with the contract's example: the SDK must hand its `data` over unchanged.
    if (!isDeepStrictEqual(result.data, c.example.data))
      failures.push(`${name}: data differs from the example`);
  } catch (error) {
    failures.push(`${name}: ${describeFailure(error)}`);
  }
  for (const v of violations)
    failures.push(
      `${name}: Prism ${v.severity ?? 'violation'}: ${(v.location ?? []).join('.')} ${v.message}`,
    );
  return failures;
}

it('calls every operation of the contract through the SDK with no violation on either side', async () => {
  expect(cases.length).toBeGreaterThan(200);
  const failures: string[] = [];
  const calls = cases.flatMap((c) => rolesToCall(c).map((role) => [c, role] as const));
  const called = new Set<string>();
  // A few calls at a time: fast, without flooding the four Prism processes.
  const queue = [...calls];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [c, role] = next;
        failures.push(...(await run(c, role)));
        called.add(c.id);
      }
    }),
  );
  failures.sort();
  expect(failures).toEqual([]);
  expect(called.size).toBe(cases.length);
}, 60_000);
