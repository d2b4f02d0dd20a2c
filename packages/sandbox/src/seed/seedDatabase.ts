import '../db/core';
import '../db/identity';
import type { Database } from '../db/Database';
import { seedAudit } from '../domains/audit/seed/seedAudit';
import { seedCatalog } from '../domains/catalog/seed/seedCatalog';
import { seedReviewAuthors } from '../domains/catalog/seed/seedReviewAuthors';
import { seedCommerce } from '../domains/commerce/seed/seedCommerce';
import { seedIdentity } from '../domains/identity/seed/seedIdentity';
import { seedOrders } from '../domains/orders/seed/seedOrders';
import { seedReports } from '../domains/reports/seed/seedReports';
import { seedStore } from '../domains/store/seed/seedStore';
import { seedProvider } from '../hosts/provider/seed/seedProvider';
import { seedShipping } from '../hosts/shipping/seed/seedShipping';
import { seedThemes } from '../hosts/themes/seed/seedThemes';
import type { SandboxEnv } from '../http/HandlerContext';

/**
 * Fills an empty database with the seed marketplace, domain by domain in dependency order: users and
 * stores, then the catalogue, the store settings, the commerce data (coupons, gift cards, addresses,
 * carts), past orders with their returns and transactions (then the reviews' authors become buyers), the other hosts' data (shipping API, themes,
 * card provider), what the reports store, and a few days of the audit log.
 * Deterministic for a given seed and clock.
 */
export function seedDatabase(db: Database, env: SandboxEnv): void {
  seedIdentity(db, env);
  seedCatalog(db, env);
  seedStore(db, env);
  seedCommerce(db, env);
  seedOrders(db, env);
  seedReviewAuthors(db, env.now());
  seedShipping(db, env);
  seedThemes(db, env);
  seedProvider(db);
  seedReports(db, env);
  seedAudit(db, env);
}
