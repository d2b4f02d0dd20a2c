// Helpers of the orders domain: who the caller is, which orders and returns they may see, statuses,
// paging, and the views sent back (built from the shared tables of src/db/core.ts).
import type { Entities } from '@marketplace/sdk';
import { fromKobo, toKobo } from '@marketplace/sdk';
import { type OrderRow, type OrderStatusRow, orderView, type ReturnRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import '../../db/identity';
import { partnerProfile as identityPartnerProfile } from '../identity';

type S = Entities;

/** An assignment of an order to the platform hub, a dispatcher or a shipping partner. */
export interface AssignmentRow {
  id: number;
  orderId: number;
  assignTo: 'platform' | 'shippingPartner' | 'dispatcher';
  dispatcherId?: number;
  partnerId?: number;
  note?: string;
  /** The admin-session user who made it. */
  assignedBy: number;
  /** False once replaced by a later assignment of the order or declined by the partner. */
  active: boolean;
  declinedAt?: string;
  createdAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    orderAssignments: AssignmentRow;
  }
}

/** Account types of the admin session that have the full admin rights. */
export const FULL_ADMINS: readonly string[] = ['admin', 'superadmin'];

/** Statuses after which an order is closed: no assignment, no token change. */
export const CLOSED_STATUSES: readonly string[] = ['delivered', 'cancelled', 'returned'];

/** The statuses each kind of caller may move an order to (the rest of the rule is ORDER_TRANSITIONS). */
export const ROLE_TARGETS: Readonly<
  Record<'merchant' | 'admin' | 'dispatcher' | 'partner', readonly string[]>
> = {
  merchant: ['processing', 'ready_for_pickup', 'cancelled'],
  admin: [
    'pending',
    'processing',
    'ready_for_pickup',
    'shipped',
    'out_for_delivery',
    'delivered',
    'cancelled',
    'returned',
  ],
  dispatcher: ['shipped', 'out_for_delivery', 'delivered'],
  partner: ['shipped', 'out_for_delivery', 'delivered'],
};

/** What the activity log says when an update gives no text of its own. */
export const STATUS_ACTIVITY: Readonly<Record<string, string>> = {
  pending: 'Order moved back to pending',
  processing: 'Order is being processed',
  ready_for_pickup: 'Order is ready for pickup',
  shipped: 'Order has been shipped',
  out_for_delivery: 'Order is out for delivery',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  returned: 'Order returned',
};

export const isFullAdmin = (user: UserRow | undefined) => !!user && FULL_ADMINS.includes(user.accountType);

/** The status list entry with this code (the table is seeded from ORDER_STATUSES). */
export function statusByCode(db: Database, code: string): OrderStatusRow | undefined {
  return db.table('orderStatuses').find((s) => s.code_name === code);
}

/** The code of an order's current status. */
export function statusCode(db: Database, order: OrderRow): string {
  return db.table('orderStatuses').get(order.orderStatusId)?.code_name ?? order.status ?? 'pending';
}

/** The fields an order takes when it moves to `status`. */
export function statusFields(status: OrderStatusRow) {
  return { orderStatusId: status.id, orderStatus: status.name, status: status.code_name };
}

/** A merchant (or its staff, through `storeId`) owns the orders of its store's merchant. */
export function merchantOwns(db: Database, user: UserRow, merchantId: number | undefined): boolean {
  if (merchantId === undefined) return false;
  if (user.id === merchantId) return true;
  if (user.storeId === undefined) return false;
  return db.table('stores').get(user.storeId)?.merchantId === merchantId;
}

/** Whether the order is currently assigned to this shipping partner. */
export function partnerHas(order: OrderRow, user: UserRow): boolean {
  return !!order.assignedToShippingPartner && order.partnerProfile?.id === user.id;
}

/** Whether the caller may open the order (customer's own, merchant's store's, any for the admin session). */
export function canSeeOrder(db: Database, user: UserRow, order: OrderRow): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'customer') return order.customerId === user.id;
  if (user.role === 'merchant') return merchantOwns(db, user, order.merchantId);
  return partnerHas(order, user);
}

/**
 * An order as `viewer` may see it: the delivery token is shown only to the customer and the full admins,
 * since the rider (dispatcher or partner) and the merchant must get it from the customer at the door.
 */
export function viewOrder(db: Database, order: OrderRow, viewer: UserRow | undefined): S['Order'] {
  const view = orderView(db, order);
  const seesToken = !!viewer && (viewer.role === 'customer' || isFullAdmin(viewer));
  if (!seesToken) view.orderDeliveryToken = null;
  return view;
}

