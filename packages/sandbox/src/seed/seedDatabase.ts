import '../db/core';
import '../db/identity';
import type { Database } from '../db/Database';
import { seedCatalog } from '../domains/catalog/seed';
import { seedCommerce } from '../domains/commerce/seed';
import { seedIdentity } from '../domains/identity/seed';
import { seedOrders } from '../domains/orders/seed';
import { seedReports } from '../domains/reports/seed';
import { seedStore } from '../domains/store/seed';
import { seedProvider } from '../hosts/provider/seedProvider';
import { seedShipping } from '../hosts/shipping/seedShipping';
import { seedThemes } from '../hosts/themes/seedThemes';
import type { SandboxEnv } from '../http/HandlerContext';

/**
 * Fills an empty database with the seed marketplace, domain by domain in dependency order: users and
 * stores, then the catalogue, the store settings, the commerce data (coupons, gift cards, addresses,
 * carts), past orders with their returns and transactions, the other hosts' data (shipping API, themes,
 * card provider) and what the reports store.
 * Deterministic for a given seed and clock.
 */
export function seedDatabase(db: Database, env: SandboxEnv): void {
  seedIdentity(db, env);
  seedCatalog(db, env);
  seedStore(db, env);
  seedCommerce(db, env);
  seedOrders(db, env);
  seedShipping(db, env);
  seedThemes(db, env);
  seedProvider(db);
  seedReports(db, env);
}
