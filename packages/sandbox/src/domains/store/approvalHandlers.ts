// Store approval, merchant payment categories, approvers, hubs and hub applications (admin side), and the
// merchant's hub application.

import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, refuse } from '../../http/replies';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { matches } from '../../shared/matches';
import { newestFirstBy } from '../../shared/newestFirst';
import { page } from '../../shared/page';
import { rejectionReason } from '../../shared/rejectionReason';
import { sameEmail } from '../../shared/sameEmail';
import { recordAudit } from '../audit/recordAudit';
import { mayGiveSecondApproval } from '../identity/grantedPermissions';
import { notify } from '../notifications/notify';
import { hubApplicationView } from './hubApplicationView';
import { merchantStore } from './merchantStore';
import { storeApprovalView } from './storeApprovalView';
import { storeView } from './storeView';
import type { ApproverRow, HubApplicationRow } from './tables';
import type { ApproverData, HubData } from './types';

const ADMIN_ONLY = 'Only platform admins can manage store approvals';

const approverView = (approver: ApproverRow): ApproverData => ({ ...approver });

/**
 * Files a pending application of `storeId` to `hubId` (or moves the store's pending application to that
 * hub), signed in the audit log by whoever asked (a `request` on the application). Used by applyToHub
 * and addStoreProfile.
 */
export function fileHubApplication(
  db: Database,
  env: SandboxEnv,
  store: Pick<StoreRow, 'id' | 'storeName'>,
  hub: Pick<HubData, 'id' | 'name'>,
): HubApplicationRow {
  const at = env.now().toISOString();
  const applications = db.table('hubApplications');
  const pending = applications.find((a) => a.storeId === store.id && a.status === 'pending');
  if (pending?.hubId === hub.id) return pending;
  const application = pending
    ? (applications.update(pending.id, { hubId: hub.id, updatedAt: at }) ?? pending)
    : applications.insert({
        storeId: store.id,
        hubId: hub.id,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      });
  recordAudit(db, env, {
    kind: 'request',
    action: pending ? `Moved the application to ${hub.name}` : `Applied to ${hub.name}`,
    recordType: 'hub-application',
    recordId: application.id,
    recordLabel: store.storeName,
  });
  return application;
}

