// @vitest-environment node
// The invalidation table against the contract: every mutation revalidates every query of its own tag
// (the rule of invalidations.mjs) plus what it declares there, and every name in it is a query operation.
// Tags and methods are read from specs/ (the same loader as the SDK's contract tests), not from the
// generator, so a generator bug cannot hide here.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the scripts
import { listOperations, loadContracts } from '../../../../scripts/lib/contract.mjs';
// @ts-expect-error: plain ESM declaration file of the package
import { extraInvalidations, postQueries } from '../../invalidations.mjs';
import { INVALIDATIONS, QUERY_OPERATIONS } from '../../src/generated/invalidations';

type Op = { operationId: string; tag: string; method: string };
const extra = extraInvalidations as Record<string, string[]>;
let ops: Op[] = [];
let queries = new Set<string>();
let mutations: Op[] = [];

beforeAll(async () => {
  ops = listOperations(await loadContracts());
  // A query reads: GET, or one of the POSTs declared as reads in invalidations.mjs.
  queries = new Set(
    ops
      .filter((o) => o.method === 'get' || (postQueries as string[]).includes(o.operationId))
      .map((o) => o.operationId),
  );
  mutations = ops.filter((o) => !queries.has(o.operationId));
}, 60_000);

describe('INVALIDATIONS', () => {
  it('has one entry per mutation of the contract, and none for queries', () => {
    expect(mutations.length).toBeGreaterThan(50);
    expect(Object.keys(INVALIDATIONS).sort()).toEqual(mutations.map((o) => o.operationId).sort());
  });

  it('QUERY_OPERATIONS are exactly the reads of the contract', () => {
    expect([...QUERY_OPERATIONS].sort()).toEqual([...queries].sort());
  });

  it('every mutation lists every query of its own tag', () => {
    const missing = mutations.flatMap((m) =>
      ops
        .filter((q) => q.tag === m.tag && queries.has(q.operationId))
        .filter((q) => !INVALIDATIONS[m.operationId]?.includes(q.operationId))
        .map((q) => `${m.operationId} (${m.tag}) -> ${q.operationId}`),
    );
    expect(missing).toEqual([]);
  });

  it('every mutation lists what invalidations.mjs declares for it', () => {
    const missing = Object.entries(extra).flatMap(([mutation, declared]) =>
      declared.filter((id) => !INVALIDATIONS[mutation]?.includes(id)).map((id) => `${mutation} -> ${id}`),
    );
    expect(missing).toEqual([]);
    // And declarations are made only for mutations.
    expect(Object.keys(extra).filter((id) => !mutations.some((m) => m.operationId === id))).toEqual([]);
  });

  it('every listed id is a query operation of the contract, listed once', () => {
    const wrong = Object.entries(INVALIDATIONS).flatMap(([mutation, ids]) =>
      ids.filter((id) => !queries.has(id)).map((id) => `${mutation} -> ${id}`),
    );
    expect(wrong).toEqual([]);
    for (const [mutation, ids] of Object.entries(INVALIDATIONS)) {
      expect(new Set(ids).size, mutation).toBe(ids.length);
    }
  });

  it('lists nothing beyond its own tag and its declarations', () => {
    const tagOf = new Map(ops.map((o) => [o.operationId, o.tag]));
    const stray = Object.entries(INVALIDATIONS).flatMap(([mutation, ids]) =>
      ids
        .filter((id) => tagOf.get(id) !== tagOf.get(mutation) && !extra[mutation]?.includes(id))
        .map((id) => `${mutation} -> ${id}`),
    );
    expect(stray).toEqual([]);
  });

  it('is the list each generated mutation hook revalidates', () => {
    const dir = new URL('../../src/generated/hooks/', import.meta.url);
    const carried: Record<string, string[]> = {};
    for (const file of readdirSync(dir)) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      for (const [, id, list] of source.matchAll(
        /useOperationMutation\('(\w+)', \w+, config, (\[[^\]]*\])\)/g,
      )) {
        carried[id as string] = JSON.parse(list as string);
      }
    }
    expect(carried).toEqual(INVALIDATIONS);
  });

  it('holds the cases the spec states', () => {
    expect(INVALIDATIONS.approveProduct).toEqual(
      expect.arrayContaining(['getAdminProducts', 'getAdminProduct']),
    );
    expect(INVALIDATIONS.approveHub).toContain('getPendingHubApplications');
    expect(INVALIDATIONS.makeDefaultAddress).toContain('getCustomerAddresses');
    expect(INVALIDATIONS.createCoupon).toContain('getAllCoupons');
    expect(INVALIDATIONS.addToCart).toContain('getCart');
    // The featured lists carry the product: its new price or stock shows there after an edit.
    for (const id of ['editProduct', 'updateProductInventory'] as const) {
      expect(INVALIDATIONS[id]).toEqual(
        expect.arrayContaining(['getFeaturedProducts', 'getStoreFeaturedProducts']),
      );
    }
  });
});
