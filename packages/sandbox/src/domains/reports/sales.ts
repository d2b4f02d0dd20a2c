// The eight `/sales/` reports (and the sales over time table), computed from the orders and returns on
// every call: nothing is stored.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { OrderRow, ReturnRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { ok, type Reply } from '../../http/replies';
import { lagosDay } from '../../lagosDay';
import { canonicalState, STATE_CITIES } from '../../shared/canonicalState';
import { emailOrUndefined } from '../../shared/emailOrUndefined';
import { returnedUnits } from '../orders/returnRules';
import { type DateRange, dateRange, inRange, monthLabel, monthsOf } from './dateRange';
import { isReply, reportScope } from './reportScope';
import { saleOrders } from './saleOrders';
import { splitOrder } from './splitOrder';
import type {
  SalesByCustomer,
  SalesByLocation,
  SalesByMonth,
  SalesByProduct,
  SalesDetail,
  SalesReport,
} from './types';

interface SalesContext {
  db: Database;
  env: { now(): Date };
  user: UserRow | undefined;
  role: string | undefined;
  query: { startDate?: string; endDate?: string; merchantId?: number };
}

/** The orders and returns a sales report covers, or the refusal of the call. */
interface SalesData {
  db: Database;
  range: DateRange;
  orders: OrderRow[];
  returns: ReturnRow[];
}

function salesData(context: SalesContext): SalesData | Reply<never> {
  const scope = reportScope(context);
  if (isReply(scope)) return scope;
  const range = dateRange(context.query, context.env.now(), true);
  if (isReply(range)) return range;
  const { db } = context;
  const orders = saleOrders(db, scope, range);
  const returns = db
    .table('returns')
    .where(
      (r) =>
        (scope.merchantId === undefined || r.merchantId === scope.merchantId) &&
        r.status !== 'declined' &&
        inRange(r.createdAt, range),
    );
  return { db, range, orders, returns };
}

/** Runs `build` on the report's data, or passes the refusal on. */
function report<T>(context: SalesContext, build: (data: SalesData) => T): Reply<T> {
  const data = salesData(context);
  if (isReply(data)) return data;
  return ok(build(data), 'Report fetched successfully');
}

const sumKobo = (values: number[]) => values.reduce((sum, v) => sum + v, 0);

const unitsOf = (items: { quantity: number }[] | undefined) =>
  (items ?? []).reduce((sum, item) => sum + item.quantity, 0);
/** The value of order lines (unit price x quantity less the line discount), in kobo. */
const linesValue = (items: { productPrice: number; quantity: number; discount?: number }[] | undefined) =>
  sumKobo(
    (items ?? []).map((item) =>
      Math.max(0, toKobo(item.productPrice) * item.quantity - toKobo(item.discount ?? 0)),
    ),
  );
const salesOf = (db: Database, orders: OrderRow[]) => sumKobo(orders.map((o) => splitOrder(db, o).sales));

function headline(data: SalesData): SalesReport {
  return {
    sales: fromKobo(salesOf(data.db, data.orders)),
    orders: data.orders.length,
    productsSold: data.orders.reduce((sum, o) => sum + unitsOf(o.orderItems), 0),
    productReturned: data.returns.reduce((sum, r) => sum + unitsOf(r.products), 0),
  };
}

function byMonth(data: SalesData, field: 'sales' | 'orders'): SalesByMonth[] {
  return monthsOf(data.range).map((month) => {
    const orders = data.orders.filter((o) => lagosDay(o.createdAt).slice(0, 7) === month);
    return field === 'sales'
      ? { month, label: monthLabel(month), sales: fromKobo(salesOf(data.db, orders)) }
      : { month, label: monthLabel(month), orders: orders.length };
  });
}

/**
 * One row per day with sales: gross, discount, returns (refunds paid on that day's orders, so a return
 * counts with its order), net, shipping and total sales. The net sales add up to the headline's sales.
 */
function salesDetails(data: SalesData): SalesDetail[] {
  const days = new Set(data.orders.map((o) => lagosDay(o.createdAt)));
  return [...days].sort().map((date) => {
    const orders = data.orders.filter((o) => lagosDay(o.createdAt) === date);
    const splits = orders.map((o) => splitOrder(data.db, o));
    const gross = sumKobo(orders.map((o) => Math.max(0, toKobo(o.subtotal))));
    const sales = sumKobo(splits.map((s) => s.grossSales));
    const returns = sumKobo(splits.map((s) => s.refunded));
    const shipping = sumKobo(splits.map((s) => s.delivery));
    const net = sales - returns;
    return {
      date,
      orders: orders.length,
      grossSales: fromKobo(gross),
      discount: fromKobo(gross - sales),
      returns: fromKobo(returns),
      netSales: fromKobo(net),
      shippingFee: fromKobo(shipping),
      totalSales: fromKobo(net + shipping),
    };
  });
}

