// Seed data of the orders domain: the status list, six months of past orders with their activity logs,
// assignments, payments and a few returns, so every order screen and report has something to show.
import type { Entities } from '@marketplace/sdk';
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { AddressRow, OrderRow, ProductRow, ReturnRow, StoreRow } from '../../../db/core';
import type { Database } from '../../../db/Database';
import type { UserRow } from '../../../db/identity';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { DAY_MS } from '../../../seed/daysAgo';
import { actorStamp } from '../../../shared/actorStamp';
import { shippingFee } from '../../commerce/shipping';
import { weightKg } from '../../commerce/weightKg';
import { linesValue } from '../linesValue';
import { logOrderActivity } from '../logOrderActivity';
import { mentionsLagos } from '../mentionsLagos';
import { hubFor, orderName } from '../orderHandlers';
import { ORDER_STATUSES } from '../orderStatuses';
import { orderPartnerProfile } from '../shippingPartnerView';
import type { AssignmentRow } from '../tables';
import {
  ACTIVITY,
  CARDS,
  type Carrier,
  type Code,
  DEMO_OLDER,
  LATE_DELIVERY,
  LATE_DELIVERY_AGE,
  OPEN_ORDERS,
  ORDER_COUNT,
  PATHS,
  STEP_HOURS,
  TRANSFER_BANKS,
} from './ordersSeedData';

type S = Entities;
const HOUR = 3_600_000;
const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

