// What the sales and finance reports share: who the caller reports on, the date range, paging, which
// orders count, and how an order's money splits between merchant, platform and card provider.

import { toKobo } from '@marketplace/sdk';
import { ORDER_STATUSES, type OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { forbidden, invalid, type Reply } from '../../http/replies';
import { lagosDay } from '../../lagosDay';

/** The platform's commission on the sales amount of an order, in percent. */
export const COMMISSION_PERCENTAGE = 5;
/** The card provider's fee: 1.5% of what the customer paid ... */
export const PROVIDER_FEE_PER_MILLE = 15;
/** ... capped at 2,000 naira per order (in kobo). */
export const PROVIDER_FEE_CAP_KOBO = 200_000;
/** Page size of the paged reports when the call gives no `limit`. */
export const DEFAULT_PAGE_SIZE = 20;

/** Admin account types that may read reports and change payments (dispatchers and schedulers may not). */
const FINANCE_ACCOUNT_TYPES = new Set(['admin', 'superadmin']);

/** The merchant a user acts for: the owner of the user's store (staff), else the user. */
export function merchantIdOf(db: Database, user: UserRow): number {
  const store = user.storeId === undefined ? undefined : db.table('stores').get(user.storeId);
  return store?.merchantId ?? user.id;
}

/** Refuses admin accounts other than admin and super admin (dispatchers, schedulers). */
export function requireFinanceAdmin(user: UserRow | undefined): Reply<never> | undefined {
  if (!user || !FINANCE_ACCOUNT_TYPES.has(user.accountType)) {
    return forbidden('Only admins and super admins can view reports and merchant payments');
  }
  return undefined;
}

/**
 * Whose data a report covers: a merchant token its own store (any `merchantId` ignored); an admin token
 * every merchant, or the one of `merchantId`.
 */
export function reportScope(context: {
  db: Database;
  user: UserRow | undefined;
  role: string | undefined;
  query: { merchantId?: number };
}): { merchantId?: number } | Reply<never> {
  const { db, user, role, query } = context;
  if (role === 'merchant' && user) return { merchantId: merchantIdOf(db, user) };
  const refused = requireFinanceAdmin(user);
  if (refused) return refused;
  return { merchantId: typeof query.merchantId === 'number' ? query.merchantId : undefined };
}

export const isReply = (value: unknown): value is Reply<never> =>
  typeof value === 'object' && value !== null && 'ok' in value && 'status' in value;

/** A date range, both ends inclusive, as YYYY-MM-DD; an absent end is open. */
export interface DateRange {
  start?: string;
  end?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`));

/** YYYY-MM-DD of a date in Lagos (a YYYY-MM-DD day stays as it is). */
export const dayOf = (date: Date | string): string => lagosDay(date);

/** The last day of the month of `day` (YYYY-MM-DD). */
function lastDayOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The range of `startDate` and `endDate` (YYYY-MM-DD, inclusive, Lagos days). `bounded`: without either
 * date the range is the current month of `now`; with only `startDate` it ends today; with only `endDate`
 * it starts on the first of that month. Otherwise an absent end stays open. Refuses malformed dates and
 * a start after the end (422).
 */
export function dateRange(
  query: { startDate?: unknown; endDate?: unknown },
  now: Date,
  bounded: boolean,
): DateRange | Reply<never> {
  const errors: { field: string; message: string }[] = [];
  const read = (field: 'startDate' | 'endDate', label: string) => {
    const value = query[field];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !isDate(value)) {
      errors.push({ field, message: `${label} must be a date (YYYY-MM-DD)` });
      return undefined;
    }
    return value;
  };
  let start = read('startDate', 'Start date');
  let end = read('endDate', 'End date');
  if (errors.length) return invalid(errors);
  if (start && end && start > end) {
    return invalid([{ field: 'endDate', message: 'End date must not be before the start date' }]);
  }
  if (bounded) {
    const today = dayOf(now);
    if (!start && !end) {
      start = `${today.slice(0, 7)}-01`;
      end = lastDayOfMonth(today);
    } else if (!end) end = start && start > today ? lastDayOfMonth(start) : today;
    else if (!start) start = `${end.slice(0, 7)}-01`;
  }
  return { start, end };
}

/** Whether an ISO timestamp falls on a day of the range. */
export function inRange(iso: string | undefined, range: DateRange): boolean {
  if (!iso) return false;
  const day = dayOf(iso);
  return (!range.start || day >= range.start) && (!range.end || day <= range.end);
}

/** The months (YYYY-MM) of a bounded range, in order. */
export function monthsOf(range: DateRange): string[] {
  if (!range.start || !range.end) return [];
  const months: string[] = [];
  let [y, m] = range.start.slice(0, 7).split('-').map(Number) as [number, number];
  const last = range.end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last || months.length > 1200) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-01` -> `Jan 2026`. */
export const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A page of `rows` by `limit` (default 20) and `offset` (default 0). */
export function page<T>(rows: T[], query: { limit?: number; offset?: number }): T[] {
  const limit = typeof query.limit === 'number' && query.limit > 0 ? query.limit : DEFAULT_PAGE_SIZE;
  const offset = typeof query.offset === 'number' && query.offset > 0 ? query.offset : 0;
  return rows.slice(offset, offset + limit);
}

/** The `code_name` of an order's status (`pending`, `delivered`, `cancelled`, ...). */
export function statusCode(db: Database, order: OrderRow): string {
  return (
    db.table('orderStatuses').get(order.orderStatusId)?.code_name ??
    ORDER_STATUSES.find((s) => s.id === order.orderStatusId)?.code_name ??
    order.status ??
    ''
  );
}

const FAILED_PAYMENT = /fail|abandon|revers|declin|pending|cancel/i;

/**
 * The ids of paid orders: an order is paid when it carries its transaction (`transactionId`), when a
 * successful transaction lists it (`orderIds` or `orderTrackerId`), or when there was nothing to pay.
 */
export function paidOrderIds(db: Database): Set<number> {
  const paid = new Set<number>();
  for (const tx of db.table('transactions').all()) {
    if (tx.status && FAILED_PAYMENT.test(tx.status)) continue;
    for (const id of tx.orderIds ?? []) paid.add(id);
    if (typeof tx.orderTrackerId === 'number') paid.add(tx.orderTrackerId);
  }
  for (const order of db.table('orders').all()) {
    if (order.transactionId != null || toKobo(order.total) === 0) paid.add(order.id);
  }
  return paid;
}

/** The orders that count as sales: paid and not cancelled. */
export function saleOrders(db: Database, scope: { merchantId?: number }, range: DateRange): OrderRow[] {
  const paid = paidOrderIds(db);
  return db
    .table('orders')
    .where(
      (o) =>
        (scope.merchantId === undefined || o.merchantId === scope.merchantId) &&
        inRange(o.createdAt, range) &&
        paid.has(o.id) &&
        statusCode(db, o) !== 'cancelled',
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** Whether the platform (its hub, a dispatcher or a shipping partner) delivers the order. */
export function deliveredByPlatform(order: OrderRow): boolean {
  return Boolean(
    order.assignedToPlatform ||
      order.assignedToDispatcher ||
      order.assignedToShippingPartner ||
      order.hubId != null ||
      order.dispatcherId != null ||
      order.partnerProfile,
  );
}

/** An order's money in kobo, split between the merchant, the platform and the card provider. */
export interface OrderSplit {
  /** Product amount: subtotal less discount. */
  sales: number;
  /** Shipping fee (what is left of it after a discount larger than the subtotal). */
  delivery: number;
  /** What the customer paid: sales + delivery. */
  total: number;
  commission: number;
  platformDelivered: boolean;
  dueToMerchant: number;
  dueToPlatform: number;
  dueToProvider: number;
  remitToPlatform: number;
}

/**
 * How an order's payment splits: the provider keeps 1.5% of what the customer paid (at most 2,000
 * naira) and remits the rest; the merchant is due the sales amount less 5% commission, plus the delivery
 * amount when it delivered the order itself; the platform keeps the remainder. All in whole kobo, so
 * `dueToMerchant + dueToPlatform + dueToProvider = total` exactly.
 */
export function splitOrder(order: OrderRow): OrderSplit {
  const subtotal = Math.max(0, toKobo(order.subtotal));
  const shipping = Math.max(0, toKobo(order.shippingFee));
  const discount = Math.max(0, toKobo(order.discount ?? 0));
  const total = Math.max(0, subtotal + shipping - discount);
  const sales = Math.min(total, Math.max(0, subtotal - discount));
  const delivery = total - sales;
  const commission = Math.round((sales * COMMISSION_PERCENTAGE) / 100);
  const dueToProvider = Math.min(Math.round((total * PROVIDER_FEE_PER_MILLE) / 1000), PROVIDER_FEE_CAP_KOBO);
  const platformDelivered = deliveredByPlatform(order);
  const dueToMerchant = sales - commission + (platformDelivered ? 0 : delivery);
  return {
    sales,
    delivery,
    total,
    commission,
    platformDelivered,
    dueToMerchant,
    dueToPlatform: total - dueToMerchant - dueToProvider,
    dueToProvider,
    remitToPlatform: total - dueToProvider,
  };
}

/** The store name of a merchant: its store's, else the order's. */
export function storeNameOf(db: Database, merchantId: number, fallback?: string): string {
  return db.table('stores').find((s) => s.merchantId === merchantId)?.storeName ?? fallback ?? '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value when it is an email address the contract's `format: email` accepts. */
export const emailOrUndefined = (value: string | undefined): string | undefined =>
  value && EMAIL.test(value) ? value : undefined;
