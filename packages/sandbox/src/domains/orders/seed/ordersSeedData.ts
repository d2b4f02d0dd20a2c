import { DAY_MS } from '../../../seed/daysAgo';

export type Code =
  | 'pending'
  | 'processing'
  | 'ready_for_pickup'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled';

export type Carrier = 'none' | 'platform' | 'dispatcher' | 'partner' | 'platform+dispatcher';
export const ORDER_COUNT = 40;

/** The statuses an order passes through to reach `code` (cancelled ones stop early). */
export const PATHS: Record<Code, Code[]> = {
  pending: ['pending'],
  processing: ['pending', 'processing'],
  ready_for_pickup: ['pending', 'processing', 'ready_for_pickup'],
  shipped: ['pending', 'processing', 'ready_for_pickup', 'shipped'],
  out_for_delivery: ['pending', 'processing', 'ready_for_pickup', 'shipped', 'out_for_delivery'],
  delivered: ['pending', 'processing', 'ready_for_pickup', 'shipped', 'out_for_delivery', 'delivered'],
  cancelled: ['pending', 'processing', 'cancelled'],
};

export const ACTIVITY: Record<Code, string> = {
  pending: 'Order placed',
  processing: 'Order is being processed',
  ready_for_pickup: 'Order is ready for pickup',
  shipped: 'Order has been shipped',
  out_for_delivery: 'Order is out for delivery',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled: the customer changed their mind',
};

/** Hours after placing at which a delivered order reached each status. */
export const STEP_HOURS: Record<Code, number> = {
  pending: 0,
  processing: 3,
  ready_for_pickup: 20,
  shipped: 28,
  out_for_delivery: 50,
  delivered: 56,
  cancelled: 9,
};

/**
 * How the recent (open) orders stand, youngest first: status, who carries it, whether it belongs to the
 * demo customer. Older orders are delivered, every seventh cancelled.
 */
export const OPEN_ORDERS: { code: Code; carrier: Carrier; demo: boolean }[] = [
  { code: 'pending', carrier: 'none', demo: true },
  { code: 'pending', carrier: 'none', demo: false },
  { code: 'processing', carrier: 'none', demo: false },
  { code: 'processing', carrier: 'platform', demo: false },
  // The demo partner's order it may still decline.
  { code: 'ready_for_pickup', carrier: 'partner', demo: true },
  { code: 'ready_for_pickup', carrier: 'dispatcher', demo: false },
  { code: 'shipped', carrier: 'partner', demo: false },
  { code: 'shipped', carrier: 'platform+dispatcher', demo: true },
  { code: 'out_for_delivery', carrier: 'partner', demo: true },
  { code: 'out_for_delivery', carrier: 'dispatcher', demo: false },
];

/** Older orders of the demo customer (by index): delivered ones they can return. */
export const DEMO_OLDER = new Set([12, 15, 20, 27]);

/**
 * The demo customer's most recent delivered order took its time: delivered two days ago, inside the
 * return window (7 days after delivery), so the demo can return it; the older ones are past it.
 */
export const LATE_DELIVERY = Math.min(...DEMO_OLDER);
export const LATE_DELIVERY_AGE = 2 * DAY_MS;

export const CARDS = [
  { cardType: 'visa', bin: '408408', bank: 'Guaranty Trust Bank' },
  { cardType: 'mastercard', bin: '539983', bank: 'Access Bank' },
  { cardType: 'verve', bin: '506099', bank: 'First Bank of Nigeria' },
  { cardType: 'mastercard', bin: '519911', bank: 'Zenith Bank' },
];

export const TRANSFER_BANKS = ['United Bank for Africa', 'Wema Bank', 'Kuda Microfinance Bank', 'Opay'];
