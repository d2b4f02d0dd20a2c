// Order tracking: checkout, the per-role order lists, the shared status update and the order's small
// updates (delivery token, rider phone, payout approval, platform hub).

import type { Entities } from '@marketplace/sdk';
import { fromKobo, isOrderClosed, payOnDeliveryBlockers, toKobo } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, refuse } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { fullName } from '../../shared/fullName';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { signedBy } from '../../shared/signedBy';
import { orderRecord } from '../audit/auditRecords';
import { recordAudit } from '../audit/recordAudit';
import { type CheckoutQuote, completeCheckout, quoteCheckout } from '../commerce/checkout';
import {
  acceptsPayOnDelivery,
  PAY_ON_DELIVERY,
  payOnDeliveryRefusal,
  recordPaymentOnDelivery,
} from '../commerce/payOnDelivery';
import { awaitsPayment, checkoutOrders } from '../commerce/unpaidCheckouts';
import { tellOrderPlaced, tellPayout, tellStatusChange } from '../notifications/orderNews';
import { HELD_BY_RETURN } from '../reports/merchantPayments';
import type {} from '../store/tables';
import { invoiceView } from '../store/transactionHandlers';
import { cancelOrders } from './cancelOrders';
import { canSeeOrder, merchantOwns, partnerHas } from './canSeeOrder';
import { logOrderActivity } from './logOrderActivity';
import { mentionsLagos } from './mentionsLagos';
import { orderList } from './orderList';
import { orderMatches } from './orderMatches';
import {
  ORDER_TRANSITIONS,
  ROLE_TARGETS,
  STATUS_ACTIVITY,
  statusByCode,
  statusCode,
  statusFields,
} from './orderStatuses';
import { viewOrder } from './orderView';
import { openReturnOf } from './returnRules';

type S = Entities;
type OrderRequest = S['CreateOrderRequest'];

/** The statuses in which a customer may still cancel a paid order: before it ships. */
const CUSTOMER_CANCELLABLE = ['pending', 'processing', 'ready_for_pickup'];

