// Who may read one record's timeline (getRecordTimeline): whoever may open the record's own screen.
import type { Entity } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import type { PermissionResource } from '../identity/permissions';
import { roleAllows } from '../identity/roleAccess';
import { merchantOwns } from '../orders/canSeeOrder';

type RecordType = Entity<'AuditRecordType'>;

/**
 * The record types with a timeline on their own screen, each with the resource whose `read` right a
 * role-limited account (a store's or the platform's staff) needs for it.
 */
export const TIMELINE_RESOURCES: Readonly<Partial<Record<RecordType, PermissionResource>>> = {
  'merchant-payment': 'merchant-payments',
  product: 'products',
  'hub-application': 'hubs',
  partner: 'shipping-partners',
  return: 'returns',
  store: 'stores',
};

/** Whose the record is: its store's merchant, or the shipping partner it is; `undefined` when there is none. */
function ownerOf(
  db: Database,
  type: RecordType,
  id: number,
): { merchantId: number } | { partnerId: number } | undefined {
  switch (type) {
    case 'merchant-payment': {
      // A merchant payment's id is its order's.
      const order = db.table('orders').get(id);
      return order ? { merchantId: order.merchantId } : undefined;
    }
    case 'product': {
      const product = db.table('products').get(id);
      return product && !product.deleted ? { merchantId: product.merchantId } : undefined;
    }
    case 'hub-application': {
      const application = db.table('hubApplications').get(id);
      const store = application ? db.table('stores').get(application.storeId) : undefined;
      return store ? { merchantId: store.merchantId } : undefined;
    }
    case 'return': {
      const ret = db.table('returns').get(id);
      return ret ? { merchantId: ret.merchantId } : undefined;
    }
    case 'store': {
      const store = db.table('stores').get(id);
      return store ? { merchantId: store.merchantId } : undefined;
    }
    case 'partner': {
      const partner = db.table('users').get(id);
      return partner?.accountType === 'partner' ? { partnerId: partner.id } : undefined;
    }
    default:
      return undefined;
  }
}

/** What the caller may do with a record's timeline. */
export type TimelineAccess = 'read' | 'no-timeline' | 'not-found' | 'role-refused';

/**
 * Whether the caller may read the record's timeline, following the record's own screen: platform admins
 * every record (a role-limited one with `read` on its resource), a merchant and its staff (with that
 * right) their store's records, a shipping partner its own onboarding. A record the caller may not see is
 * `not-found`, as if it did not exist; a type without a screen is `no-timeline`.
 *
 * @example
 * timelineAccess(db, { actor, user }, 'product', 42); // 'read' for the product's merchant
 */
export function timelineAccess(
  db: Database,
  caller: { actor: UserRow; user: UserRow },
  type: RecordType,
  id: number,
): TimelineAccess {
  const resource = TIMELINE_RESOURCES[type];
  if (!resource) return 'no-timeline';
  const owner = ownerOf(db, type, id);
  if (!owner) return 'not-found';
  const { actor, user } = caller;
  let sees = false;
  if (isPlatformAdmin(actor)) sees = true;
  else if (user.role === 'merchant') sees = 'merchantId' in owner && merchantOwns(db, user, owner.merchantId);
  else if (actor.accountType === 'partner') sees = 'partnerId' in owner && owner.partnerId === actor.id;
  if (!sees) return 'not-found';
  return roleAllows(db, actor, resource, 'read') ? 'read' : 'role-refused';
}
