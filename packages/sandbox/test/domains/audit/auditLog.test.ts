// The audit log (getAuditLog, getAuditLogActors): each kind of act writes one entry naming the person who
// did it (a store's staff member as themselves, with their role); filters by person, kind, record and
// period, counted and paged on the server; only a super admin reads it.
import {
  approveMerchantPayment,
  approveStore,
  assignOrderAsScheduler,
  createCoupon,
  createProduct,
  createStoreStaff,
  getAuditLog,
  getAuditLogActors,
  type MarketplaceClient,
  reactivateAccount,
  rejectProduct,
  suspendAccount,
  updateGiftCardStatus,
  updateOrder,
  updateProductInventory,
  updateRefundDecision,
  updateReturnStatus,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { lagosDay } from '../../../src/lagosDay';
import { sandboxFixture } from '../../support/sandboxTest';
import { dressForm, failure } from '../catalog/support';
import { as, state } from '../orders/support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

/** The newest entry of the log, read by the super admin. */
const newest = async (superAdmin: MarketplaceClient) =>
  (await getAuditLog(superAdmin, { query: { limit: 1 } })).data.rows[0];

describe('getAuditLog', () => {
  it('a fresh sandbox shows a few days of seeded acts, newest first, each signed', async () => {
    const { data } = await getAuditLog(await login.superadmin());
    expect(data.count).toBeGreaterThanOrEqual(10);
    const days = new Set(data.rows.map((e) => e.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    const times = data.rows.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.rows.every((e) => e.actor.name && e.actor.role && e.recordId > 0)).toBe(true);
  });

  it('writes one entry naming the actor for each kind of act', async () => {
    const superAdmin = await login.superadmin();
    const admin = await login.admin();
    const db = seeded.db();
    const expectEntry = async (entry: Record<string, unknown>) =>
      expect(await newest(superAdmin)).toMatchObject(entry);

    // order-status, by a store's staff member: themselves and their role, not the store's owner.
    const manager = await ctx.login('kayode.ojo@staff.demo.test', 'merchant');
    const order = seeded.order((o) => o.merchantId === seeded.merchantId() && o.status === 'pending');
    await updateOrder(manager, {
      path: { id: order.id },
      body: { orderStatusId: seeded.statusId('processing') },
    });
    await expectEntry({
      kind: 'order-status',
      action: 'Moved the order from Pending to Processing',
      recordType: 'order',
      recordId: order.id,
      recordLabel: order.orderName,
      actor: { name: 'Kayode Ojo', role: 'Store manager' },
    });

    // order-assignment, with its note.
    await assignOrderAsScheduler(await login.scheduler(), {
      body: {
        orderId: order.id,
        assignTo: 'dispatcher',
        dispatcherId: seeded.dispatcherId(),
        note: 'Fragile',
      },
    });
    await expectEntry({
      kind: 'order-assignment',
      action: expect.stringMatching(/^Assigned the order to dispatcher .+: Fragile$/),
      actor: { role: 'scheduler' },
    });

    // stock, by the inventory clerk.
    const clerk = await ctx.login('amaka.obi@staff.demo.test', 'merchant');
    const product = db.table('products').find((p) => p.merchantId === seeded.merchantId() && !p.deleted)!;
    await updateProductInventory(clerk, {
      body: { productId: product.id, quantity: (product.quantity ?? 0) + 5 },
    });
    await expectEntry({
      kind: 'stock',
      action: `Set the stock to ${(product.quantity ?? 0) + 5} (was ${product.quantity ?? 0})`,
      recordType: 'product',
      recordId: product.id,
      actor: { name: 'Amaka Obi', role: 'Inventory clerk' },
    });

    // product created, then rejected with its reason.
    const merchant = await login.merchant();
    const { data: dress } = await createProduct(merchant, { body: dressForm(ctx) });
    await expectEntry({
      kind: 'product',
      action: 'Created the product',
      recordId: dress.id,
      actor: { role: 'merchant' },
    });
    await rejectProduct(admin, {
      query: { productId: dress.id, merchantId: seeded.merchantId() },
      body: { reason: 'The photos are blurry; upload clear ones' },
    });
    await expectEntry({
      kind: 'rejection',
      action: 'Rejected the product: The photos are blurry; upload clear ones',
      recordType: 'product',
      actor: { role: 'admin' },
    });

    // approval of a store waiting for its first approval.
    const waiting = db.table('stores').find((s) => !s.firstApproval && s.rejectionReason === undefined);
    if (waiting) {
      await approveStore(admin, { path: { id: waiting.id } });
      await expectEntry({
        kind: 'approval',
        recordType: 'store',
        recordId: waiting.id,
        recordLabel: waiting.storeName,
      });
    }

    // suspension and reactivation, with the reason.
    const partner = seeded.user('partner@demo.test');
    await suspendAccount(admin, {
      path: { id: partner.id },
      body: { reason: 'Late deliveries under review' },
    });
    await expectEntry({
      kind: 'suspension',
      action: 'Suspended the partner: Late deliveries under review',
      recordType: 'account',
      recordId: partner.id,
    });
    await reactivateAccount(admin, { path: { id: partner.id } });
    await expectEntry({ kind: 'suspension', action: 'Reactivated the partner' });

    // staff invited.
    const managerRole = db.table('roles').find((r) => r.name === 'Store manager')!;
    const { data: staff } = await createStoreStaff(merchant, {
      body: {
        firstName: 'Emeka',
        lastName: 'Nwachukwu',
        email: 'emeka.n@example.com',
        roleId: managerRole.id,
      },
    });
    await expectEntry({
      kind: 'staff',
      action: 'Invited the store staff member as Store manager',
      recordType: 'staff',
      recordId: staff.id,
      recordLabel: 'Emeka Nwachukwu',
    });

    // coupon.
    const { data: coupon } = await createCoupon(merchant, {
      body: {
        code: 'AUDIT10',
        discountMode: 'Code',
        description: '10% off',
        discountType: 'Percent',
        discountValue: 10,
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        customerEligibility: 'Everyone',
      },
    });
    await expectEntry({
      kind: 'coupon',
      action: 'Created the coupon',
      recordId: coupon.id,
      recordLabel: 'AUDIT10',
    });

    // gift card.
    const card = db.table('giftCards').find((c) => c.status === 'active')!;
    await updateGiftCardStatus(admin, {
      body: { giftCardId: card.id, status: 'disabled', reason: 'Reported lost' },
    });
    await expectEntry({
      kind: 'gift-card',
      action: 'Set the gift card to disabled: Reported lost',
      recordLabel: card.code,
    });

    // refund decision and return decision.
    const ret = db.table('returns').find((r) => r.status === 'pending' && r.refund !== false)!;
    await updateRefundDecision(admin, { path: { id: ret.id }, body: { decision: 'approved', amount: 1000 } });
    await expectEntry({
      kind: 'refund',
      action: 'Refund approved of ₦1,000',
      recordType: 'return',
      recordId: ret.id,
    });
    await updateReturnStatus(admin, {
      path: { id: ret.id },
      body: { status: 'approved', note: 'Item unworn' },
    });
    await expectEntry({
      kind: 'return-decision',
      action: 'Return approved: Item unworn',
      recordType: 'return',
    });

    // payout.
    const delivered = seeded.order(
      (o) =>
        o.status === 'delivered' &&
        o.paymentStatus === 'pending' &&
        !db.table('returns').find((r) => r.orderId === o.id),
    );
    await approveMerchantPayment(admin, { path: { id: delivered.id } });
    await expectEntry({
      kind: 'payout',
      action: 'Approved the merchant payment',
      recordType: 'merchant-payment',
      recordId: delivered.id,
    });
  });

  it('a refused act writes nothing', async () => {
    const superAdmin = await login.superadmin();
    const before = (await getAuditLog(superAdmin)).data.count;
    const pending = seeded.order((o) => o.status === 'pending');
    await failure(approveMerchantPayment(await login.admin(), { path: { id: pending.id } }));
    expect((await getAuditLog(superAdmin)).data.count).toBe(before);
  });

  it('filters by person, kind, record and period, with the count of all matches, paged', async () => {
    const superAdmin = await login.superadmin();
    const admin = seeded.user('admin@demo.test');
    const all = (await getAuditLog(superAdmin, { query: { limit: 100 } })).data;
    const byAdmin = (await getAuditLog(superAdmin, { query: { actorId: admin.id, limit: 100 } })).data;
    expect(byAdmin.count).toBe(all.rows.filter((e) => e.actor.id === admin.id).length);
    expect(byAdmin.count).toBeGreaterThan(0);
    expect(byAdmin.rows.every((e) => e.actor.id === admin.id)).toBe(true);

    const statuses = (await getAuditLog(superAdmin, { query: { kind: 'order-status' } })).data;
    expect(statuses.rows.every((e) => e.kind === 'order-status')).toBe(true);
    expect(statuses.count).toBe(all.rows.filter((e) => e.kind === 'order-status').length);

    const first = all.rows.find((e) => e.recordType === 'order')!;
    const record = (
      await getAuditLog(superAdmin, { query: { recordType: 'order', recordId: first.recordId } })
    ).data;
    expect(record.rows.every((e) => e.recordType === 'order' && e.recordId === first.recordId)).toBe(true);

    // Lagos days: the seeded acts span several; one day holds only its own.
    // The day of the oldest entry shown, as Lagos counts it (an entry at 23:30 UTC is the next day there).
    const day = lagosDay(all.rows[all.rows.length - 1]!.createdAt);
    const oneDay = (await getAuditLog(superAdmin, { query: { startDate: day, endDate: day } })).data;
    expect(oneDay.count).toBeGreaterThan(0);
    expect(oneDay.count).toBeLessThan(all.count);

    const page2 = (await getAuditLog(superAdmin, { query: { limit: 3, offset: 3 } })).data;
    expect(page2.count).toBe(all.count);
    expect(page2.rows.map((e) => e.id)).toEqual(all.rows.slice(3, 6).map((e) => e.id));

    const refused = await failure(getAuditLog(superAdmin, { query: { kind: 'lunch' as never } }));
    expect([refused.status, refused.fieldErrors?.[0]?.field]).toEqual([422, 'kind']);
  });

  it('lists the people of the log once each, by name', async () => {
    const people = (await getAuditLogActors(await login.superadmin())).data;
    const ids = people.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(people.map((p) => p.name)).toEqual(
      [...people.map((p) => p.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(people.some((p) => p.role === 'Inventory clerk')).toBe(true);
  });

  it('refuses everyone but a super admin: 403 for admins, dispatchers and merchants, 401 for guests', async () => {
    for (const client of [await login.admin(), await login.dispatcher()]) {
      expect((await failure(getAuditLog(client))).status).toBe(403);
      expect((await failure(getAuditLogActors(client))).status).toBe(403);
    }
    expect((await failure(getAuditLog(await login.merchant()))).status).toBe(403);
    expect((await failure(getAuditLog(ctx.client('admin')))).status).toBe(401);
  });
});