export function seedOrders(db: Database, env: SandboxEnv): void {
  for (const status of ORDER_STATUSES) db.table('orderStatuses').insert({ ...status });

  const users = db.table('users');
  const byEmail = (email: string) => users.find((u) => u.email === email);
  const customers = byId(users.where((u) => u.accountType === 'customer' && u.active && u.confirmed));
  const demoCustomer = byEmail('customer@demo.test') ?? customers[0];
  const others = customers.filter((c) => c.id !== demoCustomer?.id);
  const demoMerchant = byEmail('merchant@demo.test');
  const dispatcher = byEmail('dispatcher@demo.test') ?? users.find((u) => u.accountType === 'dispatcher');
  const partner = byEmail('partner@demo.test') ?? users.find((u) => u.accountType === 'partner');
  const assigner =
    byEmail('scheduler@demo.test') ?? byEmail('admin@demo.test') ?? users.find((u) => u.role === 'admin');

  const catalog = new Map<number, ProductRow[]>();
  for (const product of byId(db.table('products').all())) {
    if (product.approvalStatus !== 'approved' || product.deleted || !product.pricing[0]) continue;
    catalog.set(product.storeId, [...(catalog.get(product.storeId) ?? []), product]);
  }
  const stores = byId(
    db.table('stores').where((s) => s.firstApproval && (catalog.get(s.id)?.length ?? 0) > 0),
  );
  if (!demoCustomer || stores.length === 0) return;
  const demoStore = stores.find((s) => s.merchantId === demoMerchant?.id);
  const otherStores = stores.filter((s) => s !== demoStore);

  const now = env.now().getTime();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(env.random() * list.length)] as T;
  let delivered = 0;
  let othersNext = 0;
  let otherStoresNext = 0;

  // Plan the orders youngest first, then place them oldest first so ids and names follow the dates.
  const plans = Array.from({ length: ORDER_COUNT }, (_, index) => {
    const open = OPEN_ORDERS[index];
    const code: Code = open?.code ?? (index % 7 === 3 ? 'cancelled' : 'delivered');
    const forDemo = open ? open.demo : DEMO_OLDER.has(index);
    // Spread over the last six months; open orders are hours to a few days old.
    const ageMs = open
      ? (6 + index * 9) * HOUR
      : (5 + ((index - OPEN_ORDERS.length) * 175) / (ORDER_COUNT - OPEN_ORDERS.length)) * DAY_MS;
    const placed = Math.floor((now - ageMs - env.random() * 2 * HOUR) / 60_000) * 60_000;
    // The next customer in turn who had already joined.
    let customer = demoCustomer;
    for (let tries = 0; !forDemo && tries < others.length; tries++) {
      const candidate = others[othersNext++ % others.length] as UserRow;
      if (Date.parse(candidate.createdAt) < placed - DAY_MS) {
        customer = candidate;
        break;
      }
    }
    const store =
      demoStore && (index % 3 === 0 || (forDemo && index !== 7))
        ? demoStore
        : (otherStores[otherStoresNext++ % Math.max(otherStores.length, 1)] ??
          demoStore ??
          (stores[0] as StoreRow));
    let carrier: Carrier = open?.carrier ?? 'none';
    if (!open && code === 'delivered')
      carrier = (['platform+dispatcher', 'partner', 'dispatcher'] as const)[index % 3] ?? 'none';
    if ((carrier === 'partner' && !partner) || (carrier.includes('dispatcher') && !dispatcher))
      carrier = 'platform';
    return { index, open: !!open, code, customer, store, carrier, placed };
  });

  for (const { index, open, code, customer, store, carrier, placed } of plans.sort(
    (a, b) => a.placed - b.placed,
  )) {
    const path = PATHS[code];
    const stepAt = (step: Code) =>
      new Date(
        open
          ? placed + (path.indexOf(step) / path.length) * (now - placed)
          : index === LATE_DELIVERY
            ? placed + (STEP_HOURS[step] / STEP_HOURS.delivered) * (now - LATE_DELIVERY_AGE - placed)
            : placed + STEP_HOURS[step] * HOUR,
      );

    const order = seedOrder(db, env, {
      customer,
      store,
      products: catalog.get(store.id) ?? [],
      placed,
      index,
      pick,
    });
    // Signed as the live handlers would: the customer places (and here cancels), the store processes and
    // readies it, whoever carries it moves it on (the platform's admin for the hub, the store when no one does).
    const owner = users.get(store.merchantId);
    const carrierUser =
      carrier === 'partner'
        ? partner
        : carrier.endsWith('dispatcher')
          ? dispatcher
          : carrier === 'platform'
            ? assigner
            : owner;
    const actorOf = (step: Code) =>
      step === 'pending' || step === 'cancelled'
        ? customer
        : step === 'processing' || step === 'ready_for_pickup'
          ? owner
          : carrierUser;
    for (const step of path) {
      const by = actorOf(step);
      logOrderActivity(db, order.id, ACTIVITY[step], stepAt(step), 'customer', by && actorStamp(by));
    }

    // Assignment once the order is processed (platform) or ready for pickup (carriers).
    const patch: Partial<OrderRow> = {};
    const assignedAt = stepAt(path.includes('ready_for_pickup') ? 'ready_for_pickup' : 'processing');
    assignedAt.setTime(assignedAt.getTime() + 30 * 60_000);
    const assign = (
      fields: Omit<AssignmentRow, 'id' | 'orderId' | 'assignedBy' | 'active' | 'createdAt'>,
      text: string,
    ) => {
      const row = db.table('orderAssignments').insert({
        orderId: order.id,
        assignedBy: assigner?.id ?? 1,
        active: true,
        createdAt: assignedAt.toISOString(),
        ...fields,
      });
      // Internal, as the live assignment's entry is: the customer's tracking does not show who carries it.
      logOrderActivity(db, order.id, text, assignedAt, 'internal', assigner && actorStamp(assigner));
      return row;
    };
    if (carrier.startsWith('platform') && code !== 'cancelled') {
      assign({ assignTo: 'platform' }, 'Order assigned to the platform hub');
      Object.assign(patch, { assignedToPlatform: true, hubId: hubFor(db, store.id) });
    }
    if (carrier.endsWith('dispatcher') && dispatcher) {
      assign(
        { assignTo: 'dispatcher', dispatcherId: dispatcher.id },
        `Order assigned to dispatcher ${dispatcher.firstName} ${dispatcher.lastName}`,
      );
      Object.assign(patch, { assignedToDispatcher: true, dispatcherId: dispatcher.id });
    }
    if (carrier === 'partner' && partner) {
      const profile = orderPartnerProfile(partner);
      const row = assign(
        { assignTo: 'shippingPartner', partnerId: partner.id },
        `Order assigned to shipping partner ${profile.name}`,
      );
      Object.assign(patch, {
        assignedToShippingPartner: true,
        partnerAssignOrderId: row.id,
        partnerProfile: profile,
      });
    }
    if (
      ['shipped', 'out_for_delivery', 'delivered'].includes(code) &&
      carrier !== 'none' &&
      carrier !== 'platform'
    ) {
      patch.dispatchPhoneNumber = `+234803${String(1_000_000 + ((order.id * 7919) % 9_000_000)).padStart(7, '0')}`;
    }
    if (code === 'delivered') {
      const payment = (['pending', 'processed', 'approved'] as const)[delivered++ % 3] ?? 'pending';
      Object.assign(patch, {
        paymentStatus: payment,
        approvePayout: payment !== 'pending',
        shippingEvidence: env.image(`evidence/${order.orderName.toLowerCase()}.svg`),
      });
    }
    const status = db.table('orderStatuses').find((s) => s.code_name === code);
    const last = stepAt(code).toISOString();
    if (code === 'delivered') patch.deliveredAt = last;
    db.table('orders').update(order.id, {
      ...patch,
      ...(status ? { orderStatusId: status.id, orderStatus: status.name, status: status.code_name } : {}),
      updatedAt: last,
    });
    seedTransaction(db, order.id, customer, code === 'cancelled', pick, env);
  }

  seedReturns(db, env, demoCustomer, demoStore);
}

