// @vitest-environment node
// The rules of the cache keys and of the hooks' retry filter, for any input: one key per role and
// session, the same key for the same call, never the token in a key; and SWR may only ever retry what can
// pass on another try.
import { TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  MarketplaceError,
  type MarketplaceErrorKind,
  USER_TYPES,
  type UserType,
} from '@marketplace/sdk';
import fc from 'fast-check';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { canRetryQuery } from '../../src/core/canRetryQuery';
import { operationKey } from '../../src/core/operationKey';

const role = fc.constantFrom<UserType>(...USER_TYPES);
const token = fc.string({ minLength: 12, maxLength: 300 }).filter((t) => t.trim() === t && t !== '');
const init = fc.record(
  {
    path: fc.record({ id: fc.integer({ min: 1 }) }),
    query: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer())),
  },
  { requiredKeys: [] },
);

function clientWith(sessions: Partial<Record<UserType, string>>, page = '/') {
  return createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(
      Object.fromEntries(Object.entries(sessions).map(([r, t]) => [r, { token: t }])),
    ),
    pathname: () => page,
  });
}

describe('operationKey, for any call', () => {
  it('is the same for the same call, role and session, and never contains the token', () => {
    fc.assert(
      fc.property(role, token, init, (r, t, i) => {
        const client = clientWith({ [r]: t }, `/${r}/page`);
        const key = operationKey('getOneCategory', client, i as never);
        expect(key).toEqual(operationKey('getOneCategory', client, { ...i, as: r } as never));
        expect(key?.[1].as).toBe(r);
        expect(unstable_serialize(key)).not.toContain(t);
      }),
    );
  });

  it('differs between two roles, and between two sessions of one role', () => {
    fc.assert(
      fc.property(role, role, token, token, init, (a, b, ta, tb, i) => {
        fc.pre(ta !== tb);
        const client = clientWith(a === b ? { [a]: ta } : { [a]: ta, [b]: tb });
        const keyA = operationKey('getOneCategory', client, { ...i, as: a } as never);
        const keyB = operationKey('getOneCategory', client, { ...i, as: b } as never);
        if (a !== b) expect(unstable_serialize(keyA)).not.toBe(unstable_serialize(keyB));
        const next = clientWith({ [a]: tb });
        expect(unstable_serialize(operationKey('getOneCategory', next, { ...i, as: a } as never))).not.toBe(
          unstable_serialize(keyA),
        );
      }),
    );
  });
});

describe('canRetryQuery, for any failure', () => {
  const kinds: MarketplaceErrorKind[] = [
    'network',
    'timeout',
    'aborted',
    'http',
    'validation',
    'envelope',
    'response',
  ];
  it('retries only network errors, timeouts, and HTTP 408, 429 or 5xx', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        (kind, status) => {
          const error = new MarketplaceError({
            kind,
            status,
            message: 'x',
            operationId: 'getAllCategories',
            method: 'GET',
            url: '/categories/getallcategories',
          });
          const passable =
            kind === 'network' ||
            kind === 'timeout' ||
            (kind === 'http' && status !== undefined && (status === 408 || status === 429 || status >= 500));
          expect(canRetryQuery(error)).toBe(passable);
        },
      ),
    );
  });
});
