// The outbox over HTTP: what a front end other than ours needs to finish a sign-up or a password reset
// with plain fetch, reading only the contract and the sandbox's README.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHttpServer, startSandboxHttpServer } from '../src/node';
import { TEST_NOW } from './support/sandboxTest';

const APP = 'https://shop.example.test';
let running: SandboxHttpServer;
beforeAll(async () => {
  running = await startSandboxHttpServer({ port: 0, now: TEST_NOW, appUrl: APP });
});
afterAll(() => running.close());

interface Email {
  to: string;
  kind: string;
  subject: string;
  link: string;
  token: string;
  createdAt: string;
}
const call = async (path: string, init?: { method?: string; body?: unknown; token?: string }) => {
  const response = await fetch(`${running.origin}${path}`, {
    method: init?.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init?.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const emails = async (to: string) => {
  const { status, body } = await call(`/sandbox/emails?to=${encodeURIComponent(to)}`);
  expect(status).toBe(200);
  expect(body).toMatchObject({ success: true, status: 200 });
  return body.data as unknown as Email[];
};

describe('GET /sandbox/emails', () => {
  it('lets a customer sign up, read the confirmation link, confirm and log in over HTTP', async () => {
    const email = 'ngozi.eze@example.com';
    const signup = await call('/api/v1/auth/customer/signup', {
      method: 'POST',
      body: { firstName: 'Ngozi', lastName: 'Eze', email, password: 'Yaba2026!' },
    });
    expect(signup.status).toBe(201);

    const [confirmation] = await emails('Ngozi.Eze@Example.com');
    expect(confirmation).toMatchObject({
      to: email,
      kind: 'confirmation',
      subject: 'Confirm your email address',
      createdAt: TEST_NOW.toISOString(),
    });
    // The link opens the front end's confirmation route, which calls the contract's confirmation.
    expect(confirmation?.link).toBe(`${APP}/customer/confirm/${confirmation?.token}`);

    const confirmed = await call(`/api/v1/auth/customer/confirmation/${confirmation?.token}`);
    expect([confirmed.status, confirmed.body.message]).toEqual([200, 'Account confirmed']);
    const again = await call(`/api/v1/auth/customer/confirmation/${confirmation?.token}`);
    expect([again.status, again.body.message]).toEqual([200, 'Account already confirmed']);
    const login = await call('/api/v1/auth/customer/login', {
      method: 'POST',
      body: { email, password: 'Yaba2026!' },
    });
    expect(login.status).toBe(200);
  });

  it('lists an address’s emails newest first, and every email without an address', async () => {
    const email = 'customer@demo.test';
    await call('/api/v1/auth/customer/forgotpassword', { method: 'POST', body: { email } });
    await call('/api/v1/auth/customer/forgotpassword', { method: 'POST', body: { email } });
    const list = await emails(email);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((e) => e.to === email)).toBe(true);
    expect(list.map((e) => e.kind).slice(0, 2)).toEqual(['password-reset', 'password-reset']);
    // Newest first: the second request's link replaced the first one's.
    const body = { password: 'NewDemo2026!' };
    const older = await call(`/api/v1/auth/customer/resetpassword/${list[1]?.token}`, {
      method: 'PATCH',
      body,
    });
    expect(older.status).toBe(404);
    const newest = await call(`/api/v1/auth/customer/resetpassword/${list[0]?.token}`, {
      method: 'PATCH',
      body,
    });
    expect(newest.status).toBe(200);
    const all = (await call('/sandbox/emails')).body.data as unknown as Email[];
    expect(all.length).toBeGreaterThan(list.length);
    expect(await emails('nobody@example.com')).toEqual([]);
  });

  it('links every role’s reset email to that role’s reset route of the app', async () => {
    const cases = [
      ['customer', 'customer@demo.test', 'customer'],
      ['merchant', 'merchant@demo.test', 'merchant'],
      ['admin', 'dispatcher@demo.test', 'admin'],
      ['partner', 'partner@demo.test', 'shipping-partner'],
    ] as const;
    for (const [pathType, address, route] of cases) {
      const sent = await call(`/api/v1/auth/${pathType}/forgotpassword`, {
        method: 'POST',
        body: { email: address },
      });
      expect(sent.status, pathType).toBe(200);
      const [latest] = await emails(address);
      expect(latest?.link).toBe(`${APP}/${route}/reset-password/${latest?.token}`);
    }
  });
});
