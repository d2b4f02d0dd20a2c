// Every example in the contract is true to its schema: types, required fields, enums and formats (Ajv,
// JSON Schema 2020-12), and no property that the schema does not declare, even inside allOf (which
// Redocly's own example check lets through). Request examples may leave out readOnly fields.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the scripts
import { HOSTS, listOperations, loadContracts } from '../../scripts/lib/contract.mjs';

type Schema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  required?: string[];
  readOnly?: boolean;
};
type Doc = { components?: { schemas?: Record<string, Schema> } };

let docs: Record<string, Doc> = {};
let ops: {
  host: string;
  operationId: string;
  operation: {
    requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
    responses: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown }> }>;
  };
}[] = [];

beforeAll(async () => {
  docs = await loadContracts();
  ops = listOperations(docs);
});

const resolve = (doc: Doc, schema: Schema): Schema => {
  let s = schema;
  for (let i = 0; s?.$ref && i < 20; i++) {
    s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] as Schema;
  }
  return s ?? {};
};

/** Paths of properties in `value` that no branch of `schema` declares. */
function undeclared(doc: Doc, schema: Schema, value: unknown, at: string): string[] {
  const s = resolve(doc, schema);
  if (Array.isArray(value)) {
    const items = s.items ?? collect(doc, s).items;
    return items ? value.flatMap((v, i) => undeclared(doc, items, v, `${at}[${i}]`)) : [];
  }
  if (value === null || typeof value !== 'object') return [];
  const { properties, open, items: _ } = collect(doc, s);
  const out: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const declared = properties.get(key);
    if (declared) out.push(...declared.flatMap((p) => undeclared(doc, p, v, `${at}.${key}`)));
    else if (!open && properties.size > 0) out.push(`${at}.${key}`);
  }
  return out;
}

/** The properties a schema declares across $ref, allOf, oneOf and anyOf. */
function collect(doc: Doc, schema: Schema) {
  const properties = new Map<string, Schema[]>();
  let open = false;
  let items: Schema | undefined;
  const visit = (raw: Schema) => {
    const s = resolve(doc, raw);
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) open = true;
    if (s.items) items ??= s.items;
    for (const [k, p] of Object.entries(s.properties ?? {}))
      properties.set(k, [...(properties.get(k) ?? []), p]);
    for (const sub of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) visit(sub);
  };
  visit(schema);
  return { properties, open, items };
}

/** A copy of the schema tree in which readOnly properties are not required (request bodies). */
function forRequest(doc: Doc, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((s) => forRequest(doc, s));
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as Schema;
  const copy: Schema = {};
  for (const [k, v] of Object.entries(s)) copy[k] = forRequest(doc, v);
  if (s.required && s.properties) {
    copy.required = s.required.filter((name) => {
      const prop = s.properties?.[name];
      return !(prop && resolve(doc, prop).readOnly) && !prop?.readOnly;
    });
  }
  return copy;
}

describe('examples', () => {
  for (const host of HOSTS) {
    it(`on the ${host} host validate against their schemas`, () => {
      const doc = docs[host] as Doc;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addSchema({ $id: 'components', components: doc.components ?? {} });
      const requestAjv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(requestAjv);
      requestAjv.addSchema({ $id: 'components', components: forRequest(doc, doc.components ?? {}) });
      const fix = (schema: Schema) =>
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"components#/components/'));

      const problems: string[] = [];
      const check = (where: string, schema: Schema | undefined, example: unknown, request: boolean) => {
        if (!schema || example === undefined) return;
        const validate = (request ? requestAjv : ajv).compile(
          fix(request ? (forRequest(doc, schema) as Schema) : schema),
        );
        if (!validate(example)) {
          problems.push(
            `${where}: ${(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
          );
        }
        for (const path of undeclared(doc, schema, example, ''))
          problems.push(`${where}: undeclared ${path}`);
      };
      for (const op of ops.filter((o) => o.host === host)) {
        for (const [type, media] of Object.entries(op.operation.requestBody?.content ?? {})) {
          if (type === 'application/json')
            check(`${op.operationId} request`, media.schema, media.example, true);
        }
        for (const [status, response] of Object.entries(op.operation.responses)) {
          for (const media of Object.values(response.content ?? {})) {
            check(`${op.operationId} ${status}`, media.schema, media.example, false);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
