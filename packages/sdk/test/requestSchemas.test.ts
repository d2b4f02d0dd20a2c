// The request-body schemas derived from the contract accept the contract's own request examples and
// refuse a body that leaves out required fields: what forms and the sandbox rely on for 422 answers.
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the scripts
import { listOperations, loadContracts } from '../../../scripts/lib/contract.mjs';
import { operationRequestSchemas } from '../src/schemas';

type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } };
type Op = {
  operationId: string;
  operation: { requestBody?: { content?: Record<string, { example?: unknown; schema?: unknown }> } };
};
const schemas = operationRequestSchemas as unknown as Record<string, () => Schema>;
let ops: Op[] = [];
beforeAll(async () => {
  ops = listOperations(await loadContracts());
});

describe('operationRequestSchemas', () => {
  it('has a schema for every JSON request body', () => {
    const missing = ops
      .filter((o) => o.operation.requestBody?.content?.['application/json'] && !schemas[o.operationId])
      .map((o) => o.operationId);
    expect(missing).toEqual([]);
  });

  it('accepts every request example of the contract', () => {
    const refused = ops.flatMap((o) => {
      const example = o.operation.requestBody?.content?.['application/json']?.example;
      const result = example === undefined ? undefined : schemas[o.operationId]?.().safeParse(example);
      return result && !result.success
        ? [`${o.operationId}: ${JSON.stringify(result.error?.issues).slice(0, 300)}`]
        : [];
    });
    expect(refused).toEqual([]);
  });

  it('refuses an empty body wherever the contract requires fields', () => {
    const withRequired = ops.filter((o) => {
      const result = schemas[o.operationId]?.().safeParse({});
      return result !== undefined && !result.success;
    });
    // Most bodies have required fields; a body that took {} would not check anything.
    expect(withRequired.length).toBeGreaterThan(60);
    expect(schemas.loginCustomer?.().safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
    expect(schemas.loginCustomer?.().safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(
      true,
    );
  });
});
