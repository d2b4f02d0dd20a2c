// createSandboxRequestHandler: the sandbox mounted in an app's own Node server, beside the app's routes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMarketplaceClient, createMemoryTokenStore, getAllCustomerProducts } from '@marketplace/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxRequestHandler, type SandboxRequestHandler } from '../src/node';
import { TEST_NOW } from './support/sandboxTest';

let server: Server;
let origin: string;
let sandbox: SandboxRequestHandler;
beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox = createSandboxRequestHandler({ origin, now: TEST_NOW });
  server.on('request', (req, res) =>
    sandbox(req, res, () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`app: ${req.url}`);
    }),
  );
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const signUp = (email: string) =>
  fetch(`${origin}/api/v1/auth/customer/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Obi',
      email,
      password: 'secret123',
      phone: '08031234567',
    }),
  });

describe('createSandboxRequestHandler', () => {
  it('answers the hosts on the given origin, with absolute image URLs there', async () => {
    expect(sandbox.hosts.main).toBe(`${origin}/api/v1`);
    const client = createMarketplaceClient({
      hosts: sandbox.hosts,
      session: createMemoryTokenStore(),
      pathname: () => '/',
    });
    const { data } = await getAllCustomerProducts(client, { query: { limit: 1, offset: 0 } });
    expect(JSON.stringify(data.rows[0])).toContain(`${origin}/sandbox-assets/`);
  });

  it("hands every other path to next: the app's pages", async () => {
    for (const path of ['/', '/product/12', '/api', '/sandboxed', '/shippingpolicy']) {
      const response = await fetch(`${origin}${path}`);
      expect(await response.text()).toBe(`app: ${path}`);
    }
  });

  it('resets to the seed data on POST /sandbox/reset: an account made since is gone', async () => {
    const email = 'reset.me@example.com';
    expect((await signUp(email)).status).toBeLessThan(300);
    expect(sandbox.sandbox.emails(email)).toHaveLength(1);
    const reset = await fetch(`${origin}/sandbox/reset`, { method: 'POST' });
    expect(reset.status).toBe(204);
    expect(sandbox.sandbox.emails(email)).toHaveLength(0);
    const outbox = (await (await fetch(`${origin}/sandbox/emails?to=${email}`)).json()) as {
      data: unknown[];
    };
    expect(outbox.data).toHaveLength(0);
    // The same email signs up again: the first account went with the reset.
    expect((await signUp(email)).status).toBeLessThan(300);
  });

  it('answers 405 to a GET of /sandbox/reset and leaves the data alone', async () => {
    const response = await fetch(`${origin}/sandbox/reset`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
