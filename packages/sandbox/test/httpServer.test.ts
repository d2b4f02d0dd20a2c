// `pnpm sandbox`: the HTTP server any front end can use, on 127.0.0.1, with CORS and faults by header.
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  getAllCategories,
  getAllCustomerProducts,
  isMarketplaceError,
  loginCustomer,
} from '@marketplace/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHttpServer, startSandboxHttpServer } from '../src/node';
import { TEST_NOW } from './support/sandboxTest';

let running: SandboxHttpServer;
beforeAll(async () => {
  running = await startSandboxHttpServer({ port: 0, now: TEST_NOW });
});
afterAll(() => running.close());

const client = () =>
  createMarketplaceClient({
    hosts: running.hosts,
    session: createMemoryTokenStore(),
    pathname: () => '/customer/x',
  });

describe('the sandbox HTTP server', () => {
  it('serves the main API on 127.0.0.1 to an SDK client', async () => {
    expect(running.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { data } = await getAllCustomerProducts(client(), { query: { limit: 5, offset: 0 } });
    expect(data.rows).toHaveLength(5);
    expect(data.count).toBeGreaterThanOrEqual(5);
  });

  it('logs a demo account in and keeps the session server-side', async () => {
    const c = client();
    const { data } = await loginCustomer(c, { body: { email: 'customer@demo.test', password: 'demo1234' } });
    expect(data.token).toBeTruthy();
    const wrong = await loginCustomer(c, {
      body: { email: 'customer@demo.test', password: 'wrong-password' },
    }).catch((e: unknown) => e);
    expect(isMarketplaceError(wrong) && wrong.message.length > 0).toBe(true);
  });

  it('answers CORS preflights and adds CORS headers for any origin', async () => {
    const preflight = await fetch(`${running.hosts.main}/categories/getallcategories`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const answer = await fetch(`${running.hosts.main}/categories/getallcategories`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  it('injects the fault a request asks for in x-sandbox-fault', async () => {
    const c = client();
    const error = await getAllCategories(c, {
      headers: { 'x-sandbox-fault': 'status=503;message=Down' },
      retry: false,
    }).catch((e: unknown) => e);
    expect(isMarketplaceError(error) && [error.status, error.message]).toEqual([503, 'Down']);
    const network = await getAllCategories(c, {
      headers: { 'x-sandbox-fault': 'network' },
      retry: false,
    }).catch((e: unknown) => e);
    expect(isMarketplaceError(network) && network.kind).toBe('network');
  });

  it('serves the bundled images and answers 404 for unknown routes', async () => {
    const image = await fetch(`${running.origin}/sandbox-assets/images/products/ankara-dress~1.svg`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    const missing = await fetch(`${running.origin}/api/v1/no/such/route`);
    expect(missing.status).toBe(404);
  });
});