/** The order's human reference: `ORD-<year in Lagos>-<id on 6 digits>`. */
export const orderName = (id: number, at: Date) =>
  `ORD-${lagosDay(at).slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** The hub an order goes to when assigned to the platform: its store's hub, else the first hub. */
export function hubFor(db: Database, storeId: number | undefined): number | null {
  const store = storeId === undefined ? undefined : db.table('stores').get(storeId);
  if (store?.hubId) return store.hubId;
  // The hubs table is the store domain's; the first active hub (by id) takes orders of hub-less stores.
  const hubs = db
    .table('hubs')
    .where((h) => h.isActive !== false)
    .sort((a, b) => a.id - b.id);
  return hubs[0]?.id ?? null;
}

/** The quote, or why the order cannot be placed (also when the request names products not in the cart). */
function quote(
  db: Database,
  env: SandboxEnv,
  customerId: number,
  body: OrderRequest,
): CheckoutQuote | string {
  const result = quoteCheckout(db, env, customerId, { addressId: body.deliveryAddressId });
  if ('error' in result) return result.error;
  if (!result.deliveryAddress) return 'Choose a delivery address for this order';
  const inCart = new Set(result.groups.flatMap((g) => g.items.map((i) => i.productId)));
  const missing = body.orderItems.find((item) => !inCart.has(item.productId));
  if (missing) return `Product ${missing.productId} is not in your cart; review your cart and try again`;
  return result;
}

const groupStoreState = (db: Database, storeId: number) =>
  db.table('stores').get(storeId)?.shippingLocation?.state;

export const orderHandlers = defineHandlers({
  createOrder: ({ db, env, body, user }) => {
    if (!user) return forbidden();
    const q = quote(db, env, user.id, body);
    if (typeof q === 'string') return refuse(q);
    if (q.groups.length === 0) return refuse('Your cart is empty');
    const paymentMethod = body.paymentMethod ?? 'card';
    if (paymentMethod === PAY_ON_DELIVERY) {
      const lines = q.groups.map((group) => ({
        storeId: group.storeId,
        storeName: group.storeName,
        payOnDelivery: acceptsPayOnDelivery(db.table('stores').get(group.storeId)),
      }));
      const refusal = payOnDeliveryRefusal(q.deliveryAddress?.stateOrRegion, payOnDeliveryBlockers(lines));
      if (refusal) return refuse(refusal);
    }
    const pending = statusByCode(db, 'pending');
    if (!pending) return refuse('Order statuses are not set up', 500);
    const now = env.now();
    const lagosCustomer = mentionsLagos(q.deliveryAddress?.stateOrRegion);
    const orders: OrderRow[] = q.groups.map((group) => {
      const lagosMerchant = group.lagosMerchant ?? mentionsLagos(groupStoreState(db, group.storeId));
      const inserted = db.table('orders').insert({
        orderName: '',
        orderReturnId: null,
        orderNote: body.orderNote ?? null,
        ...statusFields(pending, now.toISOString()),
        partnerAssignOrderId: null,
        partnerProfile: null,
        dispatcherId: null,
        // The group's discount already counts its share of the gift cards, and its total what is left to pay.
        subtotal: group.subtotal,
        shippingFee: group.shippingFee,
        discount: group.discount,
        total: group.total,
        giftCardAmount: group.giftCardAmount,
        customerId: user.id,
        merchantId: group.merchantId,
        storeName: group.storeName,
        shippingEvidence: null,
        orderItems: structuredClone(group.items),
        rewardProductsIds: [...(group.rewardProductsIds ?? [])],
        deliveryAddress: structuredClone(q.deliveryAddress),
        dispatchPhoneNumber: null,
        orderDeliveryToken: env.token('dlv'),
        approvePayout: false,
        paymentMethod,
        assignedToPlatform: false,
        assignedToDispatcher: false,
        assignedToShippingPartner: false,
        withinLagos: group.withinLagos ?? (lagosMerchant && lagosCustomer),
        lagosMerchant,
        lagosCustomer,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        hubId: null,
        transactionId: null,
        paymentStatus: 'pending',
        declinedBy: [],
      });
      const order =
        db.table('orders').update(inserted.id, { orderName: orderName(inserted.id, now) }) ?? inserted;
      logOrderActivity(db, order.id, 'Order placed', now);
      return order;
    });
    completeCheckout(
      db,
      env,
      user.id,
      orders.map((o) => o.id),
    );
    if (orders.length === 0) return refuse('Your cart is empty');
    tellOrderPlaced(db, env, orders);
    const message =
      orders.length === 1 ? 'Order created successfully' : `${orders.length} orders created successfully`;
    // Every order of the checkout, and what one payment must cover (initializeProductPayment's amount).
    const amountDue = fromKobo(orders.reduce((sum, o) => sum + toKobo(o.total), 0));
    return ok({ orders: orders.map((o) => viewOrder(db, o, user)), amountDue }, message, 201);
  },

  simulateOrder: ({ db, env, body, user }) => {
    if (!user) return forbidden();
    const q = quote(db, env, user.id, body);
    if (typeof q === 'string') return refuse(q);
    // Per-order amounts summed, so the priced order is what createOrder's orders add up to.
    const sum = (key: 'subtotal' | 'shippingFee' | 'discount' | 'total') =>
      fromKobo(q.groups.reduce((total, g) => total + toKobo(g[key]), 0));
    const lagosCustomer = mentionsLagos(q.deliveryAddress?.stateOrRegion);
    const lagosMerchant = q.groups.every(
      (g) => g.lagosMerchant ?? mentionsLagos(groupStoreState(db, g.storeId)),
    );
    return ok(
      {
        orderItems: structuredClone(q.groups.flatMap((g) => g.items)),
        subtotal: sum('subtotal'),
        shippingFee: sum('shippingFee'),
        discount: sum('discount'),
        total: sum('total'),
        rewardProductsIds: q.groups.flatMap((g) => g.rewardProductsIds ?? []),
        withinLagos: lagosMerchant && lagosCustomer,
        lagosMerchant,
        lagosCustomer,
      },
      'Order simulated successfully',
    );
  },

  updateOrder: ({ db, env, path, body, user }) => {
    if (!user) return forbidden();
    const order = db.table('orders').get(path.id);
    if (!order) return notFound('Order not found');
    const target = db.table('orderStatuses').get(body.orderStatusId);
    if (!target) return invalid([{ field: 'orderStatusId', message: 'Order status does not exist' }]);

    // Which kind of caller this is, and whether the order is theirs to move.
    let kind: keyof typeof ROLE_TARGETS;
    if (user.role === 'merchant') {
      if (!merchantOwns(db, user, order.merchantId)) return notFound('Order not found');
      kind = 'merchant';
    } else if (user.role === 'shipping-partner') {
      if (!partnerHas(order, user)) return notFound('Order not found');
      kind = 'partner';
    } else if (isPlatformAdmin(user)) {
      kind = 'admin';
    } else if (user.accountType === 'dispatcher') {
      if (order.dispatcherId !== user.id || !order.assignedToDispatcher) {
        return forbidden('This order is not assigned to you');
      }
      kind = 'dispatcher';
    } else {
      return forbidden('A scheduler assigns orders but does not update their status');
    }

    const from = statusCode(db, order);
    const fromName = db.table('orderStatuses').get(order.orderStatusId)?.name ?? from;
    if (!(ORDER_TRANSITIONS[from] ?? []).includes(target.code_name)) {
      return refuse(`Cannot move an order from ${fromName} to ${target.name}`);
    }
    if (!ROLE_TARGETS[kind].includes(target.code_name)) {
      return forbidden(`A ${kind} cannot move an order to ${target.name}`);
    }
    if (
      kind === 'merchant' &&
      target.code_name === 'cancelled' &&
      from !== 'pending' &&
      from !== 'processing'
    ) {
      return forbidden('A merchant can cancel an order only while it is pending or processing');
    }
    if (target.code_name === 'delivered' && kind !== 'admin') {
      if (!body.orderDeliveryToken) return refuse("Enter the customer's delivery token to confirm delivery");
      if (body.orderDeliveryToken !== order.orderDeliveryToken)
        return refuse('The delivery token is not correct');
    }

    if (target.code_name === 'cancelled') {
      // Cancelling gives back stock, coupon uses and gift card money, and refunds a paid order.
      const note = body.activity?.trim();
      cancelOrders(db, env, [order], {
        by: kind === 'merchant' ? 'merchant' : 'admin',
        decidedBy: fullName(user),
        ...signedBy(db),
        ...(note ? { reason: note } : {}),
        activity: note || STATUS_ACTIVITY.cancelled || 'Order cancelled',
      });
      recordAudit(db, env, {
        kind: 'order-status',
        action: `Cancelled the order${note ? `: ${note}` : ''}`,
        ...orderRecord(order),
      });
      const cancelled = db.table('orders').get(order.id) ?? order;
      return ok(viewOrder(db, cancelled, user), 'Order updated successfully');
    }

    const now = env.now();
    const updated = db.table('orders').update(order.id, {
      ...statusFields(target, now.toISOString()),
      ...(body.shippingEvidence ? { shippingEvidence: body.shippingEvidence } : {}),
      // The return window runs from the delivery.
      ...(target.code_name === 'delivered' ? { deliveredAt: now.toISOString() } : {}),
      updatedAt: now.toISOString(),
    });
    if (!updated) return notFound('Order not found');
    logOrderActivity(
      db,
      order.id,
      body.activity?.trim() || STATUS_ACTIVITY[target.code_name] || target.name,
      now,
    );
    tellStatusChange(db, env, updated, target.name, kind);
    recordAudit(db, env, {
      kind: 'order-status',
      action: `Moved the order from ${fromName} to ${target.name}`,
      ...orderRecord(order),
    });
    // Whoever delivers it (partner, dispatcher, admin), the rider collected a pay-on-delivery order's payment.
    const paid = target.code_name === 'delivered' && recordPaymentOnDelivery(db, env, updated);
    const current = (paid && db.table('orders').get(order.id)) || updated;
    return ok(viewOrder(db, current, user), 'Order updated successfully');
  },

  updateOrderToken: ({ db, env, query, user }) => {
    if (!user) return forbidden();
    const order = db.table('orders').get(query.orderId);
    if (!order || order.customerId !== user.id) return notFound('Order not found');
    if (isOrderClosed(statusCode(db, order))) {
      return refuse('The delivery token can only be changed before the order is delivered');
    }
    const now = env.now();
    const token = env.token('dlv');
    db.table('orders').update(order.id, { orderDeliveryToken: token, updatedAt: now.toISOString() });
    logOrderActivity(db, order.id, 'Delivery token renewed by the customer', now);
    return ok({ orderId: order.id, orderDeliveryToken: token }, 'Token updated successfully');
  },

  cancelCustomerOrder: ({ db, env, path, body, user }) => {
    if (!user) return forbidden();
    const order = db.table('orders').get(path.id);
    if (!order || order.customerId !== user.id) return notFound('Order not found');
    const code = statusCode(db, order);
    if (code === 'cancelled') return refuse('This order is already cancelled');
    const reason = body.reason?.trim() ?? '';
    if (awaitsPayment(db, order)) {
      // Nothing was paid: the whole checkout goes (one payment would have covered all of it).
      const orders = checkoutOrders(db, order);
      cancelOrders(db, env, orders, {
        by: 'customer',
        decidedBy: fullName(user),
        ...signedBy(db),
        ...(reason ? { reason } : {}),
        activity: `Checkout cancelled by the customer before paying${reason ? `: ${reason}` : ''}`,
      });
      for (const o of orders)
        recordAudit(db, env, {
          kind: 'order-status',
          action: `Cancelled the order before paying${reason ? `: ${reason}` : ''}`,
          ...orderRecord(o),
        });
      return ok(
        { orders: orders.map((o) => viewOrder(db, db.table('orders').get(o.id) ?? o, user)), refund: null },
        orders.length === 1 ? 'Order cancelled' : `${orders.length} orders cancelled`,
      );
    }
    if (!CUSTOMER_CANCELLABLE.includes(code)) {
      return refuse(
        'This order has left the store: it can no longer be cancelled; ask for a return once it is delivered',
      );
    }
    if (!reason) return invalid([{ field: 'reason', message: 'Tell the store why you are cancelling' }]);
    const [refund] = cancelOrders(db, env, [order], {
      by: 'customer',
      decidedBy: fullName(user),
      reason,
      ...signedBy(db),
    });
    recordAudit(db, env, {
      kind: 'order-status',
      action: `Cancelled the order: ${reason}`,
      ...orderRecord(order),
    });
    const current = db.table('orders').get(order.id) ?? order;
    const { customerId: _c, orderIds: _o, merchantIds: _m, ...refundView } = refund ?? ({} as never);
    return ok(
      { orders: [viewOrder(db, current, user)], refund: refund ? structuredClone(refundView) : null },
      refund ? 'Order cancelled and refunded' : 'Order cancelled',
    );
  },

  getOrderInvoice: ({ db, path, user }) => {
    const order = db.table('orders').get(path.id);
    if (!user || !order || !canSeeOrder(db, user, order)) return notFound('Invoice not found');
    return ok(invoiceView(db, order), 'Invoice fetched');
  },

  getCustomerOrders: ({ db, env, query, user }) => {
    if (!user) return forbidden();
    return orderList(db, env, user, query, (o) => o.customerId === user.id);
  },

  getMerchantOrders: ({ db, env, query, user }) => {
    if (!user) return forbidden();
    return orderList(db, env, user, query, (o) => merchantOwns(db, user, o.merchantId));
  },

  getAdminOrders: ({ db, env, query, user }) => {
    if (!user || !isPlatformAdmin(user)) return forbidden('Only an admin can view all orders');
    return orderList(db, env, user, query, () => true);
  },

  getAdminHubOrders: ({ db, env, query, user }) => {
    if (!user || !isPlatformAdmin(user)) return forbidden('Only an admin can view the hub orders');
    return orderList(db, env, user, query, (o) => !!o.assignedToPlatform);
  },

  getDispatcherOrders: ({ db, env, query, user }) => {
    if (!user) return forbidden();
    let mine: (o: OrderRow) => boolean;
    if (user.accountType === 'dispatcher')
      mine = (o) => !!o.assignedToDispatcher && o.dispatcherId === user.id;
    else if (isPlatformAdmin(user)) mine = (o) => !!o.assignedToDispatcher;
    else return forbidden('Only a dispatcher or an admin can view dispatcher orders');
    return orderList(db, env, user, query, (o) => mine(o) && orderMatches(db, o, query.search));
  },

  getSchedulerOrders: ({ db, env, query, user }) => {
    if (!user || !(user.accountType === 'scheduler' || isPlatformAdmin(user))) {
      return forbidden('Only a scheduler or an admin can view the orders waiting for assignment');
    }
    const { assignment = 'waiting' } = query;
    if (assignment !== 'waiting' && assignment !== 'assigned') {
      return invalid([{ field: 'assignment', message: 'Assignment must be one of waiting, assigned' }]);
    }
    // `assignment=assigned`: the open orders handed out, so the scheduler keeps them in view.
    const handedOut = assignment === 'assigned';
    const inList = (o: OrderRow) =>
      !!(o.assignedToDispatcher || o.assignedToShippingPartner) === handedOut &&
      !isOrderClosed(statusCode(db, o));
    return orderList(db, env, user, query, (o) => inList(o) && orderMatches(db, o, query.search));
  },

  searchOrders: ({ db, env, query, user }) => {
    if (!user) return forbidden();
    const scope = (o: OrderRow) => user.role === 'admin' || merchantOwns(db, user, o.merchantId);
    return orderList(db, env, user, query, (o) => scope(o) && orderMatches(db, o, query.search));
  },

  getOrderDetails: ({ db, path, user }) => {
    const order = db.table('orders').get(path.id);
    if (!user || !order || !canSeeOrder(db, user, order)) return notFound('Order not found');
    return ok(viewOrder(db, order, user), 'Order fetched successfully');
  },

  getOrderStatuses: ({ db, query }) => {
    const type = query.orderType ?? 'all';
    const statuses = db
      .table('orderStatuses')
      .all()
      .filter((s) => type === 'all' || ROLE_TARGETS[type].includes(s.code_name))
      .sort((a, b) => a.id - b.id);
    const roles = ['merchant', 'admin', 'dispatcher', 'partner'] as const;
    return ok(
      statuses.map((s) => {
        const orderType = roles.find((r) => r === s.orderType);
        return {
          id: s.id,
          name: s.name,
          code_name: s.code_name,
          ...(s.displayName ? { displayName: s.displayName } : {}),
          // The list's 'all' (any role) is not one of the contract's orderType values: left out then.
          ...(orderType ? { orderType } : {}),
        };
      }),
      'Order statuses fetched successfully',
    );
  },

  assignOrderToPlatform: ({ db, env, path, user }) => {
    if (!user) return forbidden();
    const order = db.table('orders').get(path.id);
    if (!order) return notFound('Order not found');
    const result = assignToPlatform(db, env, order, user);
    if (typeof result === 'string') return refuse(result);
    return ok(viewOrder(db, result, user), 'Order assigned to the platform successfully');
  },

  updateDispatchPhone: ({ db, env, path, body, user }) => {
    if (!user) return forbidden();
    const order = db.table('orders').get(path.id);
    if (!order) return notFound('Order not found');
    if (user.role === 'shipping-partner') {
      if (!partnerHas(order, user)) return notFound('Order not found');
    } else if (user.accountType === 'dispatcher') {
      if (!order.assignedToDispatcher || order.dispatcherId !== user.id) {
        return forbidden('This order is not assigned to you');
      }
    } else if (!isPlatformAdmin(user) && user.accountType !== 'scheduler') {
      return forbidden('Only the carrier, the scheduler or an admin can set the rider of an order');
    }
    if (isOrderClosed(statusCode(db, order))) return refuse('This order is closed');
    const phone = body.dispatchPhoneNumber.trim();
    if (!/^\+?[0-9][0-9 -]{6,}$/.test(phone)) {
      return invalid([
        { field: 'dispatchPhoneNumber', message: 'Dispatch phone number is not a phone number' },
      ]);
    }
    const now = env.now();
    const updated = db
      .table('orders')
      .update(order.id, { dispatchPhoneNumber: phone, updatedAt: now.toISOString() });
    if (!updated) return notFound('Order not found');
    logOrderActivity(db, order.id, `Rider's phone number set to ${phone}`, now);
    return ok(viewOrder(db, updated, user), 'Dispatch phone number updated successfully');
  },

  approveMerchantPayment: ({ db, env, path, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only an admin can approve merchant payments');
    const order = db.table('orders').get(path.id);
    if (!order) return notFound('Order not found');
    // A returned order was delivered: what it still owes the merchant (delivery, a partial refund) is paid.
    if (!['delivered', 'returned'].includes(statusCode(db, order)))
      return refuse('Only delivered orders can be paid out');
    if (order.paymentStatus === 'approved') return refuse('The payment of this order is already approved');
    if (order.paymentStatus === 'processed') return refuse('The payment of this order is already processed');
    if (openReturnOf(db, order.id)) {
      return refuse(`${HELD_BY_RETURN}: its payout is held until the return is completed or declined`);
    }
    const now = env.now();
    const updated = db
      .table('orders')
      .update(order.id, { approvePayout: true, paymentStatus: 'approved', updatedAt: now.toISOString() });
    if (!updated) return notFound('Order not found');
    logOrderActivity(db, order.id, 'Merchant payment approved', now, 'internal');
    tellPayout(db, env, updated, 'approved');
    recordAudit(db, env, {
      kind: 'payout',
      action: 'Approved the merchant payment',
      recordType: 'merchant-payment',
      recordId: order.id,
      recordLabel: `${order.orderName}${order.storeName ? ` (${order.storeName})` : ''}`,
    });
    return ok(viewOrder(db, updated, user), 'Merchant payment approved successfully');
  },
});

/** Assigns the order to the platform hub; a message when it cannot be. */
export function assignToPlatform(
  db: Database,
  env: SandboxEnv,
  order: OrderRow,
  _user: UserRow,
): OrderRow | string {
  if (isOrderClosed(statusCode(db, order))) return 'Only open orders can be assigned';
  if (order.assignedToPlatform) return 'The order is already assigned to the platform hub';
  const now = env.now();
  const updated = db.table('orders').update(order.id, {
    assignedToPlatform: true,
    hubId: hubFor(db, order.orderItems?.[0]?.storeId),
    updatedAt: now.toISOString(),
  });
  if (!updated) return 'Order not found';
  logOrderActivity(db, order.id, 'Order assigned to the platform hub', now, 'internal');
  recordAudit(db, env, {
    kind: 'order-assignment',
    action: 'Assigned the order to the platform hub',
    ...orderRecord(order),
  });
  return updated;
}
