// Workspace lists filter, sort and count on the server: every filter applies before paging, so `count` is
// the number of all matching rows and the pages together hold exactly them.
import {
  declinePartnerOrder,
  getAdminOrders,
  getAdminProducts,
  getAllOrderReturns,
  getMerchantOrders,
  getPartnerOrders,
  marketplaceDay,
} from '@marketplace/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../src/db/core';
import { sandboxFixture, TEST_NOW } from '../../support/sandboxTest';
import { as, orderRows, state } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const seeded = state(ctx);

const CODES = [
  'pending',
  'processing',
  'ready_for_pickup',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
];
const DAYS = ['2026-05-01', '2026-07-15', '2026-09-01', '2026-10-20', '2026-10-31', '2026-11-01'];

const codeOf = (o: OrderRow) => seeded.db().table('orderStatuses').get(o.orderStatusId)?.code_name;

describe('order lists: filters before paging', () => {
  it('counts every order matching status and period, and the pages hold exactly them in the sort order', async () => {
    const admin = await login.admin();
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...CODES), { nil: undefined }),
        fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
        fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
        fc.option(fc.constantFrom('total:asc', 'total:desc', 'orderName:asc', 'createdAt:asc'), {
          nil: undefined,
        }),
        fc.integer({ min: 1, max: 15 }),
        async (status, startDate, endDate, sort, limit) => {
          fc.pre(!startDate || !endDate || startDate <= endDate);
          const expected = seeded.orders((o) => {
            const day = marketplaceDay(o.createdAt);
            return (
              (!status || codeOf(o) === status) &&
              (!startDate || day >= startDate) &&
              (!endDate || day <= endDate)
            );
          });
          const query = { status, startDate, endDate, sort, limit };
          const first = (await getAdminOrders(admin, { query: { ...query, offset: 0 } })).data;
          expect(first.count).toBe(expected.length);
          const all = [...orderRows(first)];
          for (let offset = limit; offset < first.count; offset += limit) {
            all.push(...orderRows((await getAdminOrders(admin, { query: { ...query, offset } })).data));
          }
          expect(all.map((o) => o.id).sort((a, b) => a - b)).toEqual(expected.map((o) => o.id));
          if (sort) {
            const [field, direction] = sort.split(':') as ['total' | 'orderName' | 'createdAt', string];
            const values = all.map((o) => o[field]);
            const ordered = [...values].sort((a, b) =>
              typeof a === 'number' && typeof b === 'number'
                ? a - b
                : String(a).localeCompare(String(b), 'en', { numeric: true }),
            );
            expect(values).toEqual(direction === 'asc' ? ordered : ordered.reverse());
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('answers "Delivered" with every delivered order, page 2 included (the issue\'s 40 orders)', async () => {
    const admin = await login.admin();
    const delivered = seeded.orders((o) => codeOf(o) === 'delivered');
    const page2 = (await getAdminOrders(admin, { query: { status: 'delivered', limit: 12, offset: 12 } }))
      .data;
    expect(page2.count).toBe(delivered.length);
    expect(orderRows(page2)).toHaveLength(Math.min(12, delivered.length - 12));
    expect(orderRows(page2).every((o) => o.status === 'delivered')).toBe(true);
  });

  it('scopes the merchant and the partner before filtering', async () => {
    const merchant = await login.merchant();
    const own = seeded.orders((o) => o.merchantId === seeded.merchantId() && codeOf(o) === 'delivered');
    const list = (await getMerchantOrders(merchant, { query: { status: 'delivered', limit: 1 } })).data;
    expect(list.count).toBe(own.length);
  });

  it('refuses a malformed or unknown sort, an unknown flag and a reversed period on their fields', async () => {
    const admin = await login.admin();
    for (const [query, field] of [
      [{ sort: 'total' }, 'sort'],
      [{ sort: 'declinedBy:asc' }, 'sort'],
      [{ flag: 'late' }, 'flag'],
      [{ startDate: '2026-10-02', endDate: '2026-10-01' }, 'endDate'],
    ] as const) {
      const error = await getAdminOrders(admin, { query: query as never }).then(
        () => undefined,
        (e: { status?: number; fieldErrors?: { field: string }[] }) => e,
      );
      expect(error?.status, JSON.stringify(query)).toBe(422);
      expect(error?.fieldErrors?.map((f) => f.field)).toContain(field);
    }
  });
});

describe('age flags', () => {
  it('flags an order ready and unassigned for more than 4 hours, until a carrier has it', async () => {
    const admin = await login.admin();
    const ready = seeded.statusId('ready_for_pickup');
    const db = seeded.db();
    const [old, fresh] = seeded.orders((o) => codeOf(o) === 'delivered');
    const hoursAgo = (h: number) => new Date(TEST_NOW.getTime() - h * 3_600_000).toISOString();
    for (const [o, at] of [
      [old!, hoursAgo(5)],
      [fresh!, hoursAgo(3)],
    ] as const) {
      db.table('orders').update(o.id, {
        orderStatusId: ready,
        status: 'ready_for_pickup',
        statusChangedAt: at,
        assignedToDispatcher: false,
        assignedToShippingPartner: false,
      });
    }
    const flagged = (await getAdminOrders(admin, { query: { flag: 'unassigned-over-4h' } })).data;
    const ids = orderRows(flagged).map((o) => o.id);
    expect(ids).toContain(old!.id);
    expect(ids).not.toContain(fresh!.id);
    expect(flagged.count).toBe(ids.length);
    db.table('orders').update(old!.id, { assignedToDispatcher: true });
    const after = (await getAdminOrders(admin, { query: { flag: 'unassigned-over-4h' } })).data;
    expect(orderRows(after).map((o) => o.id)).not.toContain(old!.id);
  });

  it('flags an order a partner declined, with declinedByPartner on the order', async () => {
    const partner = await login.partner();
    // A partner may decline only before it ships (sandbox rules).
    const open = orderRows((await getPartnerOrders(partner)).data).find(
      (o) => !['shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned'].includes(o.status ?? ''),
    );
    if (!open) throw new Error('the demo partner has no open order to decline');
    await declinePartnerOrder(partner, { path: { id: open.id }, body: { reason: 'Van broke down' } });
    const admin = await login.admin();
    const flagged = orderRows((await getAdminOrders(admin, { query: { flag: 'declined-by-partner' } })).data);
    const found = flagged.find((o) => o.id === open.id);
    expect(found?.declinedByPartner).toBe(true);
  });

  it('flags a return pending for more than 48 hours', async () => {
    const admin = await login.admin();
    const pending = seeded
      .db()
      .table('returns')
      .where((r) => r.status === 'pending');
    const list = (await getAllOrderReturns(admin, { query: { flag: 'pending-over-48h' } })).data;
    expect(list.map((r) => r.id).sort()).toEqual(pending.map((r) => r.id).sort());
    const byStatus = (await getAllOrderReturns(admin, { query: { status: 'declined' } })).data;
    expect(byStatus.every((r) => r.status === 'declined')).toBe(true);
  });
});

describe('product approvals', () => {
  it('counts the products waiting for approval over every page', async () => {
    const admin = await login.admin();
    const waiting = seeded
      .db()
      .table('products')
      .where((p) => !p.deleted && p.approvalStatus.toLowerCase() === 'pending');
    const list = (await getAdminProducts(admin, { query: { approvalStatus: 'pending', limit: 3 } })).data;
    expect(list.count).toBe(waiting.length);
    expect(list.rows.every((p) => p.approvalStatus?.toLowerCase() === 'pending')).toBe(true);
    const byName = (await getAdminProducts(admin, { query: { sort: 'name:asc', limit: 100 } })).data;
    const names = byName.rows.map((p) => p.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
  });
});

describe('carriers’ load', () => {
  it('gives each dispatcher and partner the count of their open orders', async () => {
    const admin = await login.admin();
    const { getAllDispatchers, getAllShippingPartners } = await import('@marketplace/sdk');
    const open = (o: OrderRow) => !['delivered', 'cancelled', 'returned'].includes(codeOf(o) ?? '');
    for (const d of (await getAllDispatchers(admin)).data) {
      const mine = seeded.orders((o) => open(o) && !!o.assignedToDispatcher && o.dispatcherId === d.id);
      expect(d.openOrders, `${d.firstName}`).toBe(mine.length);
    }
    const partners = (await getAllShippingPartners(admin)).data;
    const busy = partners.find((p) => p.id === seeded.partnerId());
    const theirs = seeded.orders(
      (o) => open(o) && !!o.assignedToShippingPartner && o.partnerProfile?.id === seeded.partnerId(),
    );
    expect(busy?.openOrders).toBe(theirs.length);
    expect(theirs.length).toBeGreaterThan(0);
  });
});
