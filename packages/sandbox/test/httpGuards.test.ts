// What the HTTP server refuses before any operation runs, and how: oversized bodies (413), strings longer
// than the contract allows (422 naming the field), paths that would climb into another operation, and
// unknown routes, each in the hosts' full envelope (`success`, `message`, `status`).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHttpServer, startSandboxHttpServer } from '../src/node';
import { TEST_NOW } from './support/sandboxTest';

let running: SandboxHttpServer;
beforeAll(async () => {
  running = await startSandboxHttpServer({ port: 0, now: TEST_NOW });
});
afterAll(() => running.close());

const send = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${running.origin}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
/** A GET with the path sent as written (fetch would resolve `..` before sending, curl does not). */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const url = new URL(running.origin);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the HTTP server', () => {
  it('refuses a body over 1 MB with 413, in the envelope', async () => {
    const big = { fullName: 'Ada', email: 'ada@example.com', message: 'x'.repeat(1024 * 1024 + 1) };
    const answer = await postJson('/api/v1/contact-us/contact-us', big);
    expect(answer).toEqual({
      status: 413,
      body: { success: false, message: 'The request body is larger than 1 MB', status: 413 },
    });
  });

  it('refuses a 100 kB name with 422 naming the field', async () => {
    const answer = await postJson('/api/v1/contact-us/contact-us', {
      fullName: 'A'.repeat(100_000),
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      success: false,
      status: 422,
      errors: [{ field: 'fullName', message: 'Full name must be at most 200 characters' }],
    });
  });

  it('never lets `..` or `%2e%2e` reach another operation', async () => {
    for (const id of ['..', '%2e%2e', '%2E%2e', '.']) {
      const answer = await rawGet(`/api/v1/products/customer/product/${id}`);
      expect(answer, id).toEqual({
        status: 400,
        body: { success: false, message: 'The path cannot contain "." or ".." segments', status: 400 },
      });
    }
    // A plain id still reaches its operation.
    const list = await send('/api/v1/products/customer/getallproducts?limit=1&offset=0');
    const [first] = (list.body.data as { rows: { id: number }[] }).rows;
    expect((await rawGet(`/api/v1/products/customer/product/${first?.id}`)).status).toBe(200);
  });

  it('answers unknown routes with 404 in the full envelope', async () => {
    const answer = await send('/api/v1/no/such/route');
    expect(answer).toEqual({
      status: 404,
      body: { success: false, message: 'No such route: GET /api/v1/no/such/route', status: 404 },
    });
  });
});
