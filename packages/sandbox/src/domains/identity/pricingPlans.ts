// Pricing plans belong to the store domain (its `pricingPlans` table); onboarding only checks the choice.
import type { Database } from '../../db/Database';
import '../store/tables';

/** Whether a merchant may choose this plan: it exists and is on offer. */
export function pricingPlanExists(db: Database, id: number): boolean {
  return db.table('pricingPlans').get(id)?.isActive === true;
}
