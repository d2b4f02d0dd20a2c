// Every string a client sends has a size the server holds it to: `maxLength` in the contract (or a form
// that bounds it: an enum, a const, a date, a fixed pattern), so a 5 MB product name is refused rather
// than stored.
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the scripts
import { listOperations, loadContracts } from '../../scripts/lib/contract.mjs';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  pattern?: string;
  readOnly?: boolean;
};
type Doc = { components?: { schemas?: Record<string, Schema> } };
interface Op {
  host: string;
  operationId: string;
  operation: { requestBody?: { content: Record<string, { schema: Schema }> } };
}

const BOUNDED_FORMATS = new Set(['date', 'date-time', 'binary']);

/** An anchored pattern without open repetition (`^[0-9]{10}$`) bounds the length by itself. */
const boundedPattern = (pattern: string | undefined) =>
  !!pattern && /^\^[^*+]*\$$/.test(pattern) && !/\{\d+,\}/.test(pattern);

/** The paths of unbounded strings under a schema. */
function unbounded(doc: Doc, schema: Schema, path: string, seen: Set<string>): string[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    const name = schema.$ref.split('/').pop() as string;
    return unbounded(doc, doc.components?.schemas?.[name] ?? {}, path, new Set([...seen, schema.$ref]));
  }
  if (schema.readOnly) return [];
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const nested = parts.flatMap((part) => unbounded(doc, part, path, seen));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('string')) {
    const bounded =
      schema.maxLength !== undefined ||
      schema.enum !== undefined ||
      schema.const !== undefined ||
      boundedPattern(schema.pattern) ||
      BOUNDED_FORMATS.has(schema.format ?? '');
    if (!bounded) nested.push(path || '(body)');
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    nested.push(...unbounded(doc, property, path ? `${path}.${key}` : key, seen));
  }
  if (schema.items) nested.push(...unbounded(doc, schema.items, `${path}[]`, seen));
  return nested;
}

let docs: Record<string, Doc> = {};
let ops: Op[] = [];
beforeAll(async () => {
  docs = await loadContracts();
  ops = listOperations(docs);
});

describe('request bodies', () => {
  it('give every string a maxLength (or an enum, a const, a date format or a fixed pattern)', () => {
    const offenders = ops.flatMap((op) =>
      Object.values(op.operation.requestBody?.content ?? {}).flatMap((media) =>
        unbounded(docs[op.host] as Doc, media.schema, '', new Set()).map(
          (path) => `${op.operationId}: ${path}`,
        ),
      ),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });
});
