// Order assignment by the scheduler, the dispatcher and the admin, and the shipping partner's side:
// its list, one order, declining, onboarding.
import {
  approvePartnerOnboarding,
  assignOrderAsDispatcher,
  assignOrderAsScheduler,
  assignOrderToPartner,
  declinePartnerOrder,
  getAllPartners,
  getAllShippingPartners,
  getDispatcherOrders,
  getOrderDetails,
  getPartnerOrder,
  getPartnerOrders,
  getSchedulerOrders,
  getUserData,
  onboardPartner,
  rejectPartnerOnboarding,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, orderRows, refusal, state } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

const waiting = () =>
  seeded.order((o) => !o.assignedToDispatcher && !o.assignedToShippingPartner && o.status === 'pending');

describe('assignOrderAsScheduler', () => {
  it('assigns a waiting order to a dispatcher, who then lists it; it leaves the scheduler’s list', async () => {
    const scheduler = await login.scheduler();
    const order = waiting();
    const { data, status } = await assignOrderAsScheduler(scheduler, {
      body: {
        orderId: order.id,
        assignTo: 'dispatcher',
        dispatcherId: seeded.dispatcherId(),
        note: 'Pick up before 2pm',
      },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      orderId: order.id,
      assignTo: 'dispatcher',
      dispatcherId: seeded.dispatcherId(),
    });
    expect(data.assignedBy).toBe(seeded.user('scheduler@demo.test').id);

    const dispatcher = await login.dispatcher();
    const theirs = orderRows(
      (await getDispatcherOrders(dispatcher, { query: { search: order.orderName } })).data,
    );
    expect(theirs.map((o) => o.id)).toEqual([order.id]);
    const left = orderRows((await getSchedulerOrders(scheduler)).data);
    expect(left.some((o) => o.id === order.id)).toBe(false);
    // It stays in the scheduler's view under `assignment=assigned`, filtered and counted on the server.
    const assigned = (
      await getSchedulerOrders(scheduler, { query: { assignment: 'assigned', search: order.orderName } })
    ).data;
    expect(orderRows(assigned).map((o) => o.id)).toEqual([order.id]);
    expect(assigned.count).toBe(1);
    const handedOut = orderRows(
      (await getSchedulerOrders(scheduler, { query: { assignment: 'assigned', limit: 100 } })).data,
    );
    expect(handedOut.every((o) => o.assignedToDispatcher || o.assignedToShippingPartner)).toBe(true);
    const activity =
      (await getOrderDetails(await login.admin(), { path: { id: order.id } })).data.orderActivities ?? [];
    expect(activity.at(-1)?.activity).toMatch(/^Order assigned to dispatcher .+: Pick up before 2pm$/);
  });

  it('assigns to the platform hub, refuses missing and unknown targets, closed orders and the dispatcher', async () => {
    const scheduler = await login.scheduler();
    const order = waiting();
    await assignOrderAsScheduler(scheduler, { body: { orderId: order.id, assignTo: 'platform' } });
    expect(seeded.db().table('orders').get(order.id)?.assignedToPlatform).toBe(true);

    expect(
      (
        await refusal(
          assignOrderAsScheduler(scheduler, { body: { orderId: order.id, assignTo: 'dispatcher' } }),
        )
      )[0],
    ).toBe(422);
    expect(
      await refusal(
        assignOrderAsScheduler(scheduler, {
          body: { orderId: order.id, assignTo: 'dispatcher', dispatcherId: seeded.partnerId() },
        }),
      ),
    ).toEqual([404, 'Dispatcher not found']);
    const delivered = seeded.order((o) => o.status === 'delivered');
    expect(
      await refusal(
        assignOrderAsScheduler(scheduler, { body: { orderId: delivered.id, assignTo: 'platform' } }),
      ),
    ).toEqual([400, 'Only open orders can be assigned']);
    const dispatcher = await login.dispatcher();
    expect(
      (
        await refusal(
          assignOrderAsScheduler(dispatcher, { body: { orderId: order.id, assignTo: 'platform' } }),
        )
      )[0],
    ).toBe(403);
  });
});

