// Response validation against the contract's schemas (ARCHITECTURE "Validation"): `strict` throws a
// `response` error naming the failing path, `report` hands the issue over and returns the data, `off`
// skips; validating needs schemas, and each schema is built once per client.
import { describe, expect, it, vi } from 'vitest';
import { createMarketplaceClient } from '../../src/client/createMarketplaceClient';
import type { OperationSchemas } from '../../src/client/operationTypes';
import { getAllCustomerProducts } from '../../src/generated/operations/catalog';
import { getAllCategories } from '../../src/generated/operations/categories';
import { operationSchemas } from '../../src/schemas';
import { answerInTurn, failureOf, HOSTS, newClient, ok, startServer } from './harness';

const server = startServer();
const CATEGORIES = `${HOSTS.main}/categories/getallcategories`;
const PRODUCTS = `${HOSTS.main}/products/customer/getallproducts`;

const wrongCategories = [
  { id: 1, name: 'Fashion' },
  { id: 2, name: 42 },
];
const product = (id: number) => ({
  id,
  name: `Product ${id}`,
  pricing: [{ sellingPrice: 1000 }],
  quantity: 3,
});

describe("validation: 'strict'", () => {
  it('turns a wrong shape into kind response, naming the path, with the operation’s fallback message', async () => {
    answerInTurn(server, 'get', CATEGORIES, ok(wrongCategories));
    const client = newClient({ validation: 'strict', schemas: operationSchemas });
    const error = await failureOf(getAllCategories(client));
    expect([error.kind, error.issuePath, error.message, error.status, error.operationId]).toEqual([
      'response',
      'data[1].name',
      'Could not get categories. Try again later.',
      200,
      'getAllCategories',
    ]);
    expect(error.body).toEqual({ success: true, message: 'OK', data: wrongCategories });
  });

  it('names nested paths of a paged list (data.rows[2].quantity)', async () => {
    const rows = [product(1), product(2), { ...product(3), quantity: 'many' }];
    answerInTurn(server, 'get', PRODUCTS, ok({ count: 3, rows }));
    const client = newClient({ validation: 'strict', schemas: operationSchemas });
    const error = await failureOf(getAllCustomerProducts(client));
    expect([error.issuePath, error.message]).toEqual([
      'data.rows[2].quantity',
      'Could not get products. Try again later.',
    ]);
  });

  it('names `data` itself when data is missing altogether', async () => {
    answerInTurn(server, 'get', CATEGORIES, Response.json({ success: true, message: 'OK' }));
    const error = await failureOf(
      getAllCategories(newClient({ validation: 'strict', schemas: operationSchemas })),
    );
    expect([error.kind, error.issuePath]).toEqual(['response', 'data']);
  });

  it('lets the contract’s shape through untouched', async () => {
    const data = { count: 2, rows: [product(1), product(2)] };
    answerInTurn(server, 'get', PRODUCTS, ok(data));
    const result = await getAllCustomerProducts(
      newClient({ validation: 'strict', schemas: operationSchemas }),
    );
    expect(result.data).toEqual(data);
  });

  it('skips operations missing from a subset of schemas', async () => {
    answerInTurn(server, 'get', CATEGORIES, ok(wrongCategories));
    const subset: OperationSchemas = { getAllCustomerProducts: operationSchemas.getAllCustomerProducts };
    const result = await getAllCategories(newClient({ validation: 'strict', schemas: subset }));
    expect(result.data).toEqual(wrongCategories);
  });
});

describe("validation: 'report'", () => {
  it('calls onValidationIssue with the operation and path, and still returns the data', async () => {
    answerInTurn(server, 'get', CATEGORIES, ok(wrongCategories));
    const onValidationIssue = vi.fn();
    const client = newClient({ validation: 'report', schemas: operationSchemas, onValidationIssue });
    const result = await getAllCategories(client);
    expect(result.data).toEqual(wrongCategories);
    expect(onValidationIssue).toHaveBeenCalledTimes(1);
    expect(onValidationIssue).toHaveBeenCalledWith({
      operationId: 'getAllCategories',
      path: 'data[1].name',
      message: expect.stringContaining('string'),
      data: wrongCategories,
    });
  });

  it('is the default when schemas are given, and warns on the console without a reporter', async () => {
    answerInTurn(server, 'get', CATEGORIES, ok(wrongCategories));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = newClient({ schemas: operationSchemas });
    expect(client.core.validation).toBe('report');
    await getAllCategories(client);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/getAllCategories.*data\[1\]\.name/);
  });

  it('reports nothing for a valid answer', async () => {
    answerInTurn(server, 'get', CATEGORIES, ok([{ id: 1, name: 'Fashion' }]));
    const onValidationIssue = vi.fn();
    await getAllCategories(newClient({ validation: 'report', schemas: operationSchemas, onValidationIssue }));
    expect(onValidationIssue).not.toHaveBeenCalled();
  });
});

describe("validation: 'off'", () => {
  it('skips the check even with schemas: no error, no report, no schema built', async () => {
    answerInTurn(server, 'get', CATEGORIES, ok(wrongCategories));
    const build = vi.fn(operationSchemas.getAllCategories);
    const onValidationIssue = vi.fn();
    const client = newClient({ validation: 'off', schemas: { getAllCategories: build }, onValidationIssue });
    expect((await getAllCategories(client)).data).toEqual(wrongCategories);
    expect(onValidationIssue).not.toHaveBeenCalled();
    expect(build).not.toHaveBeenCalled();
  });

  it('is the default without schemas', () => {
    expect(newClient().core.validation).toBe('off');
  });
});

describe('schemas', () => {
  it('builds each operation’s schema once per client, on first use', async () => {
    answerInTurn(server, 'get', CATEGORIES, ok([{ id: 1, name: 'Fashion' }]));
    const build = vi.fn(operationSchemas.getAllCategories);
    const client = newClient({ validation: 'strict', schemas: { getAllCategories: build } });
    expect(build).not.toHaveBeenCalled();
    await getAllCategories(client);
    await getAllCategories(client.as('admin'));
    expect(build).toHaveBeenCalledTimes(1);
  });

  it.each(['strict', 'report'] as const)(
    "creating a client with validation '%s' but no schemas throws a TypeError naming the fix",
    (validation) => {
      const create = () => createMarketplaceClient({ hosts: { main: HOSTS.main }, validation });
      expect(create).toThrow(TypeError);
      expect(create).toThrow(/operationSchemas/);
      expect(create).toThrow(/@marketplace\/sdk\/schemas/);
    },
  );
});
