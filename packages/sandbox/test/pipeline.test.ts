// The request pipeline every operation goes through: handlers for the whole contract, tokens and roles
// (401/403), input checked against the contract (422), and faults injected on demand.
import { getAdminOrders, getAllCategories, getUserData, loginCustomer, OPERATIONS } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { auditHandlers } from '../src/domains/audit/handlers';
import { catalogHandlers } from '../src/domains/catalog/handlers';
import { commerceHandlers } from '../src/domains/commerce/handlers';
import { identityHandlers } from '../src/domains/identity/handlers';
import { mediaHandlers } from '../src/domains/media/handlers';
import { notificationHandlers } from '../src/domains/notifications/handlers';
import { ordersHandlers } from '../src/domains/orders/handlers';
import { reportsHandlers } from '../src/domains/reports/handlers';
import { storeHandlers } from '../src/domains/store/handlers';
import { providerHandlers } from '../src/hosts/provider/providerHandlers';
import { shippingHandlers } from '../src/hosts/shipping/shippingHandlers';
import { themeHandlers } from '../src/hosts/themes/themeHandlers';
import { failure } from './support/failure';
import { sandboxFixture } from './support/sandboxTest';

const ctx = sandboxFixture();

describe('handlers', () => {
  it('answer every operation of the four contracts, each in exactly one domain or host', () => {
    const domains = [
      identityHandlers,
      catalogHandlers,
      commerceHandlers,
      ordersHandlers,
      storeHandlers,
      reportsHandlers,
      mediaHandlers,
      notificationHandlers,
      auditHandlers,
      shippingHandlers,
      themeHandlers,
      providerHandlers,
    ];
    const keys = domains.flatMap((map) => Object.keys(map));
    expect(keys.filter((id, i) => keys.indexOf(id) !== i)).toEqual([]);
    const missing = OPERATIONS.map((op) => op.id).filter((id) => !keys.includes(id));
    expect(missing).toEqual([]);
    expect(keys.filter((id) => !OPERATIONS.some((op) => op.id === id))).toEqual([]);
  });
});

describe('tokens and roles', () => {
  it('answers 401 without a token and with an unknown token', async () => {
    const noToken = await failure(getUserData(ctx.client('customer')));
    // The contract's one message for a missing and a bad token (spec section 8: add-to-cart raises it).
    expect([noToken.status, noToken.kind, noToken.message]).toEqual([401, 'http', 'Token is not valid']);
    const client = ctx.client('customer');
    client.session.setSession('customer', 'forged-token');
    const forged = await failure(getUserData(client));
    expect([forged.status, forged.message]).toEqual([401, 'Token is not valid']);
  });

  it("answers 403 when a role calls another role's operation", async () => {
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    const error = await failure(getAdminOrders(merchant));
    expect(error.status).toBe(403);
  });

  it('lets guests call public operations', async () => {
    const { data } = await getAllCategories(ctx.client());
    expect(data.length).toBeGreaterThan(0);
  });
});

describe('input checked against the contract', () => {
  it('answers 422 with every failing field and a readable first message', async () => {
    const error = await failure(
      loginCustomer(ctx.client(), { body: { email: 'not-an-email', password: '' } }),
    );
    expect(error.status).toBe(422);
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors.map((e) => e.field).sort()).toEqual(['email', 'password']);
    expect(error.message).toMatch(/Email must be a valid email address|Password is too short/);
  });
});

describe('faults on demand', () => {
  it('answers with an injected status, once', async () => {
    ctx.sandbox.faults.set('getAllCategories', { status: 503, message: 'Maintenance', times: 1 });
    const error = await failure(getAllCategories(ctx.client()));
    expect([error.status, error.message]).toEqual([503, 'Maintenance']);
    await expect(getAllCategories(ctx.client())).resolves.toBeTruthy();
  });

  it('refuses with success false, fails the network, or sends a malformed body', async () => {
    ctx.sandbox.faults.set('getAllCategories', {
      successFalse: true,
      message: 'Closed for stock-taking',
      times: 1,
    });
    expect((await failure(getAllCategories(ctx.client()))).kind).toBe('envelope');
    ctx.sandbox.faults.set('getAllCategories', { network: true, times: 1 });
    expect((await failure(getAllCategories(ctx.client()))).kind).toBe('network');
    ctx.sandbox.faults.set('getAllCategories', { malformed: true, times: 1 });
    expect((await failure(getAllCategories(ctx.client()))).kind).toBe('response');
  });

  it('applies a fault to every operation with *', async () => {
    ctx.sandbox.faults.set('*', { status: 500 });
    expect((await failure(getAllCategories(ctx.client()))).status).toBe(500);
    ctx.sandbox.faults.clear();
    await expect(getAllCategories(ctx.client())).resolves.toBeTruthy();
  });

  it('delays an answer by the injected latency', async () => {
    ctx.sandbox.faults.set('getAllCategories', { latencyMs: 30, times: 1 });
    const client = ctx.client();
    const slow = getAllCategories(client, { timeout: 5 });
    expect((await failure(slow)).kind).toBe('timeout');
  });
});