describe('assignOrderAsDispatcher', () => {
  it('lets the dispatcher hand its own order to another dispatcher, never to a partner; not someone else’s', async () => {
    const dispatcher = await login.dispatcher();
    const own = seeded.order(
      (o) => o.dispatcherId === seeded.dispatcherId() && o.status === 'ready_for_pickup',
    );
    expect(
      await refusal(
        assignOrderAsDispatcher(dispatcher, {
          body: { orderId: own.id, assignTo: 'shippingPartner', partnerId: seeded.partnerId() },
        }),
      ),
    ).toEqual([403, 'A dispatcher cannot hand an order to a shipping partner']);
    const partner = await login.partner();
    expect(orderRows((await getPartnerOrders(partner)).data).some((o) => o.id === own.id)).toBe(false);

    const other = seeded
      .db()
      .table('users')
      .find((u) => u.accountType === 'dispatcher' && u.id !== seeded.dispatcherId() && u.active);
    const { data } = await assignOrderAsDispatcher(dispatcher, {
      body: { orderId: own.id, assignTo: 'dispatcher', dispatcherId: other?.id as number },
    });
    expect(data.dispatcherId).toBe(other?.id);
    expect(orderRows((await getDispatcherOrders(dispatcher)).data).some((o) => o.id === own.id)).toBe(false);

    const notOwn = waiting();
    expect(
      (
        await refusal(
          assignOrderAsDispatcher(dispatcher, { body: { orderId: notOwn.id, assignTo: 'platform' } }),
        )
      )[0],
    ).toBe(403);
    const scheduler = await login.scheduler();
    expect(
      (
        await refusal(
          assignOrderAsDispatcher(scheduler, { body: { orderId: notOwn.id, assignTo: 'platform' } }),
        )
      )[0],
    ).toBe(403);
  });
});

describe('assignOrderToPartner and the partner’s orders', () => {
  it('assigns an order to the partner, who lists and opens it (without the delivery token)', async () => {
    const admin = await login.admin();
    const order = waiting();
    const { data } = await assignOrderToPartner(admin, {
      body: {
        orderId: order.id,
        assignTo: 'shippingPartner',
        partnerId: seeded.partnerId(),
        note: 'Interstate delivery',
      },
    });
    const partner = await login.partner();
    const list = (await getPartnerOrders(partner)).data;
    expect(list.count).toBe(
      seeded.orders((o) => o.partnerProfile?.id === seeded.partnerId() && !!o.assignedToShippingPartner)
        .length,
    );
    const opened = (await getPartnerOrder(partner, { path: { id: order.id } })).data;
    expect(opened).toMatchObject({
      id: order.id,
      assignedToShippingPartner: true,
      partnerAssignOrderId: data.id,
    });
    expect(opened.partnerProfile?.id).toBe(seeded.partnerId());
    expect(opened.orderDeliveryToken).toBeNull();
  });

  it('refuses another target than shippingPartner, an unknown partner and non-admins', async () => {
    const admin = await login.admin();
    const order = waiting();
    // The contract types `assignTo` as "shippingPartner" here; a client that sends another target gets 422.
    const platform = { orderId: order.id, assignTo: 'platform' } as unknown as {
      orderId: number;
      assignTo: 'shippingPartner';
      partnerId: number;
    };
    expect((await refusal(assignOrderToPartner(admin, { body: platform })))[0]).toBe(422);
    expect(
      await refusal(
        assignOrderToPartner(admin, {
          body: { orderId: order.id, assignTo: 'shippingPartner', partnerId: seeded.customerId() },
        }),
      ),
    ).toEqual([404, 'Shipping partner not found']);
    expect(
      (
        await refusal(
          assignOrderToPartner(admin, {
            body: { orderId: 99999, assignTo: 'shippingPartner', partnerId: 1 },
          }),
        )
      )[0],
    ).toBe(404);
    const scheduler = await login.scheduler();
    expect(
      (
        await refusal(
          assignOrderToPartner(scheduler, {
            body: { orderId: order.id, assignTo: 'shippingPartner', partnerId: seeded.partnerId() },
          }),
        )
      )[0],
    ).toBe(403);
  });

  it('shows a partner the customer’s name, address and phone only while the order is open', async () => {
    const partner = await login.partner();
    const order = seeded.order(
      (o) => o.partnerProfile?.id === seeded.partnerId() && o.status === 'ready_for_pickup',
    );
    const open = (await getPartnerOrder(partner, { path: { id: order.id } })).data;
    expect(open.deliveryAddress).toMatchObject({
      fullName: expect.any(String),
      phoneNumber: expect.any(String),
    });
    const db = seeded.db();
    const delivered = db.table('orderStatuses').where((s) => s.code_name === 'delivered')[0];
    db.table('orders').update(order.id, { orderStatusId: delivered?.id, status: 'delivered' });
    const closed = (await getPartnerOrder(partner, { path: { id: order.id } })).data;
    expect(closed.deliveryAddress).toBeNull();
    const listed = orderRows((await getPartnerOrders(partner, { query: { limit: 100 } })).data);
    expect(listed.find((o) => o.id === order.id)?.deliveryAddress).toBeNull();
    expect(listed.filter((o) => o.status === 'delivered').every((o) => o.deliveryAddress === null)).toBe(
      true,
    );
    // The admin session still sees where it went.
    const admin = (await getOrderDetails(await login.admin(), { path: { id: order.id } })).data;
    expect(admin.deliveryAddress?.fullName).toBe(open.deliveryAddress?.fullName);
  });

  it('answers 404 to a partner opening an order that is not theirs', async () => {
    const partner = await login.partner();
    const other = waiting();
    expect(await refusal(getPartnerOrder(partner, { path: { id: other.id } }))).toEqual([
      404,
      'Order not found',
    ]);
  });
});

