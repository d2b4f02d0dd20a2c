// Builds, for every operation of the contract, a call the SDK can make and the answer the contract's
// own example gives, so tests can run the whole contract table-driven.
// @ts-expect-error: plain ESM helper shared with the scripts
import { listOperations, loadContracts } from '../../../../scripts/lib/contract.mjs';

export const BASE_URLS = {
  main: 'http://api.test/api/v1',
  shipping: 'http://shipping.test',
  themes: 'http://themes.test',
  provider: 'http://provider.test',
} as const;

export interface ContractCase {
  id: string;
  host: keyof typeof BASE_URLS;
  method: string;
  path: string;
  /** The MSW URL pattern (`{id}` becomes `:id`). */
  url: string;
  roles: string[];
  /** A valid init for the SDK function. */
  init: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  /** The contract's example of the success answer. */
  example: Record<string, unknown>;
  status: number;
  messages: { fallback?: string; network?: string; success?: string };
}

type Param = {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; example?: unknown; enum?: unknown[] };
};

const sample = (p: Param): unknown => {
  if (p.schema?.example !== undefined) return p.schema.example;
  if (p.schema?.enum) return p.schema.enum[0];
  if (p.schema?.type === 'boolean') return true;
  if (p.schema?.type === 'integer' || p.schema?.type === 'number' || /id$/i.test(p.name) || !p.schema?.type)
    return 1;
  if (p.name.toLowerCase().includes('date')) return '2026-01-01';
  return 'x';
};

/** Every operation of the four contracts as a test case. */
export async function contractCases(): Promise<ContractCase[]> {
  const docs = await loadContracts();
  const ops = listOperations(docs) as {
    host: ContractCase['host'];
    operationId: string;
    method: string;
    path: string;
    roles: string[];
    messages: ContractCase['messages'];
    operation: {
      parameters?: (Param & { $ref?: string })[];
      requestBody?: {
        content: Record<
          string,
          { example?: unknown; schema?: { $ref?: string; properties?: Record<string, { format?: string }> } }
        >;
      };
      responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
    };
    pathItem: { parameters?: Param[] };
  }[];
  return ops.map((op) => {
    const doc = docs[op.host];
    const params = [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])].map((p) => {
      const ref = (p as { $ref?: string }).$ref;
      return ref ? doc.components.parameters[ref.split('/').pop() as string] : p;
    }) as Param[];
    const init: ContractCase['init'] = {};
    const path = params.filter((p) => p.in === 'path');
    if (path.length) init.path = Object.fromEntries(path.map((p) => [p.name, sample(p)]));
    const query = params.filter((p) => p.in === 'query' && p.required);
    if (query.length) init.query = Object.fromEntries(query.map((p) => [p.name, sample(p)]));
    const content = op.operation.requestBody?.content ?? {};
    if (content['application/json']) init.body = content['application/json'].example;
    else if (content['multipart/form-data']) {
      let schema = content['multipart/form-data'].schema ?? {};
      if (schema.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop() as string];
      init.body = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, p]) => [
          k,
          p.format === 'binary' ? new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) : 'x',
        ]),
      );
    }
    const status = op.operation.responses['200'] ? 200 : 201;
    const example = op.operation.responses[String(status)]?.content?.['application/json']?.example as Record<
      string,
      unknown
    >;
    return {
      id: op.operationId,
      host: op.host,
      method: op.method,
      path: op.path,
      url: `${BASE_URLS[op.host]}${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
      roles: op.roles,
      init,
      example,
      status,
      messages: op.messages,
    };
  });
}