export const approvalHandlers = defineHandlers({
  getStoresForApproval: ({ db, user, query }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const rows = db
      .table('stores')
      .where(
        (s) =>
          (!s.firstApproval || !s.secondApproval) &&
          // A rejected store waits for its merchant, not for an admin, until they mend it.
          (s.rejectionReason !== undefined) === (query.approval === 'rejected') &&
          matches(query.search, s.storeName),
      )
      .sort(newestFirstBy((s) => s.createdAt))
      .map((s) => storeApprovalView(db, s));
    return ok(page(rows, query), 'Stores fetched');
  },

  getApprovedStores: ({ db, user, query }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const rows = db
      .table('stores')
      .where((s) => s.firstApproval && matches(query.search, s.storeName))
      .sort(newestFirstBy((s) => s.createdAt))
      .map(storeView);
    return ok(page(rows, query), 'Approved stores fetched');
  },

  getStoreForApproval: ({ db, user, path }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const store = db.table('stores').get(path.id);
    if (!store) return notFound('Store not found');
    return ok(storeApprovalView(db, store), 'Store fetched');
  },

  approveStore: ({ db, env, user, path }) => {
    if (!user || !isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const stores = db.table('stores');
    const store = stores.get(path.id);
    if (!store) return notFound('Store not found');
    const at = env.now().toISOString();
    const approvals = db.table('storeApprovals');
    if (!store.firstApproval) {
      approvals.insert({ storeId: store.id, level: 'first', adminId: user.id, createdAt: at });
      // Approving a rejected store overrules the rejection: its reason goes.
      const updated =
        stores.update(store.id, { firstApproval: true, rejectionReason: undefined, updatedAt: at }) ?? store;
      recordAudit(db, env, {
        kind: 'approval',
        action: 'Gave the store its first approval',
        recordType: 'store',
        recordId: store.id,
        recordLabel: store.storeName,
      });
      return ok(storeApprovalView(db, updated), 'Store approved');
    }
    if (store.secondApproval) return refuse('Store is already approved');
    if (!mayGiveSecondApproval(db, user)) {
      return refuse(
        'Store already has its first approval; the second approval needs a second-level approver',
      );
    }
    const first = approvals.find((a) => a.storeId === store.id && a.level === 'first');
    if (first?.adminId === user.id) return refuse('The second approval must come from a different admin');
    approvals.insert({ storeId: store.id, level: 'second', adminId: user.id, createdAt: at });
    const updated =
      stores.update(store.id, { secondApproval: true, rejectionReason: undefined, updatedAt: at }) ?? store;
    recordAudit(db, env, {
      kind: 'approval',
      action: 'Gave the store its second approval',
      recordType: 'store',
      recordId: store.id,
      recordLabel: store.storeName,
    });
    notify(db, env, store.merchantId, {
      kind: 'store-decision',
      title: `Your store ${store.storeName} is approved`,
      body: 'Customers can now find your store and its approved products.',
      link: '/merchant/store',
    });
    return ok(storeApprovalView(db, updated), 'Store approval completed');
  },

  rejectStore: ({ db, env, user, path, body }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const given = rejectionReason(body.reason, 'merchant');
    if ('error' in given) return invalid([given.error], given.error.message);
    const store = db.table('stores').get(path.id);
    if (!store) return notFound('Store not found');
    if (store.firstApproval && store.secondApproval) return refuse('Store is already approved');
    if (store.rejectionReason !== undefined) return refuse('Store is already rejected');
    const at = env.now().toISOString();
    const updated =
      db.table('stores').update(store.id, { rejectionReason: given.reason, updatedAt: at }) ?? store;
    recordAudit(db, env, {
      kind: 'rejection',
      action: `Rejected the store: ${given.reason}`,
      recordType: 'store',
      recordId: store.id,
      recordLabel: store.storeName,
    });
    notify(db, env, store.merchantId, {
      kind: 'store-decision',
      title: `Your store ${store.storeName} was not approved`,
      body: given.reason,
      link: '/merchant/store',
    });
    return ok(storeApprovalView(db, updated), 'Store rejected');
  },

  updateMerchantPaymentCategory: ({ db, env, user, path, body }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const merchant = db.table('users').get(path.id);
    const store = db.table('stores').find((s) => s.merchantId === path.id);
    if (merchant?.role !== 'merchant' || !store) return notFound('Merchant not found');
    const paymentCategory = body.paymentCategory.trim();
    if (!paymentCategory)
      return invalid([{ field: 'paymentCategory', message: 'Payment category is required' }]);
    const at = env.now().toISOString();
    db.table('stores').update(store.id, { paymentCategory, updatedAt: at });
    return ok({ merchantId: merchant.id, paymentCategory, updatedAt: at }, 'Payment category updated');
  },

  getApprovers: ({ db, user }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    return ok(
      db
        .table('approvers')
        .all()
        .sort((a, b) => a.id - b.id)
        .map(approverView),
      'Approvers fetched',
    );
  },

  createApprover: ({ db, env, user, body }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const approvers = db.table('approvers');
    if (approvers.find((a) => sameEmail(a.email, body.email))) {
      return invalid([{ field: 'email', message: 'An approver with this email already exists' }]);
    }
    const at = env.now().toISOString();
    const approver = approvers.insert({
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim().toLowerCase(),
      ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
      approvalLevel: body.approvalLevel,
      isActive: body.isActive ?? true,
      createdAt: at,
      updatedAt: at,
    });
    return ok(approverView(approver), 'Successfully created approver.', 201);
  },

  editApprover: ({ db, env, user, path, body }) => {
    if (!isPlatformAdmin(user)) return forbidden(ADMIN_ONLY);
    const approvers = db.table('approvers');
    const approver = approvers.get(path.id);
    if (!approver) return notFound('Approver not found');
    if (approvers.find((a) => a.id !== approver.id && sameEmail(a.email, body.email))) {
      return invalid([{ field: 'email', message: 'An approver with this email already exists' }]);
    }
    const updated = approvers.update(approver.id, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim().toLowerCase(),
      phoneNumber: body.phoneNumber,
      approvalLevel: body.approvalLevel,
      isActive: body.isActive ?? approver.isActive,
      updatedAt: env.now().toISOString(),
    });
    return ok(approverView(updated ?? approver), 'Successfully updated approver.');
  },

  getAllHubs: ({ db }) => {
    const hubs = db
      .table('hubs')
      .all()
      .sort((a, b) => a.id - b.id)
      .map((hub): HubData => structuredClone(hub));
    return ok(hubs, 'Hubs fetched');
  },

  getHubStores: ({ db, path }) => {
    const hub = db.table('hubs').get(path.id);
    if (!hub) return notFound('Hub not found');
    const stores = db
      .table('stores')
      .where((s) => s.hubId === hub.id)
      .sort((a, b) => a.storeName.localeCompare(b.storeName) || a.id - b.id)
      .map(storeView);
    return ok(stores, 'Hub stores fetched');
  },

  getPendingHubApplications: ({ db, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only platform admins can review hub applications');
    const rows = db
      .table('hubApplications')
      .where((a) => a.status === 'pending')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((a) => hubApplicationView(db, a));
    return ok(rows, 'Pending hub applications fetched');
  },

  applyToHub: ({ db, env, user, body }) => {
    const store = merchantStore(db, user);
    if (!store) return notFound('Store not found');
    const hub = db.table('hubs').get(body.hubId);
    if (!hub) return notFound('Hub not found');
    if (!hub.isActive) return refuse(`${hub.name} is not accepting stores`);
    if (store.hubId === hub.id) return refuse(`Your store already belongs to ${hub.name}`);
    const pending = db.table('hubApplications').find((a) => a.storeId === store.id && a.status === 'pending');
    if (pending) return refuse('Your store already has a pending hub application');
    const application = fileHubApplication(db, env, store, hub);
    return ok(hubApplicationView(db, application), 'Hub application submitted', 201);
  },

  approveHub: ({ db, env, user, path }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only platform admins can approve hub applications');
    const applications = db.table('hubApplications');
    const application = applications.get(path.id);
    if (!application) return notFound('Hub application not found');
    if (application.status !== 'pending') return refuse(`Hub application is already ${application.status}`);
    const store = db.table('stores').get(application.storeId);
    if (!store) return notFound('Store not found');
    const hub = db.table('hubs').get(application.hubId);
    if (!hub) return notFound('Hub not found');
    const at = env.now().toISOString();
    const approved =
      applications.update(application.id, { status: 'approved', updatedAt: at }) ?? application;
    db.table('stores').update(store.id, { hubId: hub.id, updatedAt: at });
    recordAudit(db, env, {
      kind: 'approval',
      action: `Approved the application to ${hub.name}`,
      recordType: 'hub-application',
      recordId: application.id,
      recordLabel: store.storeName,
    });
    return ok(hubApplicationView(db, approved), 'Hub application approved');
  },

  rejectHubApplication: ({ db, env, user, path, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only platform admins can reject hub applications');
    const given = rejectionReason(body.reason, 'merchant');
    if ('error' in given) return invalid([given.error], given.error.message);
    const applications = db.table('hubApplications');
    const application = applications.get(path.id);
    if (!application) return notFound('Hub application not found');
    if (application.status !== 'pending') return refuse(`Hub application is already ${application.status}`);
    const at = env.now().toISOString();
    const rejected =
      applications.update(application.id, {
        status: 'rejected',
        rejectionReason: given.reason,
        updatedAt: at,
      }) ?? application;
    const view = hubApplicationView(db, rejected);
    const store = db.table('stores').get(application.storeId);
    recordAudit(db, env, {
      kind: 'rejection',
      action: `Rejected the application to ${view.hubName ?? 'the hub'}: ${given.reason}`,
      recordType: 'hub-application',
      recordId: application.id,
      recordLabel: store?.storeName ?? view.storeName,
    });
    if (store) {
      notify(db, env, store.merchantId, {
        kind: 'store-decision',
        title: `Your application to ${view.hubName ?? 'the hub'} was not approved`,
        body: given.reason,
        link: '/merchant/store',
      });
    }
    return ok(view, 'Hub application rejected');
  },
});
