// Suspending and reactivating merchants, shipping partners and dispatchers: sessions end, the login says
// why, the lists show it, and a reactivated account logs in again.
import {
  assignOrderToPartner,
  getAllDispatchers,
  getAllMerchants,
  getAllShippingPartners,
  getUserData,
  loginMerchant,
  loginPartner,
  reactivateAccount,
  suspendAccount,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/demoAccounts';
import { sandboxFixture } from '../../support/sandboxTest';
import { failure } from './support';

const ctx = sandboxFixture();

const idOf = (email: string) => ctx.sandbox.db.table('users').find((u) => u.email === email)!.id;
const REASON = 'Three customers reported counterfeit goods; we are reviewing the store.';

describe('suspending accounts', () => {
  it('a suspended merchant loses their session, is told why at login, and logs in again once reactivated', async () => {
    const admin = await ctx.login('admin@demo.test', 'admin');
    const merchant = await ctx.login('merchant@demo.test', 'merchant');
    const amaka = await ctx.login('amaka.obi@staff.demo.test', 'merchant');
    const id = idOf('merchant@demo.test');

    const suspended = await suspendAccount(admin, { path: { id }, body: { reason: REASON } });
    expect(suspended.data).toMatchObject({
      id,
      accountType: 'merchant',
      isActive: false,
      suspendedReason: REASON,
    });
    expect((await failure(getUserData(merchant))).status).toBe(401);
    // The store's staff stop with it.
    expect((await failure(getUserData(amaka))).status).toBe(401);
    const login = await failure(
      loginMerchant(ctx.client(), { body: { email: 'merchant@demo.test', password: DEMO_PASSWORD } }),
    );
    expect(login.message).toBe(`This account has been suspended: ${REASON}`);
    const staffLogin = await failure(
      loginMerchant(ctx.client(), { body: { email: 'amaka.obi@staff.demo.test', password: DEMO_PASSWORD } }),
    );
    expect(staffLogin.message).toBe(`This store's account has been suspended: ${REASON}`);
    const listed = (await getAllMerchants(admin, { query: { search: 'merchant@demo.test' } })).data.rows[0];
    expect(listed).toMatchObject({ isActive: false, suspendedReason: REASON });
    expect((await failure(suspendAccount(admin, { path: { id }, body: { reason: REASON } }))).message).toBe(
      'This account is already suspended',
    );

    const back = await reactivateAccount(admin, { path: { id } });
    expect(back.data).toEqual({ id, accountType: 'merchant', isActive: true });
    await ctx.login('merchant@demo.test', 'merchant');
  });

  it('a suspended partner cannot log in or be given orders; a suspended dispatcher leaves the assignable list', async () => {
    const admin = await ctx.login('admin@demo.test', 'admin');
    const partnerId = idOf('partner@demo.test');
    await suspendAccount(admin, {
      path: { id: partnerId },
      body: { reason: 'Insurance certificate expired' },
    });
    const login = await failure(
      loginPartner(ctx.client(), { body: { email: 'partner@demo.test', password: DEMO_PASSWORD } }),
    );
    expect(login.message).toBe('This account has been suspended: Insurance certificate expired');
    const partners = (await getAllShippingPartners(admin)).data;
    expect(partners.find((p) => p.email === 'partner@demo.test')).toMatchObject({ isActive: false });
    const order = ctx.sandbox.db
      .table('orders')
      .find((o) => o.status === 'processing' || o.status === 'pending');
    if (!order) throw new Error('the seed has an open order');
    const refused = await failure(
      assignOrderToPartner(admin, { body: { orderId: order.id, assignTo: 'shippingPartner', partnerId } }),
    );
    expect(refused.message).toBe('This shipping partner is suspended');

    const dispatcherId = idOf('dispatcher@demo.test');
    await suspendAccount(admin, { path: { id: dispatcherId }, body: { reason: 'On leave until January' } });
    expect((await getAllDispatchers(admin)).data.map((d) => d.id)).not.toContain(dispatcherId);
    const all = (await getAllDispatchers(admin, { query: { includeSuspended: true } })).data;
    expect(all.find((d) => d.id === dispatcherId)).toMatchObject({
      isActive: false,
      suspendedReason: 'On leave until January',
    });
  });

  it('admins only; only merchants, partners and dispatchers; a reason of at least 3 characters', async () => {
    const dispatcher = await ctx.login('dispatcher@demo.test', 'admin');
    const admin = await ctx.login('admin@demo.test', 'admin');
    const id = idOf('merchant@demo.test');
    expect(
      (await failure(suspendAccount(dispatcher, { path: { id }, body: { reason: REASON } }))).status,
    ).toBe(403);
    const customer = idOf('customer@demo.test');
    expect(
      (await failure(suspendAccount(admin, { path: { id: customer }, body: { reason: REASON } }))).status,
    ).toBe(404);
    const staff = idOf('amaka.obi@staff.demo.test');
    expect(
      (await failure(suspendAccount(admin, { path: { id: staff }, body: { reason: REASON } }))).status,
    ).toBe(404);
    const short = await failure(suspendAccount(admin, { path: { id }, body: { reason: 'no' } }));
    expect([short.status, short.fieldErrors[0]?.field]).toEqual([422, 'reason']);
    expect((await failure(reactivateAccount(admin, { path: { id } }))).message).toBe(
      'This account is not suspended',
    );
  });
});
