// Transactions (admin: all; merchant: the payments for their orders) and the merchant's invoices.
import { type Entities, fromKobo, SORT_FIELDS, toKobo } from '@marketplace/sdk';
import type { OrderRow, TransactionRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok } from '../../http/replies';
import { inDateRange } from '../../shared/inDateRange';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { matches } from '../../shared/matches';
import { newestFirstBy } from '../../shared/newestFirst';
import { page } from '../../shared/page';
import { sortRows } from '../../shared/sortRows';
import { invoiceDetails, invoiceNumber } from './invoiceDetails';

type TransactionData = Entities['Transaction'];
type InvoiceData = Entities['Invoice'];

type Payment = Pick<
  TransactionData,
  'customerName' | 'customerEmail' | 'reference' | 'orderName' | 'transactionId' | 'date' | 'createdAt'
>;

const when = (tx: Payment) => tx.date ?? tx.createdAt;

/** A transaction as the API sends it: the row without the sandbox's relation fields. */
function transactionView(tx: TransactionRow): TransactionData {
  const { customerId: _c, orderIds: _o, merchantIds: _m, ...api } = tx;
  return structuredClone(api);
}

/** The merchant's orders a transaction paid for. */
function merchantOrders(db: Database, tx: TransactionRow, merchantId: number): OrderRow[] {
  const orders = db.table('orders');
  return tx.orderIds.flatMap((id) => {
    const order = orders.get(id);
    return order && order.merchantId === merchantId ? [order] : [];
  });
}

function involvesMerchant(db: Database, tx: TransactionRow, merchantId: number): boolean {
  return (
    tx.merchantIds.includes(merchantId) ||
    merchantOrders(db, tx, merchantId).length > 0 ||
    (tx.orderItems ?? []).some((item) => item.merchantId === merchantId)
  );
}

/**
 * A transaction as one merchant sees it. A payment for one merchant's orders is sent whole; a payment
 * that covered several merchants shows only this merchant's part: their order (id and name), their items,
 * the amount of their orders and the provider's fees in proportion to it.
 */
function merchantTransactionView(db: Database, tx: TransactionRow, merchantId: number): TransactionData {
  const view = transactionView(tx);
  const others = new Set([
    ...tx.merchantIds,
    ...(tx.orderItems ?? []).flatMap((i) => (i.merchantId ? [i.merchantId] : [])),
  ]);
  others.delete(merchantId);
  if (others.size === 0) return view;
  const orders = merchantOrders(db, tx, merchantId);
  const items = (tx.orderItems ?? []).filter((item) => item.merchantId === merchantId);
  const amountKobo =
    orders.length > 0
      ? orders.reduce((sum, o) => sum + toKobo(o.total), 0)
      : items.reduce(
          (sum, i) =>
            sum + toKobo(i.productPrice) * i.quantity + toKobo(i.shippingFee ?? 0) - toKobo(i.discount ?? 0),
          0,
        );
  const totalKobo = toKobo(tx.amount);
  const share = {
    ...view,
    amount: fromKobo(amountKobo),
    orderItems: structuredClone(items),
  };
  if (tx.fees !== undefined) {
    share.fees = totalKobo > 0 ? fromKobo(Math.round((toKobo(tx.fees) * amountKobo) / totalKobo)) : 0;
  }
  const first = orders[0];
  if (first) {
    share.orderTrackerId = first.id;
    share.orderName = first.orderName;
  }
  return share;
}

function transactionMatches(tx: Payment, query: { search?: string; startDate?: string; endDate?: string }) {
  return (
    matches(query.search, tx.customerName, tx.customerEmail, tx.reference, tx.orderName, tx.transactionId) &&
    inDateRange(when(tx), query.startDate, query.endDate)
  );
}

/** The successful transaction that paid for an order, if any. */
function orderTransaction(db: Database, order: OrderRow): TransactionRow | undefined {
  const transactions = db.table('transactions');
  const byId = order.transactionId ? transactions.get(order.transactionId) : undefined;
  if (byId) return byId;
  return transactions
    .where((t) => t.orderIds.includes(order.id))
    .sort((a, b) => Number(b.status === 'success') - Number(a.status === 'success') || b.id - a.id)[0];
}

/**
 * The invoice of one of the merchant's orders: one invoice per order, with the order's id. Paid when a
 * successful transaction covers the order, void when the order was cancelled, unpaid otherwise.
 */