/** Newest first, then by id descending. */
export function newestFirst<T extends { id: number; createdAt: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** A page of `rows`: `count` is every match; no `limit` means the whole list. */
export function page<T>(rows: T[], query: { limit?: number; offset?: number }): { count: number; rows: T[] } {
  const offset = query.offset ?? 0;
  const end = query.limit === undefined ? undefined : offset + query.limit;
  return { count: rows.length, rows: rows.slice(offset, end) };
}

/** The text a customer or an admin searches an order by: its name, the customer's name and email, the store. */
export function orderMatches(db: Database, order: OrderRow, term: string | undefined): boolean {
  const needle = term?.trim().toLowerCase();
  if (!needle) return true;
  const customer = db.table('users').get(order.customerId);
  const haystack = [
    order.orderName,
    order.storeName,
    customer?.email,
    customer && `${customer.firstName} ${customer.lastName}`,
    order.deliveryAddress?.fullName,
    order.deliveryAddress?.emailAddress,
  ];
  return haystack.some((text) => !!text && text.toLowerCase().includes(needle));
}

/** A shipping partner account's display name: its company when known, else the person's name. */
export function partnerName(user: UserRow): string {
  const profile = user.profile ?? {};
  const company = profile.company as { companyName?: string } | undefined;
  const name =
    (typeof profile.shippingCompany === 'string' && profile.shippingCompany) ||
    company?.companyName ||
    (typeof profile.name === 'string' && profile.name) ||
    `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

const stringOr = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** The partner an order carries (`partnerProfile`). */
export function partnerProfile(user: UserRow): S['PartnerProfile'] {
  const logo = stringOr(user.profile?.logo) ?? stringOr(user.image);
  return { id: user.id, name: partnerName(user), ...(logo && /^https?:\/\//.test(logo) ? { logo } : {}) };
}

/** A shipping partner as listed and as it sees itself after onboarding. */
export function partnerView(user: UserRow): S['ShippingPartner'] {
  const profile = user.profile ?? {};
  const view: S['ShippingPartner'] = {
    id: user.id,
    name: identityPartnerProfile(user).name || partnerName(user),
    logo: stringOr(profile.logo) ?? stringOr(user.image) ?? null,
    email: user.email,
    onboarded: profile.onboarded === true,
    createdAt: user.createdAt,
    ...(stringOr(profile.updatedAt) ? { updatedAt: stringOr(profile.updatedAt) } : {}),
  };
  const shippingCompany =
    stringOr(profile.shippingCompany) ??
    (profile.company as { companyName?: string } | undefined)?.companyName;
  if (shippingCompany) view.shippingCompany = shippingCompany;
  const phone = stringOr(user.phoneNumber) ?? stringOr(profile.phoneNumber);
  if (phone) view.phoneNumber = phone;
  if (profile.company) view.company = structuredClone(profile.company) as S['ShippingPartnerCompany'];
  if (profile.bankDetails) view.bankDetails = structuredClone(profile.bankDetails) as S['BankDetails'];
  if (profile.certification)
    view.certification = structuredClone(profile.certification) as S['Certification'];
  return view;
}

/** Whether the user is a shipping partner account. */
export const isPartner = (user: UserRow | undefined): user is UserRow =>
  !!user && user.accountType === 'partner' && user.active;

/** Whether the user is an active dispatcher. */
export const isDispatcher = (user: UserRow | undefined): user is UserRow =>
  !!user && user.accountType === 'dispatcher' && user.active;

/** A returned order as sent: the row without the sandbox's own fields, with its order's name. */
export function returnView(db: Database, ret: ReturnRow): S['ReturnedOrder'] {
  const { customerId: _customer, ...api } = ret;
  const orderName = db.table('orders').get(ret.orderId)?.orderName;
  return { ...structuredClone(api), ...(orderName ? { orderName } : {}) };
}

/** Whether the caller may see the return (customer's own, merchant's store's, any for the admin session). */
export function canSeeReturn(db: Database, user: UserRow, ret: ReturnRow): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'customer') return ret.customerId === user.id;
  if (user.role === 'merchant') return merchantOwns(db, user, ret.merchantId);
  return false;
}

/** The value of returned lines in naira (sum of quantity × unit price), computed in kobo. */
export function linesValue(lines: readonly { quantity: number; productPrice: number }[]): number {
  return fromKobo(lines.reduce((sum, line) => sum + toKobo(line.productPrice) * line.quantity, 0));
}

/** Whether a state (or region) is Lagos. */
export const isLagos = (state: string | undefined) => !!state && /lagos/i.test(state);
