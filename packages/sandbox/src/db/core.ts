// Tables several domains share, so they agree on one shape. Rows are the contract's entities plus the
// fields the sandbox needs to keep relations and rules; what a handler sends is built from them.
import type { Entities } from '@marketplace/sdk';

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
  /** Whether customers may pay this store's items on delivery (the merchant's choice; absent: yes). */
  acceptsPayOnDelivery?: boolean;
  socials?: Partial<S['StoreSocials']>;
  /** Set when an admin approves the store (spec section 4). */
  firstApproval: boolean;
  secondApproval: boolean;
  paymentCategory?: string;
  /** Why an admin rejected the store (rejectStore); cleared by the merchant's next profile save or an approval. */
  rejectionReason?: string;
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
export interface ProductRow extends Omit<Entities['AdminProduct'], 'id'> {
  id: number;
  merchantId: number;
  storeId: number;
  categoryId: number;
  subCategoryId: number;
  childCategoryId: number;
  approvalStatus: 'pending' | 'approved' | 'rejected';
  weightUnit?: string;
  dimensionUnit?: string;
  contSalesOutOfStock?: boolean;
  stockAlertUnits?: number;
  IsDigitalProduct?: boolean;
  /** The product's brand, when it has one (inferred; the storefront filters by it). */
  brand?: string;
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
  extends Omit<
    Entities['Order'],
    | 'id'
    | 'orderActivities'
    | 'paymentStatus'
    | 'paymentReference'
    | 'paidAt'
    | 'unpaidCheckout'
    | 'refundReference'
    | 'refundedAt'
  > {
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
  /** The gift cards that paid part of it, and how much each (naira): given back if it is cancelled. */
  giftCardShares?: { giftCardId: number; amount: number }[];
  /** The group's share of the gift cards at checkout (inside `discount`), naira. */
  giftCardAmount?: number;
}

export interface OrderActivityRow {
  id: number;
  orderTrackerId: number;
  activity: string;
  /** Who acted (the signed-in person whose request wrote it); absent for the system's own entries. */
  actor?: ActorStamp;
  /** Who may read it: `customer` entries reach the customer's tracking, `internal` ones do not. */
  audience?: 'customer' | 'internal';
  createdAt: string;
  updatedAt?: string;
}

/** Who did something, as entries keep it (the name as it was then). */
export interface ActorStamp {
  id: number;
  name: string;
  /** The account's role by name ("merchant", "admin", "Inventory clerk"). */
  role: string;
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
