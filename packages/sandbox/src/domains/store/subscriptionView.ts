import type { Database } from '../../db/Database';
import type { SubscriptionRow } from './tables';
import type { SubscriptionData } from './types';

/** A subscription as the API sends it, with its store's and plan's names. */
export function subscriptionView(db: Database, subscription: SubscriptionRow): SubscriptionData {
  const plan = db.table('pricingPlans').get(subscription.pricingPlanId);
  const store = db.table('stores').find((s) => s.merchantId === subscription.merchantId);
  return {
    id: subscription.id,
    merchantId: subscription.merchantId,
    ...(store ? { storeName: store.storeName } : {}),
    pricingPlanId: subscription.pricingPlanId,
    ...(plan ? { planName: plan.name } : {}),
    amount: subscription.amount,
    status: subscription.status,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    createdAt: subscription.createdAt,
  };
}
