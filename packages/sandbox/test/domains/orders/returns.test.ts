// Returns and replacements: the customer's requests, who sees which returns, the admin's refund and
// chargeback decisions, and the return status machine ending with the order Returned.
import {
  createReturn,
  getAllOrderReturns,
  getOneOrderReturn,
  getOrderDetails,
  replaceOrder,
  returnOrder,
  updateChargebackDecision,
  updateRefundDecision,
  updateReturnStatus,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/db/core';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, refusal, state } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

const DAY_MS = 24 * 3_600_000;

/** Moves an order's delivery `days` before the sandbox's now (the return window runs from it). */
const deliveredDaysAgo = (order: OrderRow, days: number) =>
  seeded
    .db()
    .table('orders')
    .update(order.id, {
      deliveredAt: new Date(ctx.sandbox.env.now().getTime() - days * DAY_MS).toISOString(),
    }) as OrderRow;

/** A delivered order of the demo customer without any return, delivered yesterday (inside the window). */
const returnable = (extra: (o: OrderRow) => boolean = () => true) =>
  deliveredDaysAgo(
    seeded.order(
      (o) =>
        o.customerId === seeded.customerId() &&
        o.status === 'delivered' &&
        !seeded
          .db()
          .table('returns')
          .find((r) => r.orderId === o.id) &&
        extra(o),
    ),
    1,
  );

const firstLine = (order: OrderRow) => order.orderItems![0]!;

describe('returnOrder, replaceOrder and createReturn', () => {
  it('opens a pending refund return on a delivered order; the customer lists it and cannot open a second', async () => {
    const customer = await login.customer();
    const order = returnable();
    const line = firstLine(order);
    const { data, status } = await returnOrder(customer, {
      path: { id: order.id },
      body: { products: [{ productId: line.productId, quantity: 1 }], reason: 'Wrong colour' },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      status: 'pending',
      type: 'return',
      refund: true,
      replace: false,
      orderId: order.id,
    });
    expect(data.products[0]).toMatchObject({
      productId: line.productId,
      quantity: 1,
      productPrice: line.productPrice,
    });
    expect((await getOrderDetails(customer, { path: { id: order.id } })).data.orderReturnId).toBe(data.id);
    const mine = (await getAllOrderReturns(customer)).data;
    expect(mine.some((r) => r.id === data.id)).toBe(true);

    expect(
      await refusal(
        returnOrder(customer, {
          path: { id: order.id },
          body: { products: [{ productId: line.productId, quantity: 1 }] },
        }),
      ),
    ).toEqual([400, 'This order already has an open return request']);
  });

  it('opens a replacement and, through create-return, a return with the kind asked', async () => {
    const customer = await login.customer();
    const order = returnable();
    const line = firstLine(order);
    const replaced = await replaceOrder(customer, {
      path: { id: order.id },
      body: { products: [{ productId: line.productId, quantity: 1 }] },
    });
    expect(replaced.data).toMatchObject({ type: 'replace', replace: true, refund: false });

    const other = returnable();
    const created = await createReturn(customer, {
      body: {
        orderId: other.id,
        type: 'return',
        products: [{ productId: firstLine(other).productId, quantity: 1 }],
        reason: 'Too small',
      },
    });
    expect(created.data).toMatchObject({
      type: 'return',
      refund: true,
      reason: 'Too small',
      status: 'pending',
    });
    expect((await getOneOrderReturn(customer, { path: { id: created.data.id } })).data.orderId).toBe(
      other.id,
    );
  });

  it('takes requests up to 7 days after delivery and refuses them after, saying why', async () => {
    const customer = await login.customer();
    const order = returnable();
    const body = { products: [{ productId: firstLine(order).productId, quantity: 1 }] };
    deliveredDaysAgo(order, 7.01);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
      new Date(ctx.sandbox.env.now().getTime() - 7.01 * DAY_MS),
    );
    expect(await refusal(returnOrder(customer, { path: { id: order.id }, body }))).toEqual([
      400,
      `Returns are accepted within 7 days of delivery; this order was delivered on ${day}`,
    ]);
    expect(
      await refusal(createReturn(customer, { body: { orderId: order.id, type: 'replace', ...body } })),
    ).toEqual([400, `Returns are accepted within 7 days of delivery; this order was delivered on ${day}`]);
    deliveredDaysAgo(order, 6.99);
    expect((await replaceOrder(customer, { path: { id: order.id }, body })).status).toBe(201);
  });

  it("counts from the order's last change when its delivery time is unknown; the demo's latest delivered order is inside", async () => {
    const customer = await login.customer();
    const order = returnable();
    seeded
      .db()
      .table('orders')
      .update(order.id, { deliveredAt: null, updatedAt: '2020-01-01T00:00:00.000Z' });
    const body = { products: [{ productId: firstLine(order).productId, quantity: 1 }] };
    expect((await refusal(returnOrder(customer, { path: { id: order.id }, body })))[0]).toBe(400);
    // The seed: the demo customer's most recent delivered order is inside the window.
    const recent = seeded
      .orders((o) => o.customerId === seeded.customerId() && o.status === 'delivered')
      .at(-1) as OrderRow;
    const age = ctx.sandbox.env.now().getTime() - Date.parse(recent.deliveredAt ?? '');
    expect(age).toBeLessThan(7 * DAY_MS);
    expect(age).toBeGreaterThan(0);
  });

  it('refuses undelivered orders, others’ orders, products not in the order and more than was ordered', async () => {
    const customer = await login.customer();
    const open = seeded.order((o) => o.customerId === seeded.customerId() && o.status === 'pending');
    const body = { products: [{ productId: firstLine(open).productId, quantity: 1 }] };
    expect(await refusal(returnOrder(customer, { path: { id: open.id }, body }))).toEqual([
      400,
      'Only delivered orders can be returned',
    ]);
    const others = seeded.order((o) => o.customerId !== seeded.customerId() && o.status === 'delivered');
    expect(
      (
        await refusal(
          returnOrder(customer, {
            path: { id: others.id },
            body: { products: [{ productId: firstLine(others).productId, quantity: 1 }] },
          }),
        )
      )[0],
    ).toBe(404);
    const order = returnable();
    expect(
      await refusal(
        returnOrder(customer, {
          path: { id: order.id },
          body: { products: [{ productId: 99999, quantity: 1 }] },
        }),
      ),
    ).toEqual([400, 'Product 99999 is not part of this order']);
    const line = firstLine(order);
    expect(
      (
        await refusal(
          returnOrder(customer, {
            path: { id: order.id },
            body: { products: [{ productId: line.productId, quantity: line.quantity + 1 }] },
          }),
        )
      )[0],
    ).toBe(400);
  });
});

