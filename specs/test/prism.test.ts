// Smoke test: an independent mock server (Prism) serves each host's contract from its examples and
// validates requests against it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper shared with the scripts
import { startPrism, writeBundles } from '../../scripts/lib/prism.mjs';

type Prism = { url: string; stop: () => Promise<void> };
const servers: Record<string, Prism> = {};
const bearer = { authorization: 'Bearer test-token' };

beforeAll(async () => {
  const files: Record<string, string> = await writeBundles();
  await Promise.all(
    Object.entries(files).map(async ([host, file]) => {
      servers[host] = await startPrism(file);
    }),
  );
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
});

const call = async (host: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${servers[host]?.url}${path}`, init);
  return { status: response.status, body: await response.json() };
};
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('Prism serves the main API', () => {
  it('lists categories for a guest', async () => {
    const { status, body } = await call('main', '/categories/getallcategories');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });

  it('logs a customer in and returns a token', async () => {
    const { status, body } = await call(
      'main',
      '/auth/customer/login',
      json({ email: 'customer@demo.test', password: 'demo1234' }),
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(typeof body.data.token).toBe('string');
  });

  it('refuses a login without credentials (422) and user data without a token (401)', async () => {
    expect((await call('main', '/auth/customer/login', json({}))).status).toBe(422);
    expect((await call('main', '/auth/userdata')).status).toBe(401);
  });

  it('serves a merchant call with a token', async () => {
    const { status, body } = await call('main', '/coupon/getallcoupons', { headers: bearer });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });
});

describe('Prism serves the shipping API', () => {
  it('lists vehicles for the admin token and refuses without one', async () => {
    const { status, body } = await call('shipping', '/vehicle', { headers: bearer });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await call('shipping', '/vehicle')).status).toBe(401);
  });
});

describe('Prism serves the themes host', () => {
  it('lists themes and accepts a multipart header update', async () => {
    expect((await call('themes', '/api/merchant/themes', { headers: bearer })).body.success).toBe(true);
    const form = new FormData();
    form.set('phoneNumber', '+2348012345678');
    form.set('email', 'shop@example.com');
    form.set('merchantThemeId', '45');
    form.set('logo', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png');
    const { status, body } = await call('themes', '/api/merchant/theme/header', {
      method: 'PUT',
      headers: bearer,
      body: form,
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });
});

describe('Prism serves the card/bank provider', () => {
  it('lists banks', async () => {
    const { status, body } = await call('provider', '/bank');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
  });
});
