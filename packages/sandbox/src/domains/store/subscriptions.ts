// Merchants' pricing plans and subscriptions.
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { lagosDay } from '../../lagosDay';
import type { PricingPlanRow, SubscriptionRow } from './tables';

/**
 * One billing month from `start` (its Lagos day): the last day is the day before the same date next
 * month. The result is midday of that day, so its Lagos day is the period's last day.
 */
export function periodEnd(start: Date): Date {
  const [y, m, d] = lagosDay(start).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m, d - 1, 12));
}

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/** The plan the merchant picked (PATCH /auth/merchant/onboard/pricing keeps it in the profile). */
function chosenPlanId(db: Database, merchantId: number): number | undefined {
  const id = db.table('users').get(merchantId)?.profile?.pricingPlanId;
  return typeof id === 'number' && db.table('pricingPlans').get(id) ? id : undefined;
}

/**
 * Starts a subscription of the merchant to `planId` from today, cancelling the active one.
 *
 * @example
 * subscribeToPlan(db, env, merchant.id, 3); // the merchant is now on Pro
 */
export function subscribeToPlan(
  db: Database,
  env: SandboxEnv,
  merchantId: number,
  planId: number,
): SubscriptionRow {
  const subscriptions = db.table('subscriptions');
  const plan = db.table('pricingPlans').get(planId);
  if (!plan) throw new Error(`no pricing plan ${planId}`);
  for (const active of subscriptions.where((s) => s.merchantId === merchantId && s.status === 'active')) {
    subscriptions.update(active.id, { status: 'cancelled' });
  }
  const now = env.now();
  return subscriptions.insert({
    merchantId,
    pricingPlanId: plan.id,
    amount: plan.amount,
    status: 'active',
    startDate: lagosDay(now),
    endDate: lagosDay(periodEnd(now)),
    createdAt: now.toISOString(),
  });
}

/**
 * The merchant's current subscription, brought up to date: a plan chosen since (in the merchant's profile)
 * starts a new subscription, and an active subscription whose month has ended renews for the next month
 * (the ended one becomes expired). Undefined when the merchant never had a plan.
 */
export function currentSubscription(
  db: Database,
  env: SandboxEnv,
  merchantId: number,
): SubscriptionRow | undefined {
  const subscriptions = db.table('subscriptions');
  const latestActive = () =>
    subscriptions
      .where((s) => s.merchantId === merchantId && s.status === 'active')
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)[0];
  let active = latestActive();
  const chosen = chosenPlanId(db, merchantId);
  if (chosen !== undefined && active?.pricingPlanId !== chosen)
    active = subscribeToPlan(db, env, merchantId, chosen);
  const today = lagosDay(env.now());
  // Renew month by month (bounded) until the active period covers today.
  for (let i = 0; active && active.endDate < today && i < 36; i++) {
    const plan = db.table('pricingPlans').get(active.pricingPlanId);
    subscriptions.update(active.id, { status: 'expired' });
    if (!plan) return undefined;
    const start = dayAfter(active.endDate);
    active = subscriptions.insert({
      merchantId,
      pricingPlanId: plan.id,
      amount: plan.amount,
      status: 'active',
      startDate: lagosDay(start),
      endDate: lagosDay(periodEnd(start)),
      createdAt: start.toISOString(),
    });
  }
  return active;
}

/** The plan the merchant is on, or undefined when none was chosen. */
export function merchantPlan(db: Database, env: SandboxEnv, merchantId: number): PricingPlanRow | undefined {
  const subscription = currentSubscription(db, env, merchantId);
  return subscription ? db.table('pricingPlans').get(subscription.pricingPlanId) : undefined;
}

/**
 * Starts a paid plan once its payment is approved: the merchant's chosen plan becomes it and a new
 * subscription starts today (the one before is cancelled), so the subscription and its history show it
 * at once.
 *
 * @example
 * startPaidPlan(db, env, merchant.id, 3); // after the provider approved PLAN-3-…
 */
export function startPaidPlan(
  db: Database,
  env: SandboxEnv,
  merchantId: number,
  planId: number,
): SubscriptionRow {
  const merchant = db.table('users').get(merchantId);
  if (merchant)
    db.table('users').update(merchantId, { profile: { ...merchant.profile, pricingPlanId: planId } });
  return subscribeToPlan(db, env, merchantId, planId);
}
