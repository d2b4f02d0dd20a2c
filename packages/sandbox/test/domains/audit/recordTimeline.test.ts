// One record's timeline (getRecordTimeline): the audit log's entries of a payout, a product, a hub
// application, a partner's onboarding, a return or a store, newest first, each signed with the person's
// name and role; read by whoever may open the record's own screen, and no one else.
import {
  applyToHub,
  approveHub,
  approveMerchantPayment,
  approvePartnerOnboarding,
  getRecordTimeline,
  onboardPartner,
  rejectProduct,
  returnOrder,
  updateProductInventory,
  updateReturnStatus,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { failure } from '../catalog/support';
import { as, state } from '../orders/support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

const DAY_MS = 24 * 3_600_000;

/** The demo merchant's first product on sale. */
const demoProduct = () =>
  seeded
    .db()
    .table('products')
    .find((p) => p.merchantId === seeded.merchantId() && !p.deleted)!;

/** The clerk and the manager of the demo merchant's store. */
const clerk = () => ctx.login('amaka.obi@staff.demo.test', 'merchant');

/** What a timeline says of each entry: what was done, by whom (name and role). */
const said = (rows: { action: string; actor: { name: string; role: string } }[]) =>
  rows.map((e) => `${e.action} | ${e.actor.name} (${e.actor.role})`);

describe('getRecordTimeline', () => {
  it("shows each act on a return, a product, a payout, a hub application and a partner's onboarding, newest first, signed", async () => {
    const merchant = await login.merchant();
    const admin = await login.admin();
    const superAdmin = await login.superadmin();
    const db = seeded.db();

    // A return: the customer asks, the store approves with a note.
    const order = seeded.order(
      (o) =>
        o.customerId === seeded.customerId() &&
        o.merchantId === seeded.merchantId() &&
        o.status === 'delivered' &&
        !db.table('returns').find((r) => r.orderId === o.id),
    );
    db.table('orders').update(order.id, {
      deliveredAt: new Date(ctx.sandbox.env.now().getTime() - DAY_MS).toISOString(),
    });
    const line = order.orderItems![0]!;
    const { data: ret } = await returnOrder(await login.customer(), {
      path: { id: order.id },
      body: { products: [{ productId: line.productId, quantity: 1 }], reason: 'Wrong colour' },
    });
    await updateReturnStatus(merchant, {
      path: { id: ret.id },
      body: { status: 'approved', note: 'Send it back' },
    });
    const returnTimeline = (await getRecordTimeline(merchant, { path: { recordType: 'return', id: ret.id } }))
      .data;
    expect(returnTimeline.count).toBe(2);
    expect(returnTimeline.rows.map((e) => e.kind)).toEqual(['return-decision', 'request']);
    expect(returnTimeline.rows[1]).toMatchObject({
      action: 'Asked for a return',
      recordType: 'return',
      recordId: ret.id,
      actor: { id: seeded.customerId() },
    });
    expect(returnTimeline.rows.every((e) => e.actor.name && e.actor.role && e.createdAt)).toBe(true);

    // A product: the clerk sets its stock, an admin rejects it.
    const product = demoProduct();
    await updateProductInventory(await clerk(), {
      body: { productId: product.id, quantity: (product.quantity ?? 0) + 2 },
    });
    await rejectProduct(admin, {
      query: { productId: product.id, merchantId: seeded.merchantId() },
      body: { reason: 'The photos are blurry' },
    });
    const productTimeline = (
      await getRecordTimeline(merchant, {
        path: { recordType: 'product', id: product.id },
        query: { limit: 2 },
      })
    ).data;
    expect(said(productTimeline.rows)).toEqual([
      expect.stringMatching(/^Rejected the product: The photos are blurry \| .+ \(admin\)$/),
      `Set the stock to ${(product.quantity ?? 0) + 2} (was ${product.quantity ?? 0}) | Amaka Obi (Inventory clerk)`,
    ]);

    // A payout, approved by an admin: its merchant reads who approved it.
    const delivered = seeded.order(
      (o) =>
        o.merchantId === seeded.merchantId() && o.status === 'delivered' && o.paymentStatus === 'pending',
    );
    await approveMerchantPayment(admin, { path: { id: delivered.id } });
    const payout = (
      await getRecordTimeline(merchant, { path: { recordType: 'merchant-payment', id: delivered.id } })
    ).data.rows;
    expect(payout[0]).toMatchObject({ kind: 'payout', actor: { role: 'admin' } });

    // A hub application: the merchant applies, an admin approves.
    const { data: application } = await applyToHub(merchant, { body: { hubId: 1 } });
    await approveHub(admin, { path: { id: application.id } });
    const hub = (
      await getRecordTimeline(superAdmin, { path: { recordType: 'hub-application', id: application.id } })
    ).data.rows;
    expect(hub.map((e) => [e.kind, e.action, e.actor.id])).toEqual([
      ['approval', 'Approved the application to Lagos Ikeja Hub', seeded.user('admin@demo.test').id],
      ['request', 'Applied to Lagos Ikeja Hub', seeded.merchantId()],
    ]);

    // A partner's onboarding: sent for review by the partner, approved by an admin; the partner reads it.
    const partner = await login.partner();
    const partnerRow = seeded.user('partner@demo.test');
    const profile = partnerRow.profile as Record<string, unknown>;
    await onboardPartner(partner, {
      // The partner sends again what it sent at its seeding.
      body: {
        company: profile.company,
        bankDetails: profile.bankDetails,
        certification: profile.certification,
      } as Parameters<typeof onboardPartner>[1]['body'],
    });
    await approvePartnerOnboarding(admin, { path: { id: partnerRow.id } });
    const onboarding = (
      await getRecordTimeline(partner, {
        path: { recordType: 'partner', id: partnerRow.id },
        query: { limit: 2 },
      })
    ).data.rows;
    expect(onboarding.map((e) => [e.kind, e.action])).toEqual([
      ['approval', 'Approved the partner onboarding'],
      ['request', 'Sent the onboarding for review'],
    ]);
  });

  it('pages newest first, counting every entry of the record', async () => {
    const product = demoProduct();
    const merchant = await login.merchant();
    for (const quantity of [3, 4, 5]) {
      await updateProductInventory(merchant, { body: { productId: product.id, quantity } });
    }
    const path = { recordType: 'product' as const, id: product.id };
    const all = (await getRecordTimeline(merchant, { path, query: { limit: 100 } })).data;
    expect(all.count).toBe(all.rows.length);
    expect(all.rows.slice(0, 3).map((e) => e.action)).toEqual([
      'Set the stock to 5 (was 4)',
      'Set the stock to 4 (was 3)',
      expect.stringMatching(/^Set the stock to 3 /),
    ]);
    const times = all.rows.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await getRecordTimeline(merchant, { path, query: { limit: 1, offset: 1 } })).data;
    expect([second.count, second.rows.map((e) => e.id)]).toEqual([all.count, [all.rows[1]!.id]]);
    const bad = await failure(getRecordTimeline(merchant, { path, query: { limit: 0 } }));
    expect([bad.status, bad.fieldErrors?.[0]?.field]).toEqual([422, 'limit']);
  });

  it("follows the record's own screen: its store, its partner, platform admins; 404 for anyone else", async () => {
    const db = seeded.db();
    const own = demoProduct();
    const others = db.table('products').find((p) => p.merchantId !== seeded.merchantId() && !p.deleted)!;
    const merchant = await login.merchant();
    const product = (id: number) => ({ path: { recordType: 'product' as const, id } });

    // The store's owner and its staff with the right read their own; another store's record is not found.
    expect((await getRecordTimeline(merchant, product(own.id))).status).toBe(200);
    expect((await getRecordTimeline(await clerk(), product(own.id))).status).toBe(200);
    expect((await failure(getRecordTimeline(merchant, product(others.id)))).status).toBe(404);
    // Platform admins read any store's.
    expect((await getRecordTimeline(await login.admin(), product(others.id))).status).toBe(200);
    expect((await getRecordTimeline(await login.superadmin(), product(others.id))).status).toBe(200);

    // A staff member without the record's right (the clerk holds only products) is refused its payouts.
    const order = seeded.order((o) => o.merchantId === seeded.merchantId());
    const payout = { path: { recordType: 'merchant-payment' as const, id: order.id } };
    expect((await getRecordTimeline(merchant, payout)).status).toBe(200);
    expect((await failure(getRecordTimeline(await clerk(), payout))).status).toBe(403);

    // A partner reads its own onboarding, no other record; dispatchers (who only assign orders) none.
    const partner = await login.partner();
    const partnerId = seeded.partnerId();
    const onboarding = { path: { recordType: 'partner' as const, id: partnerId } };
    expect((await getRecordTimeline(partner, onboarding)).status).toBe(200);
    expect((await failure(getRecordTimeline(partner, product(own.id)))).status).toBe(404);
    expect((await failure(getRecordTimeline(merchant, onboarding))).status).toBe(404);
    expect((await failure(getRecordTimeline(await login.dispatcher(), product(own.id)))).status).toBe(404);

    // Records that do not exist, types without a screen of their own, and guests.
    expect((await failure(getRecordTimeline(merchant, product(999_999)))).status).toBe(404);
    const order422 = await failure(
      getRecordTimeline(await login.superadmin(), { path: { recordType: 'order', id: order.id } }),
    );
    expect([order422.status, order422.fieldErrors?.[0]?.field]).toEqual([422, 'recordType']);
    expect((await failure(getRecordTimeline(ctx.client('merchant'), product(own.id)))).status).toBe(401);
  });
});
