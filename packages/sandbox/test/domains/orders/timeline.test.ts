// Every order timeline entry says who acted (and when); internal entries never reach the customer.
import { assignOrderAsScheduler, getOrderDetails, updateOrder } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, state } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

describe('signed timelines and note audiences', () => {
  it("signs each entry with the person and role; the assignment note stays out of the customer's tracking", async () => {
    const order = seeded.order(
      (o) =>
        o.merchantId === seeded.merchantId() &&
        o.status === 'pending' &&
        o.customerId === seeded.user('customer@demo.test').id,
    );
    // A store manager (staff) moves the order: signed with their name and role, for the customer too.
    const manager = await ctx.login('kayode.ojo@staff.demo.test', 'merchant');
    await updateOrder(manager, {
      path: { id: order.id },
      body: { orderStatusId: seeded.statusId('processing'), activity: 'Packed at the Ikeja store' },
    });
    const scheduler = await login.scheduler();
    await assignOrderAsScheduler(scheduler, {
      body: {
        orderId: order.id,
        assignTo: 'dispatcher',
        dispatcherId: seeded.dispatcherId(),
        note: 'Same customer, deliver together',
      },
    });

    const admin = (await getOrderDetails(await login.admin(), { path: { id: order.id } })).data;
    const [packed, assigned] = (admin.orderActivities ?? []).slice(-2);
    expect(packed).toMatchObject({
      activity: 'Packed at the Ikeja store',
      actor: { name: 'Kayode Ojo', role: 'Store manager' },
      audience: 'customer',
      createdAt: expect.any(String),
    });
    expect(assigned).toMatchObject({
      activity: expect.stringMatching(/: Same customer, deliver together$/),
      actor: { name: 'Folake Ogunleye', role: 'scheduler' },
      audience: 'internal',
    });

    const customer = (await getOrderDetails(await login.customer(), { path: { id: order.id } })).data;
    const seen = (customer.orderActivities ?? []).map((a) => a.activity);
    expect(seen).toContain('Packed at the Ikeja store');
    expect(seen.some((a) => a.includes('deliver together'))).toBe(false);
    // The merchant's workspace still sees the internal entry.
    const merchant = (await getOrderDetails(await login.merchant(), { path: { id: order.id } })).data;
    expect(merchant.orderActivities?.some((a) => a.activity.includes('deliver together'))).toBe(true);
  });
});
