// The card provider's decision on a started payment (its hosted page's Approve / Decline buttons, or
// `sandbox.decidePayment` in tests): approve marks it successful at the provider; decline marks it failed
// and leaves the checkout unpaid, for the shopper to pay again or cancel until it expires.
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { logOrderActivity } from '../orders/logOrderActivity';
import { statusCode } from '../orders/orderStatuses';
import { startPaidPlan } from '../store/subscriptions';
import { callbackWithReference } from './payments';
import type { PaymentRow } from './tables';
import { expireUnpaidCheckouts } from './unpaidCheckouts';

/** What the customer chose on the provider's page. */
export type PaymentDecision = 'approve' | 'decline';

/** Why the sandbox provider declines a payment (what a card issuer most often answers). */
export const DECLINE_REASON = 'Insufficient funds';

/** Why a payment of a cancelled or expired checkout fails whatever the shopper clicks. */
export const CHECKOUT_GONE = 'The checkout was cancelled or expired before it was paid; nothing was charged';

/** The outcome of a decision: the payment as it now stands, and where the customer goes next. */
export interface DecidedPayment {
  payment: PaymentRow;
  /** The customer's callback with `reference` and `trxref`, else the provider's page again. */
  location: string;
}

/**
 * Applies the customer's decision to a pending payment (a decided one stays as it is, so a second click
 * or a replayed form changes nothing). Declining a payment of orders leaves its checkout unpaid (one
 * checkout the shopper can pay again or cancel from their orders, until it expires); a payment whose
 * checkout was cancelled or expired meanwhile fails whatever the decision. A declined gift card purchase
 * leaves the card pending.
 *
 * @example
 * const { payment, location } = decidePayment(db, env, 'ORD-41-8F3KQ2', 'decline', pageUrl)!;
 */
export function decidePayment(
  db: Database,
  env: SandboxEnv,
  reference: string,
  decision: PaymentDecision,
  pageUrl: string,
): DecidedPayment | undefined {
  const found = db.table('payments').find((p) => p.reference === reference);
  if (!found) return undefined;
  let payment = found;
  expireUnpaidCheckouts(db, env);
  // A checkout that expired (or was cancelled) while the card page was open is not charged.
  const gone =
    payment.kind === 'order' &&
    payment.orderIds.some((id) => {
      const order = db.table('orders').get(id);
      return !order || statusCode(db, order) === 'cancelled';
    });
  if (payment.status === 'pending' && gone) {
    payment =
      db.table('payments').update(payment.id, {
        status: 'failed',
        reason: CHECKOUT_GONE,
        updatedAt: env.now().toISOString(),
      }) ?? payment;
  }
  if (payment.status === 'pending') {
    const now = env.now().toISOString();
    const failed = decision === 'decline';
    payment =
      db.table('payments').update(payment.id, {
        status: failed ? 'failed' : 'success',
        ...(failed ? { reason: DECLINE_REASON } : {}),
        updatedAt: now,
      }) ?? payment;
    // The provider's approval starts a paid plan at once (no client step can lose it).
    if (!failed && payment.kind === 'plan' && payment.pricingPlanId !== undefined) {
      startPaidPlan(db, env, payment.customerId, payment.pricingPlanId);
    }
    if (failed && payment.kind === 'order') {
      const at = env.now();
      const note = `Card payment declined (${payment.reference}): ${DECLINE_REASON}; waiting for another payment`;
      for (const id of payment.orderIds) logOrderActivity(db, id, note, at);
    }
  }
  const location = payment.callbackUrl
    ? callbackWithReference(payment.callbackUrl, payment.reference)
    : pageUrl;
  return { payment, location };
}
