// Tables several domains share, so they agree on one shape. Rows are the contract's entities plus the
// fields the sandbox needs to keep relations and rules; what a handler sends is built from them.
import type { Entities } from '@marketplace/sdk';
import type { Database } from './Database';

type S = Entities;

/** A store of a merchant (spec "Store profile" and "Merchant detail: its store"). */
export interface StoreRow {
  id: number;
  merchantId: number;
  storeName: string;
  storeUrl?: string;
  logo?: string;
  storePhoneNumber?: string;
  isRegisteredBusiness?: boolean;
  isPhysicalLocation?: boolean;
  officeAddress?: string;
  shippingLocation?: S['StoreShippingLocation'];
  /** The platform hub the store belongs to, once its application is approved. */
  hubId?: number | null;
  socials?: Partial<S['StoreSocials']>;
  /** Set when an admin approves the store (spec section 4). */
  firstApproval: boolean;
  secondApproval: boolean;
  paymentCategory?: string;
  /** Customer ids following the store. */
  followers: number[];
  /** An official outlet (brand store) shown on the storefront. */
  officialOutlet?: boolean;
  createdAt: string;
  updatedAt?: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  /** Shown first on the storefront. */
  top?: boolean;
}

export interface SubCategoryRow {
  id: number;
  name: string;
  categoryId: number;
}

export interface ChildCategoryRow {
  id: number;
  name: string;
  subCategoryId: number;
  categoryId: number;
}

/**
 * A product (spec "Customer product", "Admin product", "Merchant product form"). Customers see only
 * approved, not deleted products.
 */
export interface ProductRow extends Omit<S['AdminProduct'], 'id'> {
  id: number;
  merchantId: number;
  storeId: number;
  categoryId: number;
  subCategoryId: number;
  childCategoryId: number;
  approvalStatus: 'pending' | 'approved';
  weightUnit?: string;
  dimensionUnit?: string;
  contSalesOutOfStock?: boolean;
  stockAlertUnits?: number;
  IsDigitalProduct?: boolean;
  /** Storefront shelves the product is on. */
  shelves: ('super-deal' | 'super-discounted' | 'daily-discount' | 'promotion' | 'marketplace')[];
  createdAt: string;
  updatedAt?: string;
  deleted?: boolean;
}

/** A customer's shipping address. */
export interface AddressRow extends Omit<S['ShippingAddress'], 'id' | 'customerId'> {
  id: number;
  customerId: number;
}

/** One entry of the order status list (`GET /orders/order-status`). */
export interface OrderStatusRow {
  id: number;
  name: string;
  code_name: string;
  displayName?: string;
  orderType?: string;
}

/** An order of one merchant's items (checkout makes one per merchant). */
export interface OrderRow
  extends Omit<S['Order'], 'id' | 'orderActivities' | 'paymentStatus' | 'paymentReference' | 'paidAt'> {
  id: number;
  merchantId: number;
  /** The hub the order went to when assigned to the platform. */
  hubId?: number | null;
  /** The customer transaction that paid for it. */
  transactionId?: number | null;
  /** When the merchant's payout for it was processed, approved or is pending (finance reports). */
  paymentStatus: 'pending' | 'processed' | 'approved';
  /** Partner ids that declined the order (they no longer see it). */
  declinedBy: number[];
  /** When the order last became delivered: the return window's start (not sent to clients). */
  deliveredAt?: string | null;
}

export interface OrderActivityRow {
  id: number;
  orderTrackerId: number;
  activity: string;
  createdAt: string;
  updatedAt?: string;
}

/** A customer's card or bank payment. */
export interface TransactionRow extends Omit<S['Transaction'], 'id'> {
  id: number;
  customerId: number;
  /** Orders the payment covers. */
  orderIds: number[];
  merchantIds: number[];
}

/** A return or replacement request. */
export interface ReturnRow extends Omit<S['ReturnedOrder'], 'id'> {
  id: number;
  customerId: number;
}

