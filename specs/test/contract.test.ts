import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../packages/sdk/src/messages';
// @ts-expect-error: plain ESM helper shared with the scripts
import { HOSTS, listOperations, loadContracts } from '../../scripts/lib/contract.mjs';
import { SPEC_CALLS } from './specCalls';

interface Op {
  host: string;
  path: string;
  method: string;
  operationId: string;
  tag?: string;
  source?: string;
  spec?: string;
  roles: string[];
  messages: Record<'fallback' | 'network' | 'success', string | undefined>;
  operation: Record<string, unknown> & {
    parameters?: { name: string; in: string }[];
    responses: Record<string, { content?: Record<string, { example?: unknown; examples?: unknown }> }>;
  };
  pathItem: { parameters?: { name: string; in: string }[] };
}

let ops: Op[] = [];
let docs: Record<string, { components?: { parameters?: Record<string, { name: string; in: string }> } }> = {};
beforeAll(async () => {
  docs = await loadContracts();
  ops = listOperations(docs);
});

/** The query parameter names of an operation, shared ones ($ref) included. */
const queryNames = (o: Op) =>
  [...(o.pathItem.parameters ?? []), ...(o.operation.parameters ?? [])]
    .map((p) => {
      const ref = (p as { $ref?: string }).$ref;
      return ref ? docs[o.host]?.components?.parameters?.[ref.split('/').pop() as string] : p;
    })
    .filter((p) => p?.in === 'query')
    .map((p) => p?.name);

const strip = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const toRegExp = (pattern: string) =>
  new RegExp(
    `^${strip(pattern)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('…', '.*')}$`,
  );

describe('the contract', () => {
  it('has operations on every host', () => {
    for (const host of HOSTS) expect(ops.filter((o) => o.host === host).length, host).toBeGreaterThan(0);
  });

  it('names every operation once, in camelCase, across all hosts', () => {
    const ids = ops.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('gives every operation one tag, its source and the words of the spec', () => {
    const bad = ops.filter(
      (o) =>
        (o.operation.tags as string[] | undefined)?.length !== 1 ||
        !['spec', 'inferred'].includes(o.source ?? '') ||
        !o.spec,
    );
    expect(bad.map((o) => o.operationId)).toEqual([]);
  });

  it('has an example on every response', () => {
    const missing: string[] = [];
    for (const op of ops) {
      for (const [status, response] of Object.entries(op.operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (media.example === undefined && media.examples === undefined)
            missing.push(`${op.operationId} ${status} ${type}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers 401 on every call that takes a token, and 500 on every call', () => {
    const no401 = ops.filter((o) => !o.roles.includes('guest') && !o.operation.responses['401']);
    const no500 = ops.filter((o) => !o.operation.responses['500']);
    expect(no401.map((o) => o.operationId)).toEqual([]);
    expect(no500.map((o) => o.operationId)).toEqual([]);
  });

  it('names only messages of the catalogue, verbatim', () => {
    const catalogue = new Set<string>(Object.values(messages));
    const unknown = ops.flatMap((o) =>
      Object.values(o.messages)
        .filter((m): m is string => m !== undefined && !catalogue.has(m))
        .map((m) => `${o.operationId}: ${m}`),
    );
    expect(unknown).toEqual([]);
  });

  it('uses every message of the catalogue on some operation', () => {
    // Messages raised by client rules rather than by one operation's failure.
    const byRule = new Set<string>([messages.tokenIsNotValid]);
    const used = new Set(ops.flatMap((o) => Object.values(o.messages)));
    const unused = Object.values(messages).filter((m) => !used.has(m) && !byRule.has(m));
    expect(unused).toEqual([]);
  });

  for (const host of Object.keys(SPEC_CALLS) as (keyof typeof SPEC_CALLS)[]) {
    describe(`has every call the spec names on the ${host} host`, () => {
      for (const call of SPEC_CALLS[host]) {
        it(call, () => {
          const [method, pattern, query] = call.split(' ') as [string, string, string | undefined];
          const path = toRegExp(pattern);
          const matches = ops.filter(
            (o) =>
              o.host === host &&
              path.test(strip(o.path)) &&
              (method === '*' || o.method === method.toLowerCase()),
          );
          expect(matches.length, `no operation for ${call}`).toBeGreaterThan(0);
          if (!query) return;
          const wanted = query.slice(1).split('&');
          const found = matches.some((o) => wanted.every((name) => queryNames(o).includes(name)));
          expect(found, `${call}: query parameters ${wanted.join(', ')}`).toBe(true);
        });
      }
    });
  }

  it('marks an operation spec only where the spec states its path', () => {
    const stated = Object.entries(SPEC_CALLS).flatMap(([host, calls]) =>
      calls.map((call) => ({ host, path: toRegExp(call.split(' ')[1] as string) })),
    );
    const unfounded = ops.filter(
      (o) => o.source === 'spec' && !stated.some((s) => s.host === o.host && s.path.test(strip(o.path))),
    );
    expect(unfounded.map((o) => `${o.operationId} ${o.path}`)).toEqual([]);
  });

  it('has the twelve themes-host calls (plus our public store theme) and at least the eight sales reports', () => {
    const themes = ops.filter((o) => o.host === 'themes');
    // The spec's twelve, and `getStoreTheme`: the public read the storefront's themed store page needs.
    expect(themes.filter((o) => o.operationId !== 'getStoreTheme')).toHaveLength(12);
    expect(themes).toHaveLength(13);
    expect(
      ops.filter((o) => o.host === 'main' && o.path.startsWith('/sales/')).length,
    ).toBeGreaterThanOrEqual(8);
  });
});
