import {
  addStoreProfile,
  followStore,
  getPendingHubApplications,
  getStoreProfile,
  getStoreScore,
  sendContactMessage,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, failure, storeOf, userOf } from './support';

const ctx = sandboxFixture();

const location = {
  street: '5 Adeniran Ogunsanya Street',
  city: 'Surulere',
  state: 'Lagos',
  country: 'Nigeria',
};

describe('store profile', () => {
  it("lists the merchant's profiles oldest first; the last is the current store", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const { data, message } = await getStoreProfile(merchant, { path: { id: store.id } });
    expect(message).toBe('Successfully fetched store profile.');
    expect(data.length).toBeGreaterThanOrEqual(2);
    const last = data[data.length - 1]!;
    expect(last.store).toMatchObject({
      id: store.id,
      storeName: 'Adaeze Styles',
      firstApproval: true,
      hubId: store.hubId,
    });
    expect(last.instagram).toBe(store.socials?.instagram);
  });

  it("adding a profile changes the store's socials and fields, and becomes the last profile", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const before = (await getStoreProfile(merchant, { path: { id: store.id } })).data;
    const { data, status } = await addStoreProfile(merchant, {
      body: {
        facebook: 'https://facebook.com/adaezestyles',
        tiktok: 'https://tiktok.com/@adaezestyles',
        store: {
          storeName: 'Adaeze Styles Surulere',
          storePhoneNumber: '+2348030000001',
          isPhysicalLocation: false,
          shippingLocation: location,
        },
      },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      tiktok: 'https://tiktok.com/@adaezestyles',
      store: { storeName: 'Adaeze Styles Surulere' },
    });
    // Approvals stay as they were: the profile cannot approve its own store.
    expect(data.store).toMatchObject({ firstApproval: true, secondApproval: true });

    const after = (await getStoreProfile(merchant, { path: { id: store.id } })).data;
    expect(after).toHaveLength(before.length + 1);
    const last = after[after.length - 1]!;
    expect(last).toMatchObject({
      facebook: 'https://facebook.com/adaezestyles',
      tiktok: 'https://tiktok.com/@adaezestyles',
    });
    expect(last.instagram).toBeUndefined();
    expect(last.store).toMatchObject({
      storeName: 'Adaeze Styles Surulere',
      isPhysicalLocation: false,
      shippingLocation: location,
    });
    expect(ctx.sandbox.db.table('stores').get(store.id)?.storeName).toBe('Adaeze Styles Surulere');
  });

  it('a different hub in the profile files a hub application instead of moving the store', async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    await addStoreProfile(merchant, {
      body: { store: { storeName: store.storeName, hubId: 3 } },
    });
    expect(ctx.sandbox.db.table('stores').get(store.id)?.hubId).toBe(store.hubId);
    const pending = (await getPendingHubApplications(admin)).data;
    expect(pending).toContainEqual(
      expect.objectContaining({ storeId: store.id, hubId: 3, status: 'pending' }),
    );
  });

  it("answers 404 for another merchant's store and unknown stores", async () => {
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    const other = storeOf(ctx, ACCOUNTS.otherMerchant);
    expect((await failure(getStoreProfile(merchant, { path: { id: other.id } }))).status).toBe(404);
    expect((await failure(getStoreProfile(merchant, { path: { id: 999 } }))).status).toBe(404);
  });

  it('a store that never saved a profile still shows itself', async () => {
    const merchant = await ctx.login(ACCOUNTS.newMerchant, 'merchant');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    const { data } = await getStoreProfile(merchant, { path: { id: store.id } });
    expect(data).toHaveLength(1);
    expect(data[0]!.store).toMatchObject({ id: store.id, firstApproval: false });
  });
});