declare module './Database' {
  interface Tables {
    stores: StoreRow;
    categories: CategoryRow;
    subCategories: SubCategoryRow;
    childCategories: ChildCategoryRow;
    products: ProductRow;
    addresses: AddressRow;
    orderStatuses: OrderStatusRow;
    orders: OrderRow;
    orderActivities: OrderActivityRow;
    transactions: TransactionRow;
    returns: ReturnRow;
  }
}

/**
 * The order status list and the moves allowed between statuses (the spec shows `pending` and says the
 * machine is not shown; this is the sandbox's design, written down in the README).
 */
export const ORDER_STATUSES: readonly OrderStatusRow[] = [
  { id: 1, name: 'Pending', code_name: 'pending', displayName: 'Pending', orderType: 'all' },
  { id: 2, name: 'Processing', code_name: 'processing', displayName: 'Processing', orderType: 'merchant' },
  {
    id: 3,
    name: 'Ready for pickup',
    code_name: 'ready_for_pickup',
    displayName: 'Ready for pickup',
    orderType: 'merchant',
  },
  { id: 4, name: 'Shipped', code_name: 'shipped', displayName: 'Shipped', orderType: 'dispatcher' },
  {
    id: 5,
    name: 'Out for delivery',
    code_name: 'out_for_delivery',
    displayName: 'Out for delivery',
    orderType: 'partner',
  },
  { id: 6, name: 'Delivered', code_name: 'delivered', displayName: 'Delivered', orderType: 'partner' },
  { id: 7, name: 'Cancelled', code_name: 'cancelled', displayName: 'Cancelled', orderType: 'all' },
  { id: 8, name: 'Returned', code_name: 'returned', displayName: 'Returned', orderType: 'admin' },
];

/** From each status code, the codes an update may move an order to. */
export const ORDER_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['ready_for_pickup', 'cancelled'],
  ready_for_pickup: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/**
 * Appends to an order's activity log.
 *
 * @example
 * logOrderActivity(db, order.id, 'Order placed', env.now());
 */
export function logOrderActivity(
  db: Database,
  orderId: number,
  activity: string,
  at: Date,
): OrderActivityRow {
  return db
    .table('orderActivities')
    .insert({ orderTrackerId: orderId, activity, createdAt: at.toISOString() });
}

/**
 * An order as the API sends it: the row with its activity log (oldest first) and its status's name.
 *
 * @example
 * return ok(orderView(db, order));
 */
export function orderView(db: Database, order: OrderRow): S['Order'] {
  const {
    hubId: _hub,
    transactionId: _tx,
    paymentStatus: _pay,
    declinedBy: _declined,
    deliveredAt: _delivered,
    ...api
  } = order;
  const status = db.table('orderStatuses').get(order.orderStatusId);
  // The customer's payment (not the merchant payout's `paymentStatus` of the row).
  const payment = order.transactionId == null ? undefined : db.table('transactions').get(order.transactionId);
  return {
    ...structuredClone(api),
    orderStatus: status?.name ?? order.orderStatus,
    status: status?.code_name ?? order.status,
    // Orders placed before the choice existed were paid by card.
    paymentMethod: order.paymentMethod ?? 'card',
    paymentStatus: payment ? 'paid' : 'unpaid',
    paymentReference: payment?.reference ?? null,
    paidAt: payment?.createdAt ?? null,
    orderActivities: db
      .table('orderActivities')
      .where((a) => a.orderTrackerId === order.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((a) => ({ ...a })),
  } as S['Order'];
}

/**
 * A product as customers and merchants see it: the row without the sandbox's own fields.
 *
 * @example
 * return ok(productView(product));
 */
export function productView(product: ProductRow): S['AdminProduct'] {
  const { shelves: _shelves, deleted: _deleted, ...api } = product;
  return structuredClone(api) as S['AdminProduct'];
}
