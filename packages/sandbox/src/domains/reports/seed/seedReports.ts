import '../../../db/core';
import type { Database } from '../../../db/Database';
import '../../../db/identity';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { DAY_MS } from '../../../seed/daysAgo';
import '../tables';

/**
 * Seed data of the reports domain (runs last, after the orders and the other hosts): the transfer
 * references of the merchant payments the orders seed marked processed. Reports themselves are computed,
 * never seeded.
 */
export function seedReports(db: Database, env: SandboxEnv): void {
  const now = env.now();
  for (const order of db.table('orders').where((o) => o.paymentStatus === 'processed')) {
    const paidAt = new Date(
      Math.min(now.getTime(), Date.parse(order.updatedAt ?? order.createdAt) + 2 * DAY_MS),
    ).toISOString();
    db.table('merchantPaymentRecords').insert({
      id: order.id,
      reference: `TRF-${paidAt.slice(0, 10).replace(/-/g, '')}-${String(order.id).padStart(4, '0')}`,
      note: null,
      paidAt,
      updatedAt: paidAt,
    });
  }
}