describe('getAllOrderReturns and getOneOrderReturn', () => {
  it('scopes the list by the caller and filters by refund and date range', async () => {
    const admin = await login.admin();
    const all = (await getAllOrderReturns(admin)).data;
    expect(all.length).toBe(seeded.db().table('returns').size);
    expect(all.length).toBeGreaterThanOrEqual(3);

    const merchant = await login.merchant();
    const theirs = (await getAllOrderReturns(merchant)).data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => r.merchantId === seeded.merchantId())).toBe(true);

    const customer = await login.customer();
    const mine = (await getAllOrderReturns(customer)).data;
    const ownIds = seeded.orders((o) => o.customerId === seeded.customerId()).map((o) => o.id);
    expect(mine.every((r) => ownIds.includes(r.orderId))).toBe(true);

    const refunds = (await getAllOrderReturns(admin, { query: { refund: true } })).data;
    expect(refunds.every((r) => r.refund === true)).toBe(true);
    expect(refunds.length).toBe(all.filter((r) => r.refund).length);
    const noRefunds = (await getAllOrderReturns(admin, { query: { refund: false } })).data;
    expect(noRefunds.length + refunds.length).toBe(all.length);

    const day = all[0]!.createdAt.slice(0, 10);
    const sameDay = (await getAllOrderReturns(admin, { query: { startDate: day, endDate: day } })).data;
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((r) => r.createdAt.startsWith(day))).toBe(true);
    expect((await getAllOrderReturns(admin, { query: { startDate: '2030-01-01' } })).data).toEqual([]);
    expect(
      (
        await refusal(
          getAllOrderReturns(admin, { query: { startDate: '2026-10-10', endDate: '2026-10-01' } }),
        )
      )[0],
    ).toBe(422);
  });

  it("names each return's order as the orders do (orderName), in lists and one by one, for every role", async () => {
    const clients = [await login.customer(), await login.merchant(), await login.admin()];
    for (const client of clients) {
      const { data } = await getAllOrderReturns(client, {});
      expect(data.length).toBeGreaterThan(0);
      for (const ret of data) {
        const order = seeded.db().table('orders').get(ret.orderId);
        expect(ret.orderName).toBe(order?.orderName);
        expect(ret.orderName).toMatch(/^ORD-\d{4}-\d{6}$/);
      }
      const one = await getOneOrderReturn(client, { path: { id: data[0]!.id } });
      expect(one.data.orderName).toBe(data[0]!.orderName);
    }
  });

  it('answers 404 for a return the caller may not see', async () => {
    const customer = await login.customer();
    const others = seeded
      .db()
      .table('returns')
      .find((r) => r.customerId !== seeded.customerId())!;
    expect(await refusal(getOneOrderReturn(customer, { path: { id: others.id } }))).toEqual([
      404,
      'Return not found',
    ]);
    const admin = await login.admin();
    expect((await getOneOrderReturn(admin, { path: { id: others.id } })).data.id).toBe(others.id);
  });
});