/** One placed order of one store's products (status pending; the caller moves it along its path). */
function seedOrder(
  db: Database,
  env: SandboxEnv,
  input: {
    customer: UserRow;
    store: StoreRow;
    products: ProductRow[];
    placed: number;
    index: number;
    pick: <T>(list: readonly T[]) => T;
  },
): OrderRow {
  const { customer, store, placed, index } = input;
  // Products already listed when the order was placed (all of the store's when none were).
  const listed = input.products.filter((p) => Date.parse(p.createdAt) < placed);
  const products = listed.length > 0 ? listed : input.products;
  const count = Math.min(products.length, 1 + Math.floor(env.random() * 3));
  const start = (index * 5) % products.length;
  const chosen = Array.from(
    { length: count },
    (_, k) => products[(start + k) % products.length] as ProductRow,
  );
  const address = deliveryAddress(db, customer);
  const lines = chosen.map((product, k) => ({
    product,
    quantity:
      1 + Math.floor(env.random() * (toKobo(product.pricing[0]?.sellingPrice ?? 0) > 5_000_000 ? 1 : 3)),
    price: product.pricing[0]?.sellingPrice ?? 0,
    variant: product.productVariant?.variant?.[(index + k) % (product.productVariant?.variant?.length || 1)],
  }));
  const subtotalKobo = lines.reduce((sum, l) => sum + toKobo(l.price) * l.quantity, 0);
  const weight = lines.reduce((sum, l) => sum + weightKg(l.product) * l.quantity, 0);
  const storeState = store.shippingLocation?.state;
  const fee = toKobo(
    shippingFee(storeState, address.stateOrRegion, weight, fromKobo(subtotalKobo)).shippingFee,
  );
  // Every fourth order used a 10% coupon (at most ₦5,000).
  const discountKobo = index % 4 === 1 ? Math.min(Math.round(subtotalKobo / 10), 500_000) : 0;
  const shares = lines.map((_, k) =>
    k === 0 ? fee - Math.floor(fee / lines.length) * (lines.length - 1) : Math.floor(fee / lines.length),
  );

  const orderItems: S['OrderItem'][] = lines.map((l, k) => ({
    productId: l.product.id,
    merchantId: store.merchantId,
    storeName: store.storeName,
    storeId: store.id,
    shippingFee: fromKobo(shares[k] ?? 0),
    quantity: l.quantity,
    productPrice: l.price,
    productName: l.product.name,
    hostedImages: [...(l.product.hostedImages ?? [])],
    ...(l.variant ? { productVariants: [{ ...structuredClone(l.variant), quantity: l.quantity }] } : {}),
    discount: k === 0 ? fromKobo(discountKobo) : 0,
  }));
  const lagosMerchant = mentionsLagos(storeState);
  const lagosCustomer = mentionsLagos(address.stateOrRegion);
  const at = new Date(placed);
  const inserted = db.table('orders').insert({
    orderName: '',
    orderReturnId: null,
    orderNote: index % 5 === 2 ? 'Please call before delivery.' : null,
    orderStatusId: 1,
    orderStatus: 'Pending',
    status: 'pending',
    partnerAssignOrderId: null,
    partnerProfile: null,
    dispatcherId: null,
    subtotal: fromKobo(subtotalKobo),
    shippingFee: fromKobo(fee),
    discount: fromKobo(discountKobo),
    total: fromKobo(subtotalKobo + fee - discountKobo),
    customerId: customer.id,
    merchantId: store.merchantId,
    storeName: store.storeName,
    shippingEvidence: null,
    orderItems,
    rewardProductsIds: [],
    deliveryAddress: address,
    dispatchPhoneNumber: null,
    orderDeliveryToken: env.token('dlv'),
    approvePayout: false,
    assignedToPlatform: false,
    assignedToDispatcher: false,
    assignedToShippingPartner: false,
    withinLagos: lagosMerchant && lagosCustomer,
    lagosMerchant,
    lagosCustomer,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    hubId: null,
    transactionId: null,
    paymentStatus: 'pending',
    declinedBy: [],
  });
  return db.table('orders').update(inserted.id, { orderName: orderName(inserted.id, at) }) ?? inserted;
}

