import {
  applyToHub,
  approveHub,
  getAllHubs,
  getHubStores,
  getPendingHubApplications,
  removeApprovedHubApplication,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, storeOf } from './support';

const ctx = sandboxFixture();

describe('hubs', () => {
  it('lists the four hubs to merchants and admins', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const admin = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    const { data } = await getAllHubs(merchant);
    expect(data.map((h) => h.name)).toEqual([
      'Lagos Ikeja Hub',
      'Lagos Lekki Hub',
      'Abuja Hub',
      'Port Harcourt Hub',
    ]);
    expect((await getAllHubs(admin)).data).toEqual(data);
  });

  it("lists a hub's stores, and 404 for an unknown hub", async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const demoStore = storeOf(ctx, ACCOUNTS.merchant);
    const { data } = await getHubStores(admin, { path: { id: demoStore.hubId! } });
    expect(data.map((s) => s.id)).toContain(demoStore.id);
    expect(data.every((s) => s.hubId === demoStore.hubId)).toBe(true);
    expect((await failure(getHubStores(admin, { path: { id: 99 } }))).status).toBe(404);
  });

  it('seeds two pending applications for the admin to approve', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const { data } = await getPendingHubApplications(admin);
    expect(data).toHaveLength(2);
    expect(data.every((a) => a.status === 'pending')).toBe(true);
    expect(data.map((a) => a.storeName)).toEqual(['Ibadan Home & Living', 'Garden City Beauty']);
  });

  it('approving an application takes it off the pending list and puts the store in the hub', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const before = (await getPendingHubApplications(admin)).data;
    const application = before[0]!;

    const { data } = await approveHub(admin, { path: { id: application.id } });
    expect(data).toMatchObject({ id: application.id, status: 'approved', storeId: application.storeId });

    const after = (await getPendingHubApplications(admin)).data;
    // The server's list agrees with the client's rule (spec section 4).
    expect(after).toEqual(removeApprovedHubApplication(before, application.id));
    const stores = (await getHubStores(admin, { path: { id: application.hubId } })).data;
    expect(stores.find((s) => s.id === application.storeId)?.hubId).toBe(application.hubId);

    const again = await failure(approveHub(admin, { path: { id: application.id } }));
    expect(again.status).toBe(400);
    expect(again.message).toBe('Hub application is already approved');
    expect((await failure(approveHub(admin, { path: { id: 999 } }))).status).toBe(404);
  });

  it('a merchant applies once; the admin sees the application pending', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const { data, status } = await applyToHub(merchant, { body: { hubId: 1 } });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      storeId: store.id,
      hubId: 1,
      hubName: 'Lagos Ikeja Hub',
      status: 'pending',
    });
    expect((await getPendingHubApplications(admin)).data.map((a) => a.id)).toContain(data.id);
    // The store stays in its hub until the admin approves.
    expect(ctx.sandbox.db.table('stores').get(store.id)?.hubId).toBe(store.hubId);

    const twice = await failure(applyToHub(merchant, { body: { hubId: 3 } }));
    expect(twice.status).toBe(400);
    expect(twice.message).toBe('Your store already has a pending hub application');

    await approveHub(admin, { path: { id: data.id } });
    expect(ctx.sandbox.db.table('stores').get(store.id)?.hubId).toBe(1);
  });

  it("refuses the store's own hub (400), unknown hubs (404) and admins who only assign orders (403)", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const own = await failure(applyToHub(merchant, { body: { hubId: store.hubId! } }));
    expect(own.status).toBe(400);
    expect((await failure(applyToHub(merchant, { body: { hubId: 99 } }))).status).toBe(404);

    const dispatcher = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    expect((await failure(getPendingHubApplications(dispatcher))).status).toBe(403);
    const pending = ctx.sandbox.db.table('hubApplications').find((a) => a.status === 'pending');
    expect((await failure(approveHub(dispatcher, { path: { id: pending!.id } }))).status).toBe(403);
  });
});