describe('refund and chargeback decisions', () => {
  it('records the refund (default amount: the returned products’ value) and the chargeback separately', async () => {
    const customer = await login.customer();
    const order = returnable();
    const line = firstLine(order);
    const opened = (
      await returnOrder(customer, {
        path: { id: order.id },
        body: { products: [{ productId: line.productId, quantity: 1 }] },
      })
    ).data;

    const admin = await login.admin();
    const refund = await updateRefundDecision(admin, {
      path: { id: opened.id },
      body: { decision: 'approved', reason: 'Confirmed from photos' },
    });
    expect(refund.data.refundDecision).toEqual({
      decision: 'approved',
      amount: line.productPrice,
      reason: 'Confirmed from photos',
      decidedBy: expect.any(String),
      decidedAt: expect.any(String),
    });
    expect(refund.data.chargebackDecision).toBeUndefined();

    await updateChargebackDecision(admin, { path: { id: opened.id }, body: { decision: 'declined' } });
    const { data } = await getOneOrderReturn(customer, { path: { id: opened.id } });
    expect(data.refundDecision?.decision).toBe('approved');
    expect(data.chargebackDecision).toMatchObject({ decision: 'declined', decidedBy: expect.any(String) });

    expect(
      (
        await refusal(
          updateRefundDecision(admin, {
            path: { id: opened.id },
            body: {
              decision: 'approved',
              amount: line.productPrice + 1,
              reopen: true,
              previousDecidedAt: refund.data.refundDecision?.decidedAt ?? null,
            },
          }),
        )
      )[0],
    ).toBe(400);
    const dispatcher = await login.dispatcher();
    expect(
      (
        await refusal(
          updateRefundDecision(dispatcher, { path: { id: opened.id }, body: { decision: 'declined' } }),
        )
      )[0],
    ).toBe(403);
    expect(
      (
        await refusal(
          updateChargebackDecision(admin, { path: { id: 99999 }, body: { decision: 'declined' } }),
        )
      )[0],
    ).toBe(404);
  });

  it('refuses a refund decision on a replacement', async () => {
    const customer = await login.customer();
    const order = returnable();
    const opened = (
      await replaceOrder(customer, {
        path: { id: order.id },
        body: { products: [{ productId: firstLine(order).productId, quantity: 1 }] },
      })
    ).data;
    const admin = await login.admin();
    expect(
      await refusal(updateRefundDecision(admin, { path: { id: opened.id }, body: { decision: 'approved' } })),
    ).toEqual([400, 'This return did not ask for a refund']);
  });
});

