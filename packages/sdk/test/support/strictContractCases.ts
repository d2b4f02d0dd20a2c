// The contract's operations as test cases whose init an independent validator (Prism) accepts.
// `contractCases()` builds a valid-looking init for a mock that does not check requests (MSW); this one
// builds it for a server that does: parameter schemas are resolved through `$ref` (enums such as
// `UserType` and `OrderType`), parameter-level examples are used, every query parameter is sent (the
// optional ones too, so their serialisation is checked), string patterns and formats are honoured, and a
// multipart body is the contract's own example plus a small PNG for each binary field.
// @ts-expect-error: plain ESM helper shared with the scripts
import { listOperations, loadContracts } from '../../../../scripts/lib/contract.mjs';
import { type ContractCase, contractCases } from './contractCases';

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Schema;
}
interface Doc {
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}
interface ListedOperation {
  host: ContractCase['host'];
  operationId: string;
  operation: {
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { example?: unknown; schema?: Schema }> };
  };
  pathItem: { parameters?: Parameter[] };
}

const last = (ref: string) => ref.split('/').pop() as string;

function resolve<T extends { $ref?: string }>(value: T, table: Record<string, T> | undefined): T {
  let current = value;
  while (current.$ref) {
    const next = table?.[last(current.$ref)];
    if (!next) throw new Error(`unresolved ${current.$ref}`);
    current = next;
  }
  return current;
}

/** A value the schema accepts: its example, else its first enum value, default, or one built from its type. */
function sampleOf(schema: Schema, doc: Doc): unknown {
  const s = resolve(schema, doc.components.schemas);
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'date-time') return '2026-01-15T10:30:00Z';
      if (s.format === 'email') return 'ada@example.com';
      const digits = s.pattern && /^\^\\d\{(\d+)\}\$$/.exec(s.pattern);
      if (digits) return '0123456789'.repeat(10).slice(0, Number(digits[1]));
      if (s.pattern) throw new Error(`no sample for the pattern ${s.pattern}: give the parameter an example`);
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    default:
      throw new Error(`no sample for the schema ${JSON.stringify(s)}`);
  }
}

function paramValue(p: Parameter, doc: Doc): unknown {
  if (p.example !== undefined) return p.example;
  if (!p.schema) throw new Error(`parameter ${p.name} has no schema`);
  return sampleOf(p.schema, doc);
}

const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

/**
 * Every operation of the four contracts as a {@link ContractCase} whose `init` a validating server accepts
 * (see the file's header); everything else is as {@link contractCases} gives it.
 */
export async function strictContractCases(): Promise<ContractCase[]> {
  const docs = (await loadContracts()) as Record<ContractCase['host'], Doc>;
  const ops = new Map((listOperations(docs) as ListedOperation[]).map((op) => [op.operationId, op] as const));
  return (await contractCases()).map((c) => {
    const op = ops.get(c.id);
    if (!op) throw new Error(`${c.id} is not in the contract`);
    const doc = docs[op.host];
    const params = [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])].map((p) =>
      resolve(p, doc.components.parameters),
    );
    const init: ContractCase['init'] = {};
    const values = (where: string) =>
      Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, paramValue(p, doc)]));
    if (params.some((p) => p.in === 'path')) init.path = values('path');
    if (params.some((p) => p.in === 'query')) init.query = values('query');
    const content = op.operation.requestBody?.content ?? {};
    const multipart = content['multipart/form-data'];
    if (content['application/json']) init.body = content['application/json'].example;
    else if (multipart) {
      const schema = resolve(multipart.schema ?? {}, doc.components.schemas);
      const files = Object.entries(schema.properties ?? {})
        .filter(([, p]) => p.format === 'binary')
        .map(([name]) => [name, png()]);
      init.body = { ...(multipart.example as Record<string, unknown>), ...Object.fromEntries(files) };
    }
    return { ...c, init };
  });
}
