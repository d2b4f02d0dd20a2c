import type { OrderRow, ProductRow } from '../../../db/core';
import type { Database } from '../../../db/Database';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { daysAgo } from '../../../seed/daysAgo';
import { actorStamp } from '../../../shared/actorStamp';
import { findUserByEmail } from '../../identity/findUserByEmail';
import { RETURN_ACTIVITY } from '../../orders/returnHandlers';
import '../tables';
import type { AuditRow } from '../tables';

/**
 * A few days of the audit log, so a fresh sandbox shows a real one: the seeded admins, the merchant, its
 * staff member and the dispatcher acting on the seeded orders, products, stores, coupons and gift cards,
 * spread over the last five days. Runs after every other seed (it names their records).
 */
export function seedAudit(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const who = (email: string) => {
    const user = findUserByEmail(db, email);
    return user ? actorStamp(user) : undefined;
  };
  const admin = who('admin@demo.test');
  const superAdmin = who('superadmin@demo.test');
  const merchant = who('merchant@demo.test');
  const staff = who('amaka.obi@staff.demo.test');
  const dispatcher = who('dispatcher@demo.test');
  const merchantId = merchant?.id;
  const manager = who('kayode.ojo@staff.demo.test');
  const mine = (predicate: (o: OrderRow) => boolean) =>
    db.table('orders').find((o) => o.merchantId === merchantId && predicate(o));
  const status = (code: string) => db.table('orderStatuses').find((s) => s.code_name === code)?.id;
  const outForDelivery = mine(
    (o) => o.orderStatusId === status('out_for_delivery') && o.dispatcherId != null,
  );
  const delivered = mine((o) => o.orderStatusId === status('delivered') && o.paymentStatus === 'approved');
  const cancelled = mine((o) => o.orderStatusId === status('cancelled'));
  const carrier = outForDelivery?.dispatcherId
    ? db.table('users').get(outForDelivery.dispatcherId)
    : undefined;
  const products = db.table('products').where((p) => p.merchantId === merchantId && !p.deleted);
  const approved = products.find((p) => p.approvalStatus === 'approved');
  const stocked = products.filter((p) => p.approvalStatus === 'approved')[1];
  const waiting = products.find((p) => p.approvalStatus === 'pending');
  const store = db.table('stores').find((s) => s.merchantId === merchantId && s.secondApproval);
  const coupon = db.table('coupons').find((c) => c.merchantId === merchantId);
  const disabledCard = db.table('giftCards').find((c) => c.status === 'disabled');
  const inactive = db.table('staff').find((m) => !m.isActive && m.storeId !== null);

  const entries: [
    Omit<AuditRow, 'id' | 'actor' | 'createdAt'>,
    AuditRow['actor'] | undefined,
    number,
    number,
  ][] = [];
  const add = (
    actor: AuditRow['actor'] | undefined,
    days: number,
    hours: number,
    act: Omit<AuditRow, 'id' | 'actor' | 'createdAt'> | undefined,
  ) => {
    if (act) entries.push([act, actor, days, hours]);
  };
  const order = (o: OrderRow | undefined, kind: AuditRow['kind'], action: string) =>
    o && { kind, action, recordType: 'order' as const, recordId: o.id, recordLabel: o.orderName };
  const product = (p: ProductRow | undefined, kind: AuditRow['kind'], action: string) =>
    p && { kind, action, recordType: 'product' as const, recordId: p.id, recordLabel: p.name };

  // What the seeded records show happened lately, each act by the person whose role does it.
  add(
    superAdmin,
    5,
    6,
    store && {
      kind: 'approval',
      action: 'Gave the store its second approval',
      recordType: 'store',
      recordId: store.id,
      recordLabel: store.storeName,
    },
  );
  add(merchant, 5, 2, product(approved, 'product', 'Changed the product: price, description'));
  add(admin, 4, 9, product(approved, 'approval', 'Approved the product'));
  add(manager, 4, 5, order(outForDelivery, 'order-status', 'Moved the order from Pending to Processing'));
  add(
    staff,
    4,
    3,
    stocked &&
      product(
        stocked,
        'stock',
        `Set the stock to ${stocked.quantity ?? 0} (was ${(stocked.quantity ?? 0) + 6})`,
      ),
  );
  add(
    merchant,
    4,
    1,
    coupon && {
      kind: 'coupon',
      action: 'Changed the coupon',
      recordType: 'coupon',
      recordId: coupon.id,
      recordLabel: coupon.code ?? coupon.description,
    },
  );
  add(
    admin,
    3,
    8,
    carrier &&
      order(
        outForDelivery,
        'order-assignment',
        `Assigned the order to dispatcher ${carrier.firstName} ${carrier.lastName}`,
      ),
  );
  add(
    merchant,
    3,
    2,
    order(
      cancelled,
      'order-status',
      `Cancelled the order${cancelled?.cancellationReason ? `: ${cancelled.cancellationReason}` : ''}`,
    ),
  );
  add(
    carrier ? actorStamp(carrier) : dispatcher,
    2,
    7,
    order(outForDelivery, 'order-status', 'Moved the order from Shipped to Out for delivery'),
  );
  add(
    admin,
    2,
    4,
    delivered && {
      kind: 'payout',
      action: 'Approved the merchant payment',
      recordType: 'merchant-payment',
      recordId: delivered.id,
      recordLabel: `${delivered.orderName}${delivered.storeName ? ` (${delivered.storeName})` : ''}`,
    },
  );
  add(
    admin,
    1,
    6,
    disabledCard && {
      kind: 'gift-card',
      action: 'Set the gift card to disabled: reported lost by the buyer',
      recordType: 'gift-card',
      recordId: disabledCard.id,
      recordLabel: disabledCard.code,
    },
  );
  add(merchant, 1, 3, product(waiting, 'product', 'Created the product'));
  add(
    merchant,
    0,
    5,
    inactive && {
      kind: 'staff',
      action: 'Changed the staff member: inactive',
      recordType: 'staff',
      recordId: inactive.id,
      recordLabel: `${inactive.firstName} ${inactive.lastName}`,
    },
  );

  for (const [act, actor, days, hours] of entries) {
    if (!actor) continue;
    db.table('auditLog').insert({ ...act, actor: { ...actor }, createdAt: daysAgo(now, days, hours) });
  }
  seedRequests(db);
}