describe('following stores', () => {
  it('follows, then unfollows, and the follower count follows', async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const start = store.followers.length;
    const followed = await followStore(customer, { body: { storeId: store.id } });
    expect(followed.data).toEqual({ storeId: store.id, following: true, storeFollowers: start + 1 });
    expect(followed.message).toBe('You are now following Adaeze Styles');
    expect(ctx.sandbox.db.table('stores').get(store.id)?.followers).toContain(
      userOf(ctx, ACCOUNTS.customer).id,
    );

    const unfollowed = await followStore(customer, { body: { storeId: store.id } });
    expect(unfollowed.data).toEqual({ storeId: store.id, following: false, storeFollowers: start });
  });

  it('answers 404 for an unknown store and 403 for a merchant', async () => {
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    expect((await failure(followStore(customer, { body: { storeId: 999 } }))).status).toBe(404);
    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    expect((await failure(followStore(merchant, { body: { storeId: 1 } }))).status).toBe(403);
  });
});

describe('contact us', () => {
  it("keeps a guest's message, and a customer's with their account", async () => {
    const guest = ctx.client();
    const before = ctx.sandbox.db.table('contactMessages').size;
    const { data } = await sendContactMessage(guest, {
      body: {
        fullName: 'Ada Obi',
        email: 'ada@example.com',
        subject: 'Delivery',
        message: 'When will my order arrive?',
      },
    });
    expect(data).toMatchObject({ fullName: 'Ada Obi', message: 'When will my order arrive?' });
    expect(data.id).toBeDefined();
    const stored = ctx.sandbox.db.table('contactMessages').get(data.id!);
    expect(stored).toMatchObject({ email: 'ada@example.com', customerId: null });

    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    const sent = await sendContactMessage(customer, {
      body: {
        fullName: 'Chiamaka Okafor',
        email: ACCOUNTS.customer,
        message: 'Hello',
      },
    });
    expect(ctx.sandbox.db.table('contactMessages').get(sent.data.id!)?.customerId).toBe(
      userOf(ctx, ACCOUNTS.customer).id,
    );
    expect(ctx.sandbox.db.table('contactMessages').size).toBe(before + 2);
  });

  it('refuses a message without text (422)', async () => {
    const error = await failure(
      sendContactMessage(ctx.client(), {
        body: { fullName: 'Ada Obi', email: 'ada@example.com', message: '' },
      }),
    );
    expect(error.status).toBe(422);
  });
});

describe('store score', () => {
  it("averages the store's product and store reviews, counts its delivered orders and followers, for guests", async () => {
    const store = storeOf(ctx, ACCOUNTS.merchant);
    const db = ctx.sandbox.db;
    const guest = ctx.client();
    const { data, message } = await getStoreScore(guest, { path: { id: store.id } });
    expect(message).toBe('Store score fetched');
    // The seed: Adaeze Styles' 11 reviews average 3.5; 10 of its orders are delivered; no followers.
    expect(data).toEqual({
      storeId: store.id,
      storeName: 'Adaeze Styles',
      rating: 3.5,
      reviewCount: 11,
      ordersFulfilled: 10,
      storeFollowers: 0,
    });
    // A review of the store itself counts with its products' reviews.
    db.table('reviews').insert({
      merchantId: store.merchantId,
      customerId: 1,
      customerName: 'Ada',
      rating: 5,
    } as never);
    expect((await getStoreScore(guest, { path: { id: store.id } })).data).toMatchObject({
      rating: 3.6,
      reviewCount: 12,
    });

    // A follow shows at once; a store without reviews has no rating.
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    await followStore(customer, { body: { storeId: store.id } });
    const after = await getStoreScore(guest, { path: { id: store.id } });
    expect(after.data.storeFollowers).toBe(1);
    for (const review of db.table('reviews').all()) db.table('reviews').delete(review.id);
    const none = await getStoreScore(guest, { path: { id: store.id } });
    expect(none.data.rating).toBeUndefined();
    expect(none.data.reviewCount).toBe(0);
  });

  it('answers 404 for an unknown store and a store waiting for approval', async () => {
    const guest = ctx.client();
    expect((await failure(getStoreScore(guest, { path: { id: 999 } }))).status).toBe(404);
    const waiting = storeOf(ctx, ACCOUNTS.newMerchant);
    expect((await failure(getStoreScore(guest, { path: { id: waiting.id } }))).status).toBe(404);
  });
});