function byProduct(data: SalesData): SalesByProduct[] {
  const lines = new Map<number, { name: string; images?: string[]; units: number; kobo: number }>();
  for (const order of data.orders) {
    const returned = returnedUnits(data.db, order.id);
    for (const item of order.orderItems ?? []) {
      const line = lines.get(item.productId) ?? {
        name: item.productName,
        images: item.hostedImages,
        units: 0,
        kobo: 0,
      };
      // Units a completed refund return took back are no longer sold.
      const back = Math.min(item.quantity, returned.get(item.productId) ?? 0);
      returned.set(item.productId, (returned.get(item.productId) ?? 0) - back);
      line.units += item.quantity - back;
      line.kobo += Math.max(0, linesValue([item]) - toKobo(item.productPrice) * back);
      lines.set(item.productId, line);
    }
  }
  return [...lines]
    .map(([productId, line]) => {
      const product = data.db.table('products').get(productId);
      const images = product?.hostedImages ?? line.images;
      return {
        productId,
        productName: product?.name ?? line.name,
        ...(product?.sku ? { sku: product.sku } : {}),
        ...(images?.length ? { hostedImages: [...images] } : {}),
        quantitySold: line.units,
        totalSales: fromKobo(line.kobo),
      };
    })
    .sort(
      (a, b) => b.totalSales - a.totalSales || b.quantitySold - a.quantitySold || a.productId - b.productId,
    );
}

function byCustomer(data: SalesData): SalesByCustomer[] {
  const customers = new Map<number, { orders: number; kobo: number; order: OrderRow }>();
  for (const order of data.orders) {
    const line = customers.get(order.customerId) ?? { orders: 0, kobo: 0, order };
    line.orders += 1;
    line.kobo += splitOrder(data.db, order).sales;
    customers.set(order.customerId, line);
  }
  return [...customers]
    .map(([customerId, line]) => {
      const user = data.db.table('users').get(customerId);
      const [first = 'Customer', ...rest] = (line.order.deliveryAddress?.fullName ?? '')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      const email =
        emailOrUndefined(user?.email) ?? emailOrUndefined(line.order.deliveryAddress?.emailAddress);
      return {
        customerId,
        firstName: user?.firstName ?? first,
        lastName: user?.lastName ?? rest.join(' '),
        ...(email ? { email } : {}),
        orders: line.orders,
        totalSales: fromKobo(line.kobo),
      };
    })
    .sort((a, b) => b.totalSales - a.totalSales || b.orders - a.orders || a.customerId - b.customerId);
}

/** The delivery address's state and, when its street address names one, its city. */
function locationOf(db: Database, order: OrderRow): { state: string; city?: string } {
  const raw = order.deliveryAddress?.stateOrRegion?.trim() ?? '';
  const state = canonicalState(raw) ?? (raw || 'Unknown');
  const address = (order.deliveryAddress?.address ?? '').toLowerCase();
  const cities = [
    ...(STATE_CITIES[state] ?? []),
    ...db
      .table('shippingLocations')
      .where((l) => l.state === state && l.city !== undefined)
      .map((l) => l.city as string),
  ];
  const city = cities.find((c) => address.includes(c.toLowerCase()));
  return city ? { state, city } : { state };
}

function byLocation(data: SalesData): SalesByLocation[] {
  const places = new Map<string, { state: string; city?: string; orders: number; kobo: number }>();
  for (const order of data.orders) {
    const { state, city } = locationOf(data.db, order);
    const key = `${state}|${city ?? ''}`;
    const line = places.get(key) ?? { state, city, orders: 0, kobo: 0 };
    line.orders += 1;
    line.kobo += splitOrder(data.db, order).sales;
    places.set(key, line);
  }
  return [...places.values()]
    .map((p) => ({
      country: 'Nigeria',
      state: p.state,
      ...(p.city ? { city: p.city } : {}),
      orders: p.orders,
      totalSales: fromKobo(p.kobo),
    }))
    .sort((a, b) => b.totalSales - a.totalSales || a.state.localeCompare(b.state));
}

/** Handlers of the sales reports. */
export const salesHandlers = defineHandlers({
  getSalesReport: (context) => report(context, headline),
  getOrdersReport: (context) =>
    report(context, (data) => ({
      orders: data.orders.length,
      totalOrderAmount: fromKobo(sumKobo(data.orders.map((o) => splitOrder(data.db, o).total))),
    })),
  getProductsSoldReport: (context) =>
    report(context, (data) => ({ productsSold: headline(data).productsSold ?? 0 })),
  getProductsReturnedReport: (context) =>
    report(context, (data) => ({ productReturned: headline(data).productReturned ?? 0 })),
  getSalesOverTimeReport: (context) => report(context, (data) => byMonth(data, 'sales')),
  getOrdersOverTimeReport: (context) => report(context, (data) => byMonth(data, 'orders')),
  getSalesOverTimeTable: (context) => report(context, salesDetails),
  getSalesByProductsReport: (context) => report(context, byProduct),
  getSalesByCustomersReport: (context) => report(context, byCustomer),
  getSalesByLocationReport: (context) => report(context, byLocation),
});
