import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';
import { notifyAdmins } from './notify';

/**
 * A merchant's product awaits review (new, or renamed or repriced after approval): every platform admin
 * (admin or super admin, who may approve it) is told, with a link to the product approvals.
 *
 * @example
 * tellReviewRequest(db, env, product, 'new');
 */
export function tellReviewRequest(
  db: Database,
  env: SandboxEnv,
  product: Pick<ProductRow, 'name' | 'storeName'>,
  why: 'new' | 'changed',
): void {
  const store = product.storeName ?? 'A store';
  notifyAdmins(db, env, {
    kind: 'approval-request',
    title: `${product.name} awaits approval`,
    body: why === 'new' ? `${store} added it.` : `${store} changed its name or price.`,
    link: '/admin/approvals/products',
  });
}