/**
 * The requests the seed left waiting, each signed by who asked, when it was asked: the pending hub
 * applications (by the store's owner), the partner onboardings sent for review and the returns asked for
 * (by the customer), so their timelines start where the record does.
 */
function seedRequests(db: Database): void {
  const stamp = (id: number | undefined) => {
    const user = id === undefined ? undefined : db.table('users').get(id);
    return user ? actorStamp(user) : undefined;
  };
  const write = (
    actor: AuditRow['actor'] | undefined,
    at: string | undefined,
    act: Omit<AuditRow, 'id' | 'actor' | 'createdAt'>,
  ) => {
    if (actor && at) db.table('auditLog').insert({ ...act, actor: { ...actor }, createdAt: at });
  };
  for (const application of db.table('hubApplications').where((a) => a.status === 'pending')) {
    const store = db.table('stores').get(application.storeId);
    const hub = db.table('hubs').get(application.hubId);
    write(stamp(store?.merchantId), application.createdAt, {
      kind: 'request',
      action: `Applied to ${hub?.name ?? 'the hub'}`,
      recordType: 'hub-application',
      recordId: application.id,
      ...(store ? { recordLabel: store.storeName } : {}),
    });
  }
  for (const partner of db.table('users').where((u) => u.accountType === 'partner')) {
    const profile = partner.profile ?? {};
    if (profile.onboardingStatus !== 'submitted') continue;
    write(actorStamp(partner), typeof profile.onboardedAt === 'string' ? profile.onboardedAt : undefined, {
      kind: 'request',
      action: 'Sent the onboarding for review',
      recordType: 'partner',
      recordId: partner.id,
      recordLabel: String(profile.shippingCompany ?? `${partner.firstName} ${partner.lastName}`),
    });
  }
  for (const ret of db.table('returns').all()) {
    const order = db.table('orders').get(ret.orderId);
    const record = {
      recordType: 'return' as const,
      recordId: ret.id,
      recordLabel: `${ret.type === 'replace' ? 'Replacement' : 'Return'} of ${order?.orderName ?? `order ${ret.orderId}`}`,
    };
    write(stamp(ret.customerId), ret.createdAt, {
      kind: 'request',
      action: ret.type === 'replace' ? 'Asked for a replacement' : 'Asked for a return',
      ...record,
    });
    // Where a seeded return stands, decided by its store (its steps between are not seeded).
    if (ret.status !== 'pending' && ret.updatedAt !== ret.createdAt) {
      write(stamp(ret.merchantId), ret.updatedAt, {
        kind: 'return-decision',
        action: RETURN_ACTIVITY[ret.status],
        ...record,
      });
    }
  }
}
