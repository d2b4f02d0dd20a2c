// Stores and hub applications rejected with a reason the merchant reads (issue 23): on their store, in
// their notifications, and gone once they mend it.
import {
  addStoreProfile,
  applyToHub,
  approveHub,
  approveStore,
  getMerchantOnboardingInfo,
  getNotifications,
  getPendingHubApplications,
  getStoreProfile,
  getStoresForApproval,
  rejectHubApplication,
  rejectStore,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, storeOf } from './support';

const ctx = sandboxFixture();
const REASON = 'The proof of address is unreadable; upload a utility bill from the last three months.';

describe('store rejection', () => {
  it('moves the store from the waiting list to the rejected one and tells its merchant why', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const merchant = await ctx.login(ACCOUNTS.newMerchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    const unreadBefore = (await getNotifications(merchant)).data.unread;

    const { data, message } = await rejectStore(admin, {
      path: { id: store.id },
      body: { reason: `  ${REASON}  ` },
    });
    expect(message).toBe('Store rejected');
    expect(data).toMatchObject({ id: store.id, rejectionReason: REASON, firstApproval: false });

    expect((await getStoresForApproval(admin)).data.rows.map((s) => s.id)).not.toContain(store.id);
    const rejected = await getStoresForApproval(admin, { query: { approval: 'rejected' } });
    expect(rejected.data.rows.map((s) => [s.id, s.rejectionReason])).toEqual([[store.id, REASON]]);

    const profile = (await getStoreProfile(merchant, { path: { id: store.id } })).data.at(-1);
    expect(profile?.store.rejectionReason).toBe(REASON);
    const news = (await getNotifications(merchant)).data;
    expect(news.unread).toBe(unreadBefore + 1);
    expect(news.rows[0]).toMatchObject({
      kind: 'store-decision',
      title: 'Your store Enugu Crafts Collective was not approved',
      body: REASON,
      link: '/merchant/store',
    });

    const again = await failure(rejectStore(admin, { path: { id: store.id }, body: { reason: REASON } }));
    expect([again.status, again.message]).toEqual([400, 'Store is already rejected']);
  });

  it("the merchant's next profile save sends it back to the waiting list, the reason gone", async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const merchant = await ctx.login(ACCOUNTS.newMerchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    await rejectStore(admin, { path: { id: store.id }, body: { reason: REASON } });

    const { data } = await addStoreProfile(merchant, {
      body: { store: { storeName: store.storeName, shippingLocation: store.shippingLocation } },
    });
    expect(data.store.rejectionReason).toBeUndefined();
    const waiting = (await getStoresForApproval(admin)).data.rows;
    expect(waiting.find((s) => s.id === store.id)?.rejectionReason).toBeUndefined();
    expect((await getStoresForApproval(admin, { query: { approval: 'rejected' } })).data.count).toBe(0);
  });

  it('an approval overrules a rejection; a fully approved store cannot be rejected', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    await rejectStore(admin, { path: { id: store.id }, body: { reason: REASON } });
    const { data } = await approveStore(admin, { path: { id: store.id } });
    expect(data).toMatchObject({ firstApproval: true });
    expect(data.rejectionReason).toBeUndefined();

    const approved = storeOf(ctx, ACCOUNTS.merchant);
    const refused = await failure(
      rejectStore(admin, { path: { id: approved.id }, body: { reason: REASON } }),
    );
    expect([refused.status, refused.message]).toEqual([400, 'Store is already approved']);
  });

  it('refuses a blank reason beside its field, a merchant, and an unknown store', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    const blank = await failure(rejectStore(admin, { path: { id: store.id }, body: { reason: '     ' } }));
    expect(blank.status).toBe(422);
    expect(blank.fieldErrors).toEqual([
      { field: 'reason', message: 'Give the reason the merchant will read (3 to 500 characters)' },
    ]);
    expect(ctx.sandbox.db.table('stores').get(store.id)?.rejectionReason).toBeUndefined();
    const notAdmin = await failure(
      rejectStore(merchant, { path: { id: store.id }, body: { reason: REASON } }),
    );
    expect(notAdmin.status).toBe(403);
    const unknown = await failure(rejectStore(admin, { path: { id: 9999 }, body: { reason: REASON } }));
    expect(unknown.status).toBe(404);
  });
});

describe('hub application rejection', () => {
  it('takes the application off the pending list; the merchant reads why and may apply again', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const merchant = await ctx.login(ACCOUNTS.ibadanMerchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.ibadanMerchant);
    const application = (await getPendingHubApplications(admin)).data.find((a) => a.storeId === store.id);
    if (!application) throw new Error('the seed has a pending application of the Ibadan store');
    const reason = 'Ikeja Hub is full until January; apply to the Abuja Hub for now.';

    const { data, message } = await rejectHubApplication(admin, {
      path: { id: application.id },
      body: { reason },
    });
    expect(message).toBe('Hub application rejected');
    expect(data).toMatchObject({ id: application.id, status: 'rejected', rejectionReason: reason });
    const pending = (await getPendingHubApplications(admin)).data;
    expect(pending.map((a) => a.id)).not.toContain(application.id);

    const info = (await getMerchantOnboardingInfo(merchant)).data;
    expect(info.hubApplication).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await getNotifications(merchant)).data.rows[0]).toMatchObject({
      kind: 'store-decision',
      title: `Your application to ${application.hubName} was not approved`,
      body: reason,
    });

    const approving = await failure(approveHub(admin, { path: { id: application.id } }));
    expect([approving.status, approving.message]).toEqual([400, 'Hub application is already rejected']);
    const twice = await failure(
      rejectHubApplication(admin, { path: { id: application.id }, body: { reason } }),
    );
    expect(twice.message).toBe('Hub application is already rejected');

    const other = ctx.sandbox.db.table('hubs').find((h) => h.isActive && h.id !== application.hubId);
    const again = await applyToHub(merchant, { body: { hubId: other!.id } });
    expect(again.data.status).toBe('pending');
  });
});