export function invoiceView(db: Database, order: OrderRow): InvoiceData {
  const tx = orderTransaction(db, order);
  const paid = tx?.status === 'success';
  const customer = db.table('users').get(order.customerId);
  const status = db.table('orderStatuses').get(order.orderStatusId)?.code_name ?? order.status;
  const customerName =
    tx?.customerName ?? (customer ? `${customer.firstName} ${customer.lastName}` : undefined);
  const customerEmail = tx?.customerEmail ?? customer?.email;
  const invoiceStatus = status === 'cancelled' ? 'void' : paid ? 'paid' : 'unpaid';
  return {
    id: order.id,
    invoiceNumber: invoiceNumber(order),
    orderTrackerId: order.id,
    orderName: order.orderName,
    ...(tx ? { transactionId: tx.transactionId, reference: tx.reference } : {}),
    merchantId: order.merchantId,
    ...(order.storeName ? { storeName: order.storeName } : {}),
    ...(customerName ? { customerName } : {}),
    ...(customerEmail ? { customerEmail } : {}),
    orderItems: structuredClone(order.orderItems ?? []),
    subtotal: order.subtotal,
    shippingFee: order.shippingFee,
    discount: order.discount ?? 0,
    total: order.total,
    status: invoiceStatus,
    issuedAt: order.createdAt,
    ...(invoiceStatus === 'paid' && tx ? { paidAt: when(tx) } : {}),
    ...invoiceDetails(db, order),
  };
}

/** Transactions (as sent) sorted by the common `sort` parameter, before paging. */
const sortTransactions = (rows: TransactionData[], sort: unknown) =>
  sortRows(rows, sort, (field) => SORT_FIELDS.Transaction.includes(field));

const ADMIN_ONLY = 'Only platform admins can view transactions';

export const transactionHandlers = defineHandlers({
  getAdminTransactions: ({ db, user, query }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const merchantId = query.merchantId;
    const rows = db
      .table('transactions')
      .where(
        (tx) =>
          transactionMatches(tx, query) && (merchantId === undefined || involvesMerchant(db, tx, merchantId)),
      )
      .sort(newestFirstBy<TransactionRow>(when))
      .map(transactionView);
    const sorted = sortTransactions(rows, query.sort);
    if (!Array.isArray(sorted)) return invalid([sorted]);
    return ok(page(sorted, query), 'Transactions fetched');
  },

  getAdminTransaction: ({ db, user, path }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const tx = db.table('transactions').get(path.id);
    if (!tx) return notFound('Transaction not found');
    return ok(transactionView(tx), 'Transaction fetched');
  },

  getMerchantTransactions: ({ db, user, query }) => {
    const merchantId = user?.id ?? 0;
    const rows = db
      .table('transactions')
      .where((tx) => involvesMerchant(db, tx, merchantId))
      .map((tx) => ({ tx, view: merchantTransactionView(db, tx, merchantId) }))
      .filter(({ view }) => transactionMatches(view, query))
      .sort((a, b) => newestFirstBy<TransactionRow>(when)(a.tx, b.tx))
      .map(({ view }) => view);
    const sorted = sortTransactions(rows, query.sort);
    if (!Array.isArray(sorted)) return invalid([sorted]);
    return ok(page(sorted, query), 'Transactions fetched');
  },

  getMerchantTransaction: ({ db, user, path }) => {
    const merchantId = user?.id ?? 0;
    const tx = db.table('transactions').get(path.id);
    if (!tx || !involvesMerchant(db, tx, merchantId)) return notFound('Transaction not found');
    return ok(merchantTransactionView(db, tx, merchantId), 'Transaction fetched');
  },

  getMerchantInvoices: ({ db, user, query }) => {
    const rows = db
      .table('orders')
      .where((o) => o.merchantId === user?.id)
      .map((o) => invoiceView(db, o))
      .filter(
        (inv) =>
          matches(query.search, inv.invoiceNumber, inv.customerName, inv.customerEmail, inv.orderName) &&
          inDateRange(inv.issuedAt, query.startDate, query.endDate),
      )
      .sort(newestFirstBy((inv) => inv.issuedAt));
    return ok(page(rows, query), 'Invoices fetched');
  },

  getMerchantInvoice: ({ db, user, path }) => {
    const order = db.table('orders').get(path.id);
    if (!order || order.merchantId !== user?.id) return notFound('Invoice not found');
    return ok(invoiceView(db, order), 'Invoice fetched');
  },
});
