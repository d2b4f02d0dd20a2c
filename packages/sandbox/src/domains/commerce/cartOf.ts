import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import type { CartRow } from './tables';

/** The customer's cart row, created empty on first use. */
export function cartOf(db: Database, env: SandboxEnv, customerId: number): CartRow {
  const carts = db.table('carts');
  return (
    carts.find((c) => c.customerId === customerId) ??
    carts.insert({
      customerId,
      items: [],
      appliedCodes: [],
      giftCardIds: [],
      selectedAddressId: null,
      updatedAt: env.now().toISOString(),
    })
  );
}

/** The customer's cart row if there is one (reads never create it). */
export function findCart(db: Database, customerId: number): CartRow | undefined {
  return db.table('carts').find((c) => c.customerId === customerId);
}
