// `pnpm sandbox`: the HTTP server any front end can use, on 127.0.0.1, with CORS and faults by header.
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  getAllCategories,
  getAllCustomerProducts,
  isMarketplaceError,
  loginCustomer,
  purchaseGiftCard,
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

  it('serves the card provider’s page and follows a plain form post with a 303 to the callback', async () => {
    const c = client();
    const { data: login } = await loginCustomer(c, {
      body: { email: 'customer@demo.test', password: 'demo1234' },
    });
    c.session.setSession('customer', login.token, login.user);
    const { data: bought } = await purchaseGiftCard(c.as('customer'), {
      body: { amount: 5000, callbackUrl: 'http://127.0.0.1:5173/customer/gift-cards' },
    });
    const page = bought.payment.authorizationUrl ?? '';
    expect(page).toBe(`${running.origin}/sandbox/pay/${encodeURIComponent(bought.payment.reference)}`);
    const html = await fetch(page);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    const text = await html.text();
    expect(text).toContain('Pay ₦5,000.00');
    expect(text).toContain('Approve payment</button>');
    const posted = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(
      `http://127.0.0.1:5173/customer/gift-cards?reference=${bought.payment.reference}&trxref=${bought.payment.reference}`,
    );
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