/** The customer's default address (or first), else one made from their account. */
function deliveryAddress(db: Database, customer: UserRow): S['ShippingAddress'] {
  const addresses = byId(db.table('addresses').where((a) => a.customerId === customer.id));
  const address: AddressRow | undefined = addresses.find((a) => a.default) ?? addresses[0];
  if (address) return structuredClone(address);
  return {
    id: customer.id,
    customerId: customer.id,
    fullName: `${customer.firstName} ${customer.lastName}`,
    phoneNumber: customer.phoneNumber ?? '+2348030000000',
    emailAddress: customer.email,
    stateOrRegion: 'Lagos',
    address: '12 Allen Avenue, Ikeja',
    default: true,
  };
}

/** The card or bank payment of a seeded checkout (one order each); reversed when the order was cancelled. */
function seedTransaction(
  db: Database,
  orderId: number,
  customer: UserRow,
  reversed: boolean,
  pick: <T>(list: readonly T[]) => T,
  env: SandboxEnv,
) {
  const order = db.table('orders').get(orderId);
  if (!order) return;
  const amountKobo = toKobo(order.total);
  // Card provider fees: 1.5% + ₦100 (the ₦100 waived under ₦2,500), at most ₦2,000.
  const feesKobo = Math.min(Math.round(amountKobo * 0.015) + (amountKobo >= 250_000 ? 10_000 : 0), 200_000);
  const byCard = env.random() < 0.7;
  const card = pick(CARDS);
  const last4 = String(1000 + Math.floor(env.random() * 9000));
  const day = order.createdAt.slice(0, 10).replaceAll('-', '');
  const tx = db.table('transactions').insert({
    orderTrackerId: order.id,
    transactionId: String(3_100_000_000 + order.id * 7919),
    amount: order.total,
    reference: `MKT-${day}-${String(order.id).padStart(6, '0')}`,
    fees: fromKobo(feesKobo),
    date: order.createdAt,
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer.email,
    ...(byCard
      ? { cardType: card.cardType, cardNumber: `${card.bin}******${last4}`, bank: card.bank }
      : { bank: pick(TRANSFER_BANKS) }),
    country: 'Nigeria',
    ipAddress: `102.89.${Math.floor(env.random() * 250) + 1}.${Math.floor(env.random() * 250) + 1}`,
    paymentChannel: byCard ? 'card' : 'bank',
    status: reversed ? 'reversed' : 'success',
    orderName: order.orderName,
    createdAt: order.createdAt,
    updatedAt: reversed ? order.updatedAt : order.createdAt,
    orderItems: structuredClone(order.orderItems ?? []),
    customerId: customer.id,
    orderIds: [order.id],
    merchantIds: [order.merchantId],
  });
  db.table('orders').update(order.id, { transactionId: tx.id });
}

/**
 * Four returns on delivered orders: the demo customer's refund (approved, goods received), another
 * customer's pending return at the demo store, a completed replacement (its order Returned) and a
 * declined return.
 */
