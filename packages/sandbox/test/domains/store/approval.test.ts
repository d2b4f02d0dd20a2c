import {
  approveStore,
  createApprover,
  editApprover,
  getApprovedStores,
  getApprovers,
  getPermissions,
  getStoreForApproval,
  getStoresForApproval,
  updateMerchantPaymentCategory,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { ACCOUNTS, failure, storeOf, userOf } from './support';

const ctx = sandboxFixture();

describe('store approval', () => {
  it('lists the stores still waiting for an approval, searchable and paged', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const waiting = storeOf(ctx, ACCOUNTS.newMerchant);
    const { data } = await getStoresForApproval(admin);
    expect(data.rows.map((s) => s.id)).toEqual([waiting.id]);
    expect(data.rows[0]).toMatchObject({
      firstApproval: false,
      secondApproval: false,
      storeName: 'Enugu Crafts Collective',
    });

    const none = await getStoresForApproval(admin, { query: { search: 'gadgets' } });
    expect(none.data).toEqual({ count: 0, rows: [] });

    const approved = await getApprovedStores(admin, { query: { limit: 2, offset: 1 } });
    expect(approved.data.count).toBe(5);
    expect(approved.data.rows).toHaveLength(2);
    const searched = await getApprovedStores(admin, { query: { search: 'GADGETS' } });
    expect(searched.data.rows.map((s) => s.storeName)).toEqual(['Naija Gadgets Hub']);
  });

  it('the first approval sets firstApproval; the store then waits for its second approval', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    const { data } = await approveStore(admin, { path: { id: store.id } });
    expect(data).toMatchObject({ id: store.id, firstApproval: true, secondApproval: false });

    const one = await getStoreForApproval(admin, { path: { id: store.id } });
    expect(one.data.firstApproval).toBe(true);
    const approved = await getApprovedStores(admin);
    expect(approved.data.rows.map((s) => s.id)).toContain(store.id);
    const waiting = await getStoresForApproval(admin);
    expect(waiting.data.rows).toEqual([expect.objectContaining({ id: store.id, secondApproval: false })]);
  });

  it('the second approval needs a different, second-level approver (or a super admin)', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    await approveStore(admin, { path: { id: store.id } });

    const again = await failure(approveStore(admin, { path: { id: store.id } }));
    expect(again.status).toBe(400);
    expect(again.message).toBe(
      'Store already has its first approval; the second approval needs a second-level approver',
    );

    // The demo admin is registered as a first-level approver only; making them second-level is not enough
    // when they gave the first approval.
    const approvers = await getApprovers(admin);
    const own = approvers.data.find((a) => a.email === ACCOUNTS.admin);
    expect(own?.approvalLevel).toBe('first');
    await editApprover(admin, {
      path: { id: own!.id },
      body: {
        firstName: 'Ifeoma',
        lastName: 'Obi',
        email: ACCOUNTS.admin,
        approvalLevel: 'second',
      },
    });
    const same = await failure(approveStore(admin, { path: { id: store.id } }));
    expect(same.message).toBe('The second approval must come from a different admin');

    const superAdmin = await ctx.login(ACCOUNTS.superAdmin, 'admin');
    const { data } = await approveStore(superAdmin, { path: { id: store.id } });
    expect(data).toMatchObject({ firstApproval: true, secondApproval: true });
    expect((await getStoresForApproval(admin)).data.count).toBe(0);

    const done = await failure(approveStore(superAdmin, { path: { id: store.id } }));
    expect(done.status).toBe(400);
    expect(done.message).toBe('Store is already approved');
  });

  it('an admin registered as a second-level approver can give the second approval', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    await approveStore(admin, { path: { id: store.id } });
    await createApprover(admin, {
      body: {
        firstName: 'Yusuf',
        lastName: 'Abdullahi',
        email: ACCOUNTS.otherAdmin,
        approvalLevel: 'second',
      },
    });
    const other = await ctx.login(ACCOUNTS.otherAdmin, 'admin');
    const { data } = await approveStore(other, { path: { id: store.id } });
    expect(data.secondApproval).toBe(true);
    // Each step names who signed it, with their role and when.
    expect(data.firstApprovedBy).toMatchObject({
      name: 'Ifeoma Obi',
      role: 'admin',
      at: TEST_NOW.toISOString(),
    });
    expect(data.secondApprovedBy).toEqual({
      id: userOf(ctx, ACCOUNTS.otherAdmin).id,
      name: expect.any(String),
      role: 'admin',
      at: TEST_NOW.toISOString(),
    });
  });

  it('lists the second-approval right for exactly those the sandbox lets give it, and names the first approver', async () => {
    const second = async (token: Awaited<ReturnType<typeof ctx.login>>) =>
      (await getPermissions(token)).data.some(
        (p) => p.resource === 'second-approvals' && p.actions.includes('create'),
      );
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const superAdmin = await ctx.login(ACCOUNTS.superAdmin, 'admin');
    const other = await ctx.login(ACCOUNTS.otherAdmin, 'admin');
    expect(await second(admin)).toBe(false);
    expect(await second(superAdmin)).toBe(true);
    expect(await second(other)).toBe(false);

    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    const first = await approveStore(admin, { path: { id: store.id } });
    expect(first.data.firstApprovedBy).toEqual({
      id: userOf(ctx, ACCOUNTS.admin).id,
      name: 'Ifeoma Obi',
      role: 'admin',
      at: TEST_NOW.toISOString(),
    });
    expect(first.data.secondApprovedBy).toBeUndefined();
    // Not yet an approver: the permission is not listed and the call is refused alike.
    expect((await failure(approveStore(other, { path: { id: store.id } }))).status).toBe(400);

    const made = await createApprover(admin, {
      body: {
        firstName: 'Yusuf',
        lastName: 'Abdullahi',
        email: ACCOUNTS.otherAdmin,
        approvalLevel: 'second',
      },
    });
    expect(await second(other)).toBe(true);
    // An inactive approver loses it.
    await editApprover(admin, {
      path: { id: made.data.id },
      body: {
        firstName: 'Yusuf',
        lastName: 'Abdullahi',
        email: ACCOUNTS.otherAdmin,
        approvalLevel: 'second',
        isActive: false,
      },
    });
    expect(await second(other)).toBe(false);
    expect((await failure(approveStore(other, { path: { id: store.id } }))).status).toBe(400);
    const waiting = await getStoreForApproval(admin, { path: { id: store.id } });
    expect(waiting.data.firstApprovedBy?.name).toBe('Ifeoma Obi');
  });

  it('refuses unknown stores (404) and admin accounts that only assign orders (403)', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    expect((await failure(approveStore(admin, { path: { id: 999 } }))).status).toBe(404);
    expect((await failure(getStoreForApproval(admin, { path: { id: 999 } }))).status).toBe(404);

    const dispatcher = await ctx.login(ACCOUNTS.dispatcher, 'admin');
    const store = storeOf(ctx, ACCOUNTS.newMerchant);
    expect((await failure(approveStore(dispatcher, { path: { id: store.id } }))).status).toBe(403);
    expect((await failure(getStoresForApproval(dispatcher))).status).toBe(403);
    expect(ctx.sandbox.db.table('stores').get(store.id)?.firstApproval).toBe(false);

    const merchant = await ctx.login(ACCOUNTS.merchant, 'merchant');
    expect((await failure(getStoresForApproval(merchant))).status).toBe(403);
  });
});

