import type { Database } from '../../../db/Database';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { daysAgo } from '../../../seed/daysAgo';
import { actorStamp } from '../../../shared/actorStamp';
import { findUserByEmail } from '../../identity/findUserByEmail';
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
  const orders = db.table('orders').where((o) => o.merchantId === merchantId);
  const products = db.table('products').where((p) => p.merchantId === merchantId && !p.deleted);
  const store = db.table('stores').find((s) => s.merchantId === merchantId);
  const coupon = db.table('coupons').find((c) => c.merchantId === merchantId);
  const giftCard = db.table('giftCards').all()[0];
  const [o1, o2, o3] = orders;
  const [p1, p2] = products;

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
  const order = (o: typeof o1, kind: AuditRow['kind'], action: string) =>
    o && { kind, action, recordType: 'order' as const, recordId: o.id, recordLabel: o.orderName };
  const product = (p: typeof p1, kind: AuditRow['kind'], action: string) =>
    p && { kind, action, recordType: 'product' as const, recordId: p.id, recordLabel: p.name };

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
  add(merchant, 5, 2, product(p1, 'product', 'Changed the product: price, description'));
  add(admin, 4, 9, product(p1, 'approval', 'Approved the product'));
  add(staff, 4, 3, product(p2, 'stock', 'Set the stock to 24 (was 30)'));
  add(
    merchant,
    4,
    1,
    coupon && {
      kind: 'coupon',
      action: 'Created the coupon',
      recordType: 'coupon',
      recordId: coupon.id,
      recordLabel: coupon.code,
    },
  );
  add(admin, 3, 8, order(o1, 'order-assignment', 'Assigned the order to dispatcher Musa Garba'));
  add(staff, 3, 5, order(o1, 'order-status', 'Moved the order from Pending to Processing'));
  add(dispatcher, 3, 2, order(o1, 'order-status', 'Moved the order from Processing to Shipped'));
  add(admin, 2, 7, order(o2, 'order-status', 'Moved the order from Shipped to Delivered'));
  add(admin, 2, 4, order(o2, 'payout', 'Approved the merchant payment'));
  add(
    superAdmin,
    2,
    1,
    giftCard && {
      kind: 'gift-card',
      action: 'Set the gift card to active',
      recordType: 'gift-card',
      recordId: giftCard.id,
      recordLabel: giftCard.code,
    },
  );
  add(merchant, 1, 6, order(o3, 'order-status', 'Cancelled the order: Out of stock in this size'));
  add(
    admin,
    1,
    3,
    product(p2, 'rejection', 'Rejected the product: Photos are blurry; upload clear photos of the item'),
  );
  const member = db.table('staff').find((m) => m.email === 'amaka.obi@staff.demo.test');
  const memberRole = member && db.table('roles').get(member.roleId)?.name;
  add(
    merchant,
    0,
    5,
    member && {
      kind: 'staff',
      action: `Invited the staff member${memberRole ? ` as ${memberRole}` : ''}`,
      recordType: 'staff',
      recordId: member.id,
      recordLabel: `${member.firstName} ${member.lastName}`,
    },
  );

  for (const [act, actor, days, hours] of entries) {
    if (!actor) continue;
    db.table('auditLog').insert({ ...act, actor: { ...actor }, createdAt: daysAgo(now, days, hours) });
  }
}