function seedReturns(db: Database, env: SandboxEnv, demoCustomer: UserRow, demoStore: StoreRow | undefined) {
  // Newest first: recent orders carry the returns.
  const deliveredOrders = byId(db.table('orders').where((o) => o.status === 'delivered')).reverse();
  const taken = new Set<number>();
  const take = (predicate: (o: OrderRow) => boolean) => {
    const order = deliveredOrders.find((o) => !taken.has(o.id) && predicate(o));
    if (order) taken.add(order.id);
    return order;
  };
  const atDemoStore = (o: OrderRow) => !demoStore || o.merchantId === demoStore.merchantId;
  const demoDelivered = deliveredOrders.filter((o) => o.customerId === demoCustomer.id);
  // The demo customer's most recent delivered order stays free to return; an older one carries a return.
  const demoFree = demoDelivered[0];
  if (demoFree) taken.add(demoFree.id);

  const plans: {
    order: OrderRow | undefined;
    type: S['ReturnType'];
    status: S['ReturnStatus'];
    reason: string;
    refundDecision?: S['RefundDecision']['decision'];
    chargeback?: boolean;
  }[] = [
    {
      order:
        take((o) => o.customerId === demoCustomer.id && atDemoStore(o)) ??
        take((o) => o.customerId === demoCustomer.id),
      type: 'return',
      status: 'received',
      reason: 'The colour is different from the picture.',
      refundDecision: 'approved',
      chargeback: true,
    },
    {
      order: take((o) => o.customerId !== demoCustomer.id && atDemoStore(o)) ?? take(() => true),
      type: 'return',
      status: 'pending',
      reason: 'The item arrived damaged.',
    },
    {
      order: take((o) => o.customerId !== demoCustomer.id),
      type: 'replace',
      status: 'completed',
      reason: 'Wrong size delivered; please send a larger one.',
    },
    {
      order: take((o) => o.customerId !== demoCustomer.id),
      type: 'return',
      status: 'declined',
      reason: 'I no longer need it.',
      refundDecision: 'declined',
    },
  ];

  const returned = db.table('orderStatuses').find((s) => s.code_name === 'returned');
  const steps: Record<S['ReturnStatus'], S['ReturnStatus'][]> = {
    pending: ['pending'],
    approved: ['pending', 'approved'],
    received: ['pending', 'approved', 'received'],
    completed: ['pending', 'approved', 'received', 'completed'],
    declined: ['pending', 'declined'],
  };
  const texts: Record<S['ReturnStatus'], string> = {
    pending: 'Return requested',
    approved: 'Return approved',
    received: 'Returned goods received',
    completed: 'Return completed',
    declined: 'Return declined',
  };
  const now = env.now().getTime();
  for (const plan of plans) {
    const order = plan.order;
    const line = order?.orderItems?.[0];
    if (!order || !line) continue;
    const deliveredAt = Date.parse(order.updatedAt ?? order.createdAt);
    const opened = Math.min(deliveredAt + 2 * DAY_MS, now - 2 * HOUR);
    const { shippingFee: _fee, discount: _discount, ...item } = structuredClone(line);
    const products = [{ ...item, quantity: 1 }];
    const value = linesValue(products);
    const path = steps[plan.status];
    const at = (k: number) => new Date(opened + k * Math.min(DAY_MS, (now - opened) / (path.length + 1)));
    const row: Omit<ReturnRow, 'id'> = {
      customerId: order.customerId,
      merchantId: order.merchantId,
      status: plan.status,
      type: plan.type,
      orderId: order.id,
      products,
      refund: plan.type === 'return',
      replace: plan.type === 'replace',
      reason: plan.reason,
      ...(plan.refundDecision
        ? {
            refundDecision: {
              decision: plan.refundDecision,
              ...(plan.refundDecision === 'approved' ? { amount: value } : {}),
              reason:
                plan.refundDecision === 'approved'
                  ? "Colour mismatch confirmed from the customer's photos."
                  : 'The item was used; it cannot be refunded.',
            },
          }
        : {}),
      ...(plan.chargeback
        ? {
            chargebackDecision: {
              decision: 'approved' as const,
              amount: value,
              reason: 'The merchant shipped the wrong colour.',
            },
          }
        : {}),
      createdAt: at(0).toISOString(),
      updatedAt: at(path.length - 1).toISOString(),
    };
    const ret = db.table('returns').insert(row);
    // The customer asks; the store decides and moves the return on.
    const customer = db.table('users').get(order.customerId);
    const owner = db.table('users').get(order.merchantId);
    const store = owner && actorStamp(owner);
    for (const [k, step] of path.entries()) {
      const text = step === 'pending' && plan.type === 'replace' ? 'Replacement requested' : texts[step];
      const by = step === 'pending' ? customer && actorStamp(customer) : store;
      logOrderActivity(db, order.id, text, at(k), 'customer', by);
    }
    const patch: Partial<OrderRow> = { orderReturnId: ret.id, updatedAt: at(path.length - 1).toISOString() };
    if (plan.status === 'completed' && returned) {
      logOrderActivity(db, order.id, 'Order returned', at(path.length - 1), 'customer', store);
      Object.assign(patch, {
        orderStatusId: returned.id,
        orderStatus: returned.name,
        status: returned.code_name,
      });
    }
    db.table('orders').update(order.id, patch);
  }
}
