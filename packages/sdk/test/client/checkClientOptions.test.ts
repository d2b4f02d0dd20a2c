// Options are checked when the client is made: a wrong one throws a TypeError naming it (before, NaN or
// undefined retries retried without end and an infinite timeout fired at once).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarketplaceClient } from '../../src/client/createMarketplaceClient';
import { getAllCategories } from '../../src/generated/operations/categories';
import { answerInTurn, everyoneLoggedIn, failureOf, HOSTS, startServer } from './harness';

const server = startServer();
const make = (extra: Record<string, unknown>) =>
  createMarketplaceClient({ hosts: { ...HOSTS }, session: everyoneLoggedIn(), ...extra } as never);

describe('createMarketplaceClient checks its options', () => {
  it.each([
    ['retry.retries', { retry: { retries: Number.NaN } }],
    ['retry.retries', { retry: { retries: -1 } }],
    ['retry.retries', { retry: { retries: 1.5 } }],
    ['retry.retries', { retry: { retries: Number.POSITIVE_INFINITY } }],
    ['retry.retries', { retry: { retries: '2' } }],
    ['retry.baseDelayMs', { retry: { baseDelayMs: Number.NaN } }],
    ['retry.maxDelayMs', { retry: { maxDelayMs: -5 } }],
    ['retry.maxRetryAfterMs', { retry: { maxRetryAfterMs: Number.POSITIVE_INFINITY } }],
    ['timeout', { timeout: Number.NaN }],
    ['timeout', { timeout: Number.POSITIVE_INFINITY }],
    ['timeout', { timeout: 2 ** 31 }],
    ['validation', { validation: 'loose' }],
    ['hosts.main', { hosts: { main: '' } }],
    ['session', { session: {} }],
    ['fetch', { fetch: 'fetch' }],
  ])('a bad %s throws a TypeError naming it', (name, extra) => {
    expect(() => make(extra)).toThrow(TypeError);
    expect(() => make(extra)).toThrow(`options.${name}`);
  });

  it('accepts every whole number of retries from 0 to 10 and every finite timeout in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (retries, timeout) => {
          make({ retry: { retries }, timeout });
        },
      ),
    );
  });

  it('an option given as undefined keeps its default: retries: undefined makes 3 attempts, not endless ones', async () => {
    const seen = answerInTurn(
      server,
      'get',
      `${HOSTS.main}/categories/getallcategories`,
      Response.json({ success: false, message: 'down' }, { status: 503 }),
    );
    const client = make({ retry: { retries: undefined, baseDelayMs: 1, maxDelayMs: 1 } });
    const error = await failureOf(getAllCategories(client));
    expect(error.kind).toBe('http');
    expect(seen).toHaveLength(3);
  });
});
