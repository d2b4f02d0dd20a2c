import type { MainComponents, OrderStatusEntry } from '@marketplace/sdk';
import type { StoreApprovalStatus } from './storeApprovalStatus';

type Schemas = MainComponents['schemas'];

/** The colour family of a status; the word is always shown beside it. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status's known name and tone. */
export interface StatusStyle {
  name: string;
  tone: StatusTone;
}

/**
 * The order statuses whose names are known without asking the server: the contract's examples
 * (Pending, Processing, Shipped, Delivered, Cancelled) and the sandbox's list. A screen that has the
 * server's list (`useGetOrderStatus`) passes it to `StatusBadge` instead, and its names win.
 */
export const KNOWN_ORDER_STATUSES: readonly OrderStatusEntry[] = [
  { id: 1, name: 'Pending', code_name: 'pending' },
  { id: 2, name: 'Processing', code_name: 'processing' },
  { id: 3, name: 'Ready for pickup', code_name: 'ready_for_pickup' },
  { id: 4, name: 'Shipped', code_name: 'shipped' },
  { id: 5, name: 'Out for delivery', code_name: 'out_for_delivery' },
  { id: 6, name: 'Delivered', code_name: 'delivered' },
  { id: 7, name: 'Cancelled', code_name: 'cancelled' },
  { id: 8, name: 'Returned', code_name: 'returned' },
];

/** Order statuses' tones by `code_name`: waiting is warning, moving is info, done is success. */
export const ORDER_STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  pending: 'warning',
  processing: 'info',
  ready_for_pickup: 'info',
  shipped: 'info',
  out_for_delivery: 'info',
  delivered: 'success',
  cancelled: 'danger',
  returned: 'neutral',
};

// Each table is keyed by the contract's enum (`satisfies Record<...>`): a status added to specs/ and
// regenerated fails the typecheck here until it has a name and a tone.

/** Returned orders (`ReturnStatus`) and their refund and chargeback decisions. */
export const RETURN_STATUSES = {
  pending: { name: 'Pending', tone: 'warning' },
  approved: { name: 'Approved', tone: 'info' },
  declined: { name: 'Declined', tone: 'danger' },
  received: { name: 'Received', tone: 'info' },
  completed: { name: 'Completed', tone: 'success' },
} as const satisfies Record<Schemas['ReturnStatus'] | Schemas['RefundDecision']['decision'], StatusStyle>;

/**
 * Payments: a merchant payment (`PaymentStatus`: pending, approved, processed), an order's payment
 * (`OrderPaymentStatus`: unpaid, paid, refunded) and a card payment or transaction (`Payment.status`: pending,
 * success, failed).
 */
export const PAYMENT_STATUSES = {
  pending: { name: 'Pending', tone: 'warning' },
  approved: { name: 'Approved', tone: 'info' },
  processed: { name: 'Processed', tone: 'success' },
  unpaid: { name: 'Unpaid', tone: 'warning' },
  paid: { name: 'Paid', tone: 'success' },
  refunded: { name: 'Refunded', tone: 'info' },
  success: { name: 'Successful', tone: 'success' },
  failed: { name: 'Failed', tone: 'danger' },
} as const satisfies Record<
  Schemas['PaymentStatus'] | Schemas['OrderPaymentStatus'] | NonNullable<Schemas['Payment']['status']>,
  StatusStyle
>;

/** A product's `approvalStatus` (compared case-insensitively, spec section 3). */
export const PRODUCT_APPROVAL_STATUSES = {
  pending: { name: 'Pending approval', tone: 'warning' },
  approved: { name: 'Approved', tone: 'success' },
  rejected: { name: 'Rejected', tone: 'danger' },
} as const satisfies Record<Schemas['ApprovalStatus'], StatusStyle>;

/** A gift card's status (`GiftCardStatus`). */
export const GIFT_CARD_STATUSES = {
  pending: { name: 'Pending', tone: 'warning' },
  active: { name: 'Active', tone: 'success' },
  redeemed: { name: 'Redeemed', tone: 'neutral' },
  expired: { name: 'Expired', tone: 'neutral' },
  disabled: { name: 'Disabled', tone: 'danger' },
} as const satisfies Record<Schemas['GiftCardStatus'], StatusStyle>;

/** A store's approval, from its two flags (`storeApprovalStatus`). */
export const STORE_APPROVAL_STATUSES = {
  pending: { name: 'Awaiting approval', tone: 'warning' },
  firstApproved: { name: 'First approval given', tone: 'info' },
  approved: { name: 'Approved', tone: 'success' },
  rejected: { name: 'Rejected', tone: 'danger' },
} as const satisfies Record<StoreApprovalStatus, StatusStyle>;
