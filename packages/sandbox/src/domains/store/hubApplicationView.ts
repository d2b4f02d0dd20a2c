import type { Database } from '../../db/Database';
import type { HubApplicationRow } from './tables';
import type { HubApplicationData } from './types';

/** A hub application as the API sends it, with its store's and hub's names. */
export function hubApplicationView(db: Database, application: HubApplicationRow): HubApplicationData {
  const store = db.table('stores').get(application.storeId);
  const hub = db.table('hubs').get(application.hubId);
  return {
    id: application.id,
    storeId: application.storeId,
    ...(store ? { storeName: store.storeName } : {}),
    hubId: application.hubId,
    ...(hub ? { hubName: hub.name } : {}),
    status: application.status,
    ...(application.rejectionReason ? { rejectionReason: application.rejectionReason } : {}),
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
  };
}