describe('declinePartnerOrder', () => {
  it('takes the order out of the partner’s list and back to the scheduler, with the reason logged', async () => {
    const partner = await login.partner();
    const order = seeded.order(
      (o) => o.partnerProfile?.id === seeded.partnerId() && o.status === 'ready_for_pickup',
    );
    const before = (await getPartnerOrders(partner)).data.count;
    const { data } = await declinePartnerOrder(partner, {
      path: { id: order.id },
      body: { reason: 'No rider this week' },
    });
    expect(data).toMatchObject({
      assignedToShippingPartner: false,
      partnerProfile: null,
      partnerAssignOrderId: null,
    });
    expect((await getPartnerOrders(partner)).data.count).toBe(before - 1);
    expect((await refusal(getPartnerOrder(partner, { path: { id: order.id } })))[0]).toBe(404);

    const scheduler = await login.scheduler();
    const waitingRows = orderRows(
      (await getSchedulerOrders(scheduler, { query: { search: order.orderName } })).data,
    );
    expect(waitingRows.map((o) => o.id)).toEqual([order.id]);
    const activity =
      (await getOrderDetails(await login.admin(), { path: { id: order.id } })).data.orderActivities ?? [];
    expect(activity.at(-1)?.activity).toMatch(/^Declined by shipping partner .+: No rider this week$/);
  });

  it('refuses to decline an order already shipped or out for delivery', async () => {
    const partner = await login.partner();
    for (const status of ['shipped', 'out_for_delivery']) {
      const order = seeded.order((o) => o.partnerProfile?.id === seeded.partnerId() && o.status === status);
      expect(await refusal(declinePartnerOrder(partner, { path: { id: order.id }, body: {} }))).toEqual([
        400,
        'An order that is shipped, out for delivery or closed cannot be declined',
      ]);
      expect(
        (await getPartnerOrder(partner, { path: { id: order.id } })).data.assignedToShippingPartner,
      ).toBe(true);
    }
  });
});

const onboarding = {
  company: {
    companyName: 'SwiftRoute Logistics Limited',
    rcNumber: 'RC 1456789',
    officeAddress: '24 Adeola Odeku Street, Victoria Island, Lagos',
    phoneNumber: '+2348023456789',
    email: 'ops@swiftroutelogistics.ng',
    contactPerson: { name: 'Kemi Ade', phoneNumber: '+2348023456780', designation: 'Operations Lead' },
  },
  bankDetails: {
    bankName: 'Guaranty Trust Bank',
    accountName: 'SwiftRoute Logistics Limited',
    accountNumber: '0123456789',
  },
  certification: {
    name: 'Tunde Bakare',
    designation: 'Managing Director',
    signature: 'Tunde Bakare',
    date: '2026-10-30',
  },
};

describe('getAllPartners and onboardPartner', () => {
  it('lists the partners; onboarding stores company, bank and certification and waits for an admin', async () => {
    const admin = await login.admin();
    const before = (await getAllPartners(admin)).data;
    expect(before.find((p) => p.email === 'partner@demo.test')).toMatchObject({
      onboarded: true,
      onboardingStatus: 'approved',
    });

    // Sending the details again (new bank details) sends them back for review: not assignable meanwhile.
    const partner = await login.partner();
    const { data } = await onboardPartner(partner, { body: onboarding });
    expect(data).toMatchObject({
      id: seeded.partnerId(),
      onboarded: false,
      onboardingStatus: 'submitted',
      bankDetails: onboarding.bankDetails,
    });
    const listed = (await getAllPartners(admin)).data.find((p) => p.id === seeded.partnerId());
    expect(listed).toMatchObject({
      onboarded: false,
      onboardingStatus: 'submitted',
      company: { companyName: 'SwiftRoute Logistics Limited' },
    });
    expect(listed?.certification?.name).toBe('Tunde Bakare');
  });

  it('refuses an account number that is not 10 digits', async () => {
    const partner = await login.partner();
    const body = { ...onboarding, bankDetails: { ...onboarding.bankDetails, accountNumber: '12345' } };
    expect((await refusal(onboardPartner(partner, { body })))[0]).toBe(422);
  });

  it('takes signatures drawn or uploaded as data URLs, up to 100,000 characters', async () => {
    const partner = await login.partner();
    const image = `data:image/png;base64,${'A'.repeat(20_000)}`;
    const body = {
      ...onboarding,
      certification: {
        ...onboarding.certification,
        signature: image,
        introducedBy: { name: 'Ngozi Eze', signature: image },
      },
    };
    const { data } = await onboardPartner(partner, { body });
    expect(data.certification?.signature).toBe(image);
    const tooLong = {
      ...body,
      certification: { ...body.certification, signature: `data:image/png;base64,${'A'.repeat(100_000)}` },
    };
    expect((await refusal(onboardPartner(partner, { body: tooLong })))[0]).toBe(422);
  });
});