describe('merchant payment category', () => {
  it("sets the merchant's payment category, which the store then shows", async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const merchant = userOf(ctx, ACCOUNTS.freeMerchant);
    const { data } = await updateMerchantPaymentCategory(admin, {
      path: { id: merchant.id },
      body: { paymentCategory: 'bi-weekly' },
    });
    expect(data).toMatchObject({ merchantId: merchant.id, paymentCategory: 'bi-weekly' });
    const store = storeOf(ctx, ACCOUNTS.freeMerchant);
    const one = await getStoreForApproval(admin, { path: { id: store.id } });
    expect(one.data.paymentCategory).toBe('bi-weekly');
  });

  it('answers 404 for an id that is not a merchant', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const customer = userOf(ctx, ACCOUNTS.customer);
    const error = await failure(
      updateMerchantPaymentCategory(admin, {
        path: { id: customer.id },
        body: { paymentCategory: 'weekly' },
      }),
    );
    expect(error.status).toBe(404);
  });
});

describe('approvers', () => {
  it('lists, creates and edits approvers', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const before = await getApprovers(admin);
    expect(before.data.length).toBeGreaterThanOrEqual(4);

    const created = await createApprover(admin, {
      body: {
        firstName: 'Ibrahim',
        lastName: 'Lawal',
        email: 'ibrahim.lawal@example.com',
        phoneNumber: '+2348067778899',
        approvalLevel: 'first',
      },
    });
    expect(created.status).toBe(201);
    expect(created.message).toBe('Successfully created approver.');
    expect(created.data).toMatchObject({ approvalLevel: 'first', isActive: true });

    const edited = await editApprover(admin, {
      path: { id: created.data.id },
      body: {
        firstName: 'Ibrahim',
        lastName: 'Lawal',
        email: 'ibrahim.lawal@example.com',
        approvalLevel: 'second',
        isActive: false,
      },
    });
    expect(edited.data).toMatchObject({ approvalLevel: 'second', isActive: false });

    const after = await getApprovers(admin);
    expect(after.data).toHaveLength(before.data.length + 1);
    expect(after.data.find((a) => a.id === created.data.id)).toMatchObject({
      approvalLevel: 'second',
      isActive: false,
    });
  });

  it('refuses a second approver with the same email (422) and unknown approvers (404)', async () => {
    const admin = await ctx.login(ACCOUNTS.admin, 'admin');
    const duplicate = await failure(
      createApprover(admin, {
        body: {
          firstName: 'Ifeoma',
          lastName: 'Obi',
          email: 'ADMIN@demo.test',
          approvalLevel: 'first',
        },
      }),
    );
    expect(duplicate.status).toBe(422);
    expect(duplicate.fieldErrors[0]).toEqual({
      field: 'email',
      message: 'An approver with this email already exists',
    });

    const missing = await failure(
      editApprover(admin, {
        path: { id: 999 },
        body: {
          firstName: 'A',
          lastName: 'B',
          email: 'a.b@example.com',
          approvalLevel: 'first',
        },
      }),
    );
    expect(missing.status).toBe(404);
  });
});
