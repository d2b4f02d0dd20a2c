import type { Database } from '../../db/Database';

/** The rate of the cheapest plan (Free), for a merchant that never chose one. */
const NO_PLAN_RATE = 10;

/**
 * A merchant's commission rate in percent: the one source of truth is its pricing plan (the plan chosen in
 * its profile, else its latest subscription's plan), else the Free plan's rate. Every report, payment and
 * statement uses this figure, so a merchant has one rate everywhere.
 *
 * @example
 * commissionRateOf(db, demoMerchant.id); // 7.5 (Basic)
 */
export function commissionRateOf(db: Database, merchantId: number): number {
  const plans = db.table('pricingPlans');
  const chosen = db.table('users').get(merchantId)?.profile?.pricingPlanId;
  const plan =
    (typeof chosen === 'number' ? plans.get(chosen) : undefined) ??
    plans.get(
      db
        .table('subscriptions')
        .where((s) => s.merchantId === merchantId)
        .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)[0]?.pricingPlanId ?? -1,
    );
  if (plan) return plan.commissionPercentage;
  const cheapest = plans.all().sort((a, b) => a.amount - b.amount)[0];
  return cheapest?.commissionPercentage ?? NO_PLAN_RATE;
}