describe('partner onboarding review', () => {
  const NEW_PARTNER = 'info@ndcouriers.example.com';

  it('a submitted partner is not assignable; an admin approves it, it is told, and orders may be assigned', async () => {
    const admin = await login.admin();
    const partner = await ctx.login(NEW_PARTNER, 'shipping-partner');
    const id = seeded.user(NEW_PARTNER).id;
    // Not submitted: nothing to decide.
    expect(await refusal(approvePartnerOnboarding(admin, { path: { id } }))).toEqual([
      400,
      'This partner has not submitted its onboarding',
    ]);
    await onboardPartner(partner, { body: onboarding });
    const submitted = await getAllShippingPartners(admin, { query: { onboardingStatus: 'submitted' } });
    // The seed's Savannah Haulage waits too.
    expect(submitted.data.map((p) => p.email).sort()).toEqual(
      [NEW_PARTNER, 'ops@savannahhaulage.example.com'].sort(),
    );
    expect(ctx.sandbox.emails('admin@demo.test')[0]?.subject).toContain('submitted its onboarding');

    const order = waiting();
    const [status, message] = await refusal(
      assignOrderToPartner(admin, {
        body: { orderId: order.id, assignTo: 'shippingPartner', partnerId: id },
      }),
    );
    expect(status).toBe(400);
    expect(message).toBe(
      'Niger Delta Couriers Nig. Ltd cannot take orders until an admin approves its onboarding',
    );

    const dispatcher = await login.dispatcher();
    expect((await refusal(approvePartnerOnboarding(dispatcher, { path: { id } })))[0]).toBe(403);
    const { data } = await approvePartnerOnboarding(admin, { path: { id } });
    expect(data).toMatchObject({ onboarded: true, onboardingStatus: 'approved' });
    expect(ctx.sandbox.emails(NEW_PARTNER)[0]?.subject).toBe('Your onboarding is approved');
    expect((await refusal(approvePartnerOnboarding(admin, { path: { id } })))[1]).toBe(
      "This partner's onboarding is already approved",
    );
    const assigned = await assignOrderToPartner(admin, {
      body: { orderId: order.id, assignTo: 'shippingPartner', partnerId: id },
    });
    expect(assigned.status).toBe(201);
    const approved = await getAllShippingPartners(admin, { query: { onboarded: true } });
    expect(approved.data.map((p) => p.email)).toContain(NEW_PARTNER);
  });

  it('a rejected partner reads the reason, fixes its data and resubmits', async () => {
    const admin = await login.admin();
    const partner = await ctx.login(NEW_PARTNER, 'shipping-partner');
    const id = seeded.user(NEW_PARTNER).id;
    await onboardPartner(partner, { body: onboarding });
    expect((await refusal(rejectPartnerOnboarding(admin, { path: { id }, body: { reason: ' ' } })))[0]).toBe(
      422,
    );
    const reason = 'The RC number does not match the company name; send the registered name.';
    const { data } = await rejectPartnerOnboarding(admin, { path: { id }, body: { reason } });
    expect(data).toMatchObject({ onboarded: false, onboardingStatus: 'rejected', rejectionReason: reason });
    const told = ctx.sandbox.emails(NEW_PARTNER)[0];
    expect(told?.subject).toBe('Your onboarding was not approved');
    expect(told?.body).toContain(reason);

    // The partner reads it, with what it sent, to fix.
    const own = await getUserData(partner);
    expect(own.data).toMatchObject({
      onboardingStatus: 'rejected',
      rejectionReason: reason,
      company: { companyName: 'SwiftRoute Logistics Limited' },
    });
    const fixed = {
      ...onboarding,
      company: { ...onboarding.company, companyName: 'Niger Delta Couriers Nig. Ltd' },
    };
    const again = await onboardPartner(partner, { body: fixed });
    expect(again.data.onboardingStatus).toBe('submitted');
    expect(again.data.rejectionReason).toBeUndefined();
    expect((await approvePartnerOnboarding(admin, { path: { id } })).data.onboarded).toBe(true);
  });
});
