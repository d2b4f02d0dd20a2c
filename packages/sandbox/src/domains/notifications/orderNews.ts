// What customers, merchants and carriers are told about orders, returns, payouts and gift cards: each event's
// wording in one place, sent with `notify` (a notification and an outbox email).
import { formatMoney } from '@marketplace/sdk';
import type { OrderRow, ReturnRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import type { GiftCardRow } from '../commerce/tables';
import { emailTo, notify, notifyAdmins } from './notify';

const nameOf = (order: Pick<OrderRow, 'id' | 'orderName'>) => order.orderName ?? `Order ${order.id}`;

/**
 * A checkout placed these orders (one per merchant): the customer is told once, each merchant of its own.
 *
 * @example
 * tellOrderPlaced(db, env, orders);
 */
export function tellOrderPlaced(db: Database, env: SandboxEnv, orders: readonly OrderRow[]): void {
  const [first] = orders;
  if (!first) return;
  const names = orders.map(nameOf).join(', ');
  notify(db, env, first.customerId, {
    kind: 'order-placed',
    title: orders.length === 1 ? `Order ${names} placed` : `${orders.length} orders placed: ${names}`,
    body: `Total ${formatMoney(orders.reduce((sum, o) => sum + o.total, 0))}. We will tell you as each one moves.`,
    link: orders.length === 1 ? `/customer/orders/${first.id}` : '/customer/orders',
  });
  for (const order of orders) {
    const items = order.orderItems?.length ?? 0;
    notify(db, env, order.merchantId, {
      kind: 'order-placed',
      title: `New order ${nameOf(order)}`,
      body: `${items} ${items === 1 ? 'item' : 'items'}, ${formatMoney(order.total)}.`,
      link: '/merchant/orders',
    });
  }
}

/**
 * An order moved to a new status: the customer is told; the merchant too when someone else (a rider, a
 * dispatcher, an admin) moved it.
 *
 * @example
 * tellStatusChange(db, env, order, 'Delivered', 'partner');
 */
export function tellStatusChange(
  db: Database,
  env: SandboxEnv,
  order: OrderRow,
  statusName: string,
  by: string,
): void {
  const status = statusName.toLowerCase();
  notify(db, env, order.customerId, {
    kind: 'order-status',
    title: `Your order ${nameOf(order)} is ${status}`,
    body:
      status === 'delivered'
        ? 'Your order was delivered. Thank you for shopping with us.'
        : `${order.storeName ?? 'The store'} moved your order to ${status}.`,
    link: `/customer/orders/${order.id}`,
  });
  if (by !== 'merchant') {
    notify(db, env, order.merchantId, {
      kind: 'order-status',
      title: `Order ${nameOf(order)} is ${status}`,
      link: '/merchant/orders',
    });
  }
}

/**
 * A merchant's payout for an order was approved, or paid (processed).
 *
 * @example
 * tellPayout(db, env, order, 'paid');
 */
export function tellPayout(db: Database, env: SandboxEnv, order: OrderRow, step: 'approved' | 'paid'): void {
  notify(db, env, order.merchantId, {
    kind: 'payout',
    title: step === 'approved' ? `Payout for ${nameOf(order)} approved` : `Payout for ${nameOf(order)} paid`,
    body:
      step === 'approved'
        ? 'The marketplace approved the payout of this order; it is paid to your bank account next.'
        : 'The payout of this order was paid to your bank account.',
    link: '/merchant/money/payouts',
  });
}

/**
 * A customer asked to return (or replace) a delivered order: its merchant and every platform admin are
 * told, since either may decide it.
 *
 * @example
 * tellReturnRequest(db, env, ret, order);
 */
export function tellReturnRequest(db: Database, env: SandboxEnv, ret: ReturnRow, order: OrderRow): void {
  const asked = ret.type === 'replace' ? 'A replacement' : 'A return';
  const message = {
    kind: 'return-request' as const,
    title: `${asked} of ${nameOf(order)} was requested`,
    ...(ret.reason ? { body: `“${ret.reason}”` } : {}),
  };
  notify(db, env, order.merchantId, { ...message, link: '/merchant/returns' });
  notifyAdmins(db, env, { ...message, link: '/admin/returns' });
}

const RETURN_NEWS: Partial<Record<string, string>> = {
  approved: 'approved',
  declined: 'declined',
  received: 'received by the store',
  completed: 'completed',
};

/**
 * A return moved: the customer is told of the decision and what follows.
 *
 * @example
 * tellReturnDecision(db, env, ret, 'approved');
 */
export function tellReturnDecision(db: Database, env: SandboxEnv, ret: ReturnRow, status: string): void {
  const news = RETURN_NEWS[status];
  if (!news) return;
  const order = db.table('orders').get(ret.orderId);
  notify(db, env, ret.customerId, {
    kind: 'return-decision',
    title: `Your return for ${order ? nameOf(order) : `order ${ret.orderId}`} was ${news}`,
    link: '/customer/returns',
  });
}

/**
 * A paid gift card reaches its recipient: an email to the recipient's address (an account or not), and
 * a notification when it is a customer's.
 *
 * @example
 * tellGiftCard(db, env, card);
 */
export function tellGiftCard(db: Database, env: SandboxEnv, card: GiftCardRow): void {
  const to = card.recipientEmail?.trim().toLowerCase();
  if (!to) return;
  const buyer = db.table('users').get(card.customerId);
  const from = buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : 'Someone';
  const message = {
    kind: 'gift-card' as const,
    title: `${from} sent you a ${formatMoney(card.amount)} gift card`,
    body: `Use the code ${card.code} at checkout.${card.message ? ` “${card.message}”` : ''}`,
    link: '/customer/gift-cards',
  };
  const recipient = db.table('users').find((u) => u.role === 'customer' && u.email.toLowerCase() === to);
  if (recipient) notify(db, env, recipient.id, message);
  else emailTo(db, env, to, message);
}

/**
 * An order was handed to a carrier: the shipping partner or the dispatcher it now belongs to is told.
 *
 * @example
 * tellAssigned(db, env, order, partner.id, 'partner');
 */
export function tellAssigned(
  db: Database,
  env: SandboxEnv,
  order: OrderRow,
  carrierId: number,
  carrier: 'partner' | 'dispatcher',
): void {
  notify(db, env, carrierId, {
    kind: 'order-assigned',
    title: `Order ${nameOf(order)} assigned to you`,
    body: `Pick it up from ${order.storeName ?? 'the store'} and deliver it to the customer.`,
    link:
      carrier === 'partner'
        ? `/shipping-partner/orders?order=${order.id}`
        : `/admin/orders?order=${order.id}`,
  });
}
