// Contract test: the contract and the sandbox agree on what a body requires. For every operation with a
// body, the contract's minimal valid body (only its required fields, built from the schema) is sent to
// the sandbox, which must not answer that a field is missing or of the wrong kind.

import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the scripts
import { listOperations, loadContracts } from '../../../scripts/lib/contract.mjs';
import { TEST_HOSTS } from '../src/node';
import { PNG_1PX } from './support/pngBytes';
import { sandboxFixture } from './support/sandboxTest';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  minProperties?: number;
  pattern?: string;
  default?: unknown;
  readOnly?: boolean;
  example?: unknown;
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}
interface Op {
  host: 'main' | 'shipping' | 'themes' | 'provider';
  path: string;
  method: string;
  operationId: string;
  roles: string[];
  operation: {
    parameters?: (Parameter | { $ref: string })[];
    requestBody?: { content: Record<string, { schema: Schema }> };
  };
  pathItem: { parameters?: (Parameter | { $ref: string })[] };
}
type Doc = { components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> } };

const ctx = sandboxFixture();
const docs: Record<string, Doc> = await loadContracts();
const withBody = (listOperations(docs) as Op[]).filter((op) => op.operation.requestBody);

const resolve = <T>(doc: Doc, node: T | { $ref: string }): T => {
  let current = node as T & { $ref?: string };
  while (current?.$ref) {
    const [, , section, name] = current.$ref.split('/');
    current = (doc.components as Record<string, Record<string, unknown>>)[section as string]?.[
      name as string
    ] as T & { $ref?: string };
  }
  return current as T;
};

/** The smallest value the schema accepts: required fields only, the least of every constraint. */
function minimal(doc: Doc, node: Schema, name = ''): unknown {
  const schema = resolve<Schema>(doc, node);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) {
    // Merged as the SDK's generator merges them: properties and required fields of every part, a
    // property in several parts being all of them (an enum narrowed by a const gives the const).
    const parts = schema.allOf.map((part) => resolve<Schema>(doc, part));
    const constant = parts.find((part) => part.const !== undefined);
    if (constant) return constant.const;
    if (!parts.some((part) => part.properties || part.type === 'object'))
      return minimal(doc, parts[0] ?? {}, name);
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of parts) {
      for (const [key, property] of Object.entries(part.properties ?? {})) {
        const known = merged.properties?.[key];
        (merged.properties as Record<string, Schema>)[key] = known ? { allOf: [known, property] } : property;
      }
      merged.required = [...new Set([...(merged.required ?? []), ...(part.required ?? [])])];
      merged.minProperties = Math.max(merged.minProperties ?? 0, part.minProperties ?? 0);
    }
    return minimal(doc, merged, name);
  }
  const choice = schema.oneOf ?? schema.anyOf;
  if (choice?.[0]) return minimal(doc, choice[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        out[key] = property ? minimal(doc, property, key) : 'x';
      }
      // `minProperties`: the fewest optional fields that make up the count, in the schema's order.
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (Object.keys(out).length >= (schema.minProperties ?? 0)) break;
        if (!(key in out) && !resolve<Schema>(doc, property).readOnly) out[key] = minimal(doc, property, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimal(doc, schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'email') return 'ada@example.com';
      if (schema.format === 'date') return '2026-11-01';
      if (schema.format === 'date-time') return '2026-11-01T09:00:00.000Z';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a.png';
      if (/password/i.test(name)) return 'Secret-2026';
      if (schema.pattern) {
        if (typeof schema.example === 'string') return schema.example;
        const digits = /^\^(?:\[0-9\]|\\d)\{(\d+)\}\$$/.exec(schema.pattern);
        if (digits) return '0'.repeat(Number(digits[1]));
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return 'x';
  }
}

const parametersOf = (doc: Doc, op: Op) =>
  [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])].map((p) =>
    resolve<Parameter>(doc, p),
  );

const parameterValue = (doc: Doc, p: Parameter) =>
  String(p.example ?? (p.schema ? minimal(doc, p.schema, p.name) : 1));

/**
 * Fields whose minimal value is valid for the contract but names nothing the seed has (the contract
 * says so in words): a role id that is not a store role, a state name that is not a Nigerian state.
 */
const PLACEHOLDERS: Record<string, readonly string[]> = {
  createStoreStaff: ['roleId'],
  updateStoreStaff: ['roleId'],
  createShippingZone: ['states.0'],
};

const LOGIN: Record<string, string> = {
  customer: 'customer@demo.test',
  merchant: 'merchant@demo.test',
  admin: 'superadmin@demo.test',
  'shipping-partner': 'partner@demo.test',
};

describe('the minimal body of every operation', () => {
  it('covers every operation that has a body', () => {
    expect(withBody.length).toBeGreaterThan(80);
  });

  it.each(withBody.map((op) => [op.operationId, op] as const))(
    '%s: nothing required is missing',
    async (_, op) => {
      const doc = docs[op.host] as Doc;
      const params = parametersOf(doc, op);
      let path = op.path;
      const query = new URLSearchParams();
      for (const p of params) {
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(parameterValue(doc, p)));
        else if (p.in === 'query' && p.required) query.set(p.name, parameterValue(doc, p));
      }
      const headers: Record<string, string> = {};
      const role = op.roles.find((r) => r !== 'guest' && LOGIN[r]);
      if (role && !op.roles.includes('guest')) {
        const client = await ctx.login(LOGIN[role] as string, role as never);
        headers.authorization = `Bearer ${client.session.getToken(role as never)}`;
      }
      if (op.host === 'provider') headers.authorization = 'Bearer sandbox-key';
      const [type, media] = Object.entries(op.operation.requestBody?.content ?? {})[0] ?? [];
      const body = minimal(doc, media?.schema ?? {}) as Record<string, unknown>;
      let init: RequestInit;
      if (type === 'multipart/form-data') {
        const form = new FormData();
        for (const [key, value] of Object.entries(body)) {
          form.set(
            key,
            // The smallest real image: hosts read an upload's type from its bytes.
            value === 'x' && /image|file|logo|document|proof/i.test(key)
              ? new Blob([PNG_1PX])
              : String(value),
          );
        }
        init = { method: op.method.toUpperCase(), headers, body: form };
      } else {
        init = {
          method: op.method.toUpperCase(),
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
      }
      const search = query.size ? `?${query}` : '';
      const response = await fetch(`${TEST_HOSTS[op.host]}${path}${search}`, init);
      const answer = (await response.json()) as {
        message?: string;
        errors?: { field: string; message: string }[];
      };
      // No 422 at all, but for the placeholders' values that only the seed can make valid (see PLACEHOLDERS).
      const disagreements = (answer.errors ?? []).filter(
        (e) => !PLACEHOLDERS[op.operationId]?.includes(e.field),
      );
      expect(
        disagreements,
        `${op.operationId} ${JSON.stringify(body)} -> ${response.status} ${answer.message}`,
      ).toEqual([]);
    },
  );
});