describe('updateReturnStatus', () => {
  it('moves a return pending → approved → received → completed, pays the refund, and the order to Returned once every unit came back', async () => {
    const customer = await login.customer();
    const order = returnable((o) => o.merchantId === seeded.merchantId());
    const opened = (
      await returnOrder(customer, {
        path: { id: order.id },
        body: { products: [{ productId: firstLine(order).productId, quantity: 1 }] },
      })
    ).data;
    const merchant = await login.merchant();
    await updateReturnStatus(merchant, { path: { id: opened.id }, body: { status: 'approved' } });
    await updateReturnStatus(merchant, {
      path: { id: opened.id },
      body: { status: 'received', note: 'Back at the store' },
    });
    expect(
      await refusal(updateReturnStatus(merchant, { path: { id: opened.id }, body: { status: 'completed' } })),
    ).toEqual([400, 'The refund must be approved before the return is completed: an admin decides it']);

    const admin = await login.admin();
    await updateRefundDecision(admin, { path: { id: opened.id }, body: { decision: 'approved' } });
    const { data } = await updateReturnStatus(merchant, {
      path: { id: opened.id },
      body: { status: 'completed' },
    });
    expect(data.status).toBe('completed');
    const after = (await getOrderDetails(customer, { path: { id: order.id } })).data;
    const units = (order.orderItems ?? []).reduce((n, item) => n + item.quantity, 0);
    expect(after).toMatchObject(
      units === 1 ? { status: 'returned', orderStatus: 'Returned' } : { status: 'delivered' },
    );
    expect(after.refundedAmount).toBe(firstLine(order).productPrice);
    const log = after.orderActivities?.map((a) => a.activity) ?? [];
    expect(log).toContain('Return completed');
    expect(log.some((a) => /^Refund approved by /.test(a))).toBe(true);
    expect(log.some((a) => /^Refund of ₦[\d,.]+ paid to the customer \(RFD-/.test(a))).toBe(true);
    expect(log.includes('Order returned')).toBe(units === 1);
    expect(
      await refusal(updateReturnStatus(admin, { path: { id: opened.id }, body: { status: 'pending' } })),
    ).toEqual([400, 'Cannot move a return from completed to pending']);
  });

  it('stores "a replacement, or a refund if unavailable" with both flags: refundable, and completes when replaced', async () => {
    const customer = await login.customer();
    const order = returnable((o) => o.merchantId === seeded.merchantId());
    const opened = (
      await createReturn(customer, {
        body: {
          orderId: order.id,
          type: 'replace',
          refund: true,
          replace: true,
          products: [{ productId: firstLine(order).productId, quantity: 1 }],
          reason: 'Cracked screen',
        },
      })
    ).data;
    expect(opened).toMatchObject({ type: 'replace', refund: true, replace: true, status: 'pending' });
    const merchant = await login.merchant();
    const listed = (await getAllOrderReturns(merchant, { query: { refund: true } })).data;
    expect(listed.find((r) => r.id === opened.id)).toMatchObject({ refund: true, replace: true });
    // The admin may decide a refund on it (for when the store cannot replace).
    const admin = await login.admin();
    const decided = await updateRefundDecision(admin, {
      path: { id: opened.id },
      body: { decision: 'pending' },
    });
    expect(decided.data.refundDecision?.decision).toBe('pending');
    await updateReturnStatus(merchant, { path: { id: opened.id }, body: { status: 'approved' } });
    await updateReturnStatus(merchant, { path: { id: opened.id }, body: { status: 'received' } });
    // Replaced: it completes without a refund.
    const { data } = await updateReturnStatus(merchant, {
      path: { id: opened.id },
      body: { status: 'completed' },
    });
    expect(data.status).toBe('completed');
  });

  it('lets a declined return be followed by a new request; refuses other merchants and the scheduler', async () => {
    const customer = await login.customer();
    const order = returnable((o) => o.merchantId === seeded.merchantId());
    const body = { products: [{ productId: firstLine(order).productId, quantity: 1 }] };
    const opened = (await returnOrder(customer, { path: { id: order.id }, body })).data;
    const admin = await login.admin();
    await updateReturnStatus(admin, { path: { id: opened.id }, body: { status: 'declined' } });
    expect((await returnOrder(customer, { path: { id: order.id }, body })).status).toBe(201);

    const foreign = seeded
      .db()
      .table('returns')
      .find((r) => r.merchantId !== seeded.merchantId() && r.status === 'pending');
    const merchant = await login.merchant();
    if (foreign) {
      expect(
        (
          await refusal(
            updateReturnStatus(merchant, { path: { id: foreign.id }, body: { status: 'approved' } }),
          )
        )[0],
      ).toBe(404);
    }
    const scheduler = await login.scheduler();
    expect(
      (
        await refusal(
          updateReturnStatus(scheduler, { path: { id: opened.id }, body: { status: 'approved' } }),
        )
      )[0],
    ).toBe(403);
  });
});
