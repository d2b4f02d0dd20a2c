import type { StoreRow } from '../../../db/core';
import type { Database } from '../../../db/Database';
import type { UserRow } from '../../../db/identity';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { lagosDay } from '../../../lagosDay';
import { DAY_MS, daysAgo } from '../../../seed/daysAgo';
import { ACCOUNT_ROLES } from '../../identity/accountRoles';
import { findUserByEmail } from '../../identity/findUserByEmail';
import { ACCOUNT_PERMISSIONS, PERMISSION_RESOURCES } from '../../identity/permissions';
import { pickSocials } from '../pickSocials';
import { storeView } from '../storeView';
import { periodEnd } from '../subscriptions';
import '../tables';
import { DEMO_PASSWORD } from '../../../demoAccounts';
import { isStaffAccount } from '../../../shared/isStaffAccount';
import { openStaffAccount } from '../staffAccount';
import type { RoleRow } from '../tables';
import {
  ACCOUNT_ROLE_DESCRIPTIONS,
  APPROVERS,
  CONTACT_MESSAGES,
  DEMO_MERCHANT_EMAIL,
  HUB_AREAS,
  HUBS,
  PAYOUT_BANKS,
  POLICIES,
  PRICING_PLANS,
  RESOURCE_DESCRIPTIONS,
  type SeedPerson,
  STAFF,
  STAFF_ROLES,
  TESTIMONIALS,
} from './storeSeedData';

/** What every step of the store seed reads: the clock, and the demo accounts and store. */
interface StoreSeed {
  db: Database;
  env: SandboxEnv;
  now: Date;
  /** The instant `days` days (and `hours` hours) ago, as an ISO string. */
  iso: (days: number, hours?: number) => string;
  /** When the platform opened: the date of its resources and roles. */
  founded: string;
  admin: UserRow | undefined;
  superAdmin: UserRow | undefined;
  demoMerchant: UserRow | undefined;
  demoStore: StoreRow | undefined;
  /** Every store, by id. */
  stores: StoreRow[];
}

/**
 * Seed data of the store domain (after identity and catalog, so users, stores and products exist): roles
 * and resources, pricing plans, the four hubs with most approved stores in one and two applications
 * pending, approval history and approvers, store profiles, staff, policies, testimonials, subscriptions,
 * bank accounts and a few contact messages. Dates are relative to the sandbox clock.
 */
export function seedStore(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const iso = (days: number, hours = 0) => daysAgo(now, days, hours);
  const demoMerchant = findUserByEmail(db, DEMO_MERCHANT_EMAIL);
  const stores = db
    .table('stores')
    .all()
    .sort((a, b) => a.id - b.id);
  const seed: StoreSeed = {
    db,
    env,
    now,
    iso,
    founded: iso(400),
    admin: findUserByEmail(db, 'admin@demo.test'),
    superAdmin: findUserByEmail(db, 'superadmin@demo.test'),
    demoMerchant,
    demoStore:
      stores.find((s) => s.id === demoMerchant?.storeId) ??
      stores.find((s) => s.merchantId === demoMerchant?.id),
    stores,
  };
  const roleIds = seedRoles(seed);
  for (const plan of PRICING_PLANS)
    db.table('pricingPlans').insert({ ...plan, features: [...plan.features] });
  seedHubs(seed);
  seedStoreApprovals(seed);
  seedHubApplications(seed);
  seedApprovers(seed);
  seedStoreProfiles(seed);
  seedStaff(seed, roleIds);
  seedPoliciesAndTestimonials(seed);
  const merchants = seedSubscriptions(seed);
  seedBankAccounts(seed, merchants);
  seedContactMessages(seed);
}

/** `iso` moved by whole days. */
const after = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** A store's social handle: its name's letters and digits, lower case. */
const handleOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30);

/**
 * Resources and roles, ids aligned with identity's PERMISSION_RESOURCES and ACCOUNT_ROLES, then the staff
 * roles. Returns the staff roles' ids by name.
 */
function seedRoles({ db, founded }: StoreSeed): Record<string, number> {
  const resources = db.table('resources');
  PERMISSION_RESOURCES.forEach((name, index) => {
    resources.insert({
      id: index + 1,
      name,
      description: RESOURCE_DESCRIPTIONS[name] ?? name,
      createdAt: founded,
    });
  });
  const resourceId = (name: string) =>
    PERMISSION_RESOURCES.indexOf(name as (typeof PERMISSION_RESOURCES)[number]) + 1;
  const roles = db.table('roles');
  const accountTypes = Object.keys(ACCOUNT_ROLES) as (keyof typeof ACCOUNT_ROLES)[];
  for (const type of [...accountTypes].sort((a, b) => ACCOUNT_ROLES[a].roleId - ACCOUNT_ROLES[b].roleId)) {
    const { roleId, role } = ACCOUNT_ROLES[type];
    const scope: RoleRow['scope'] = ['superadmin', 'admin', 'dispatcher', 'scheduler'].includes(type)
      ? 'platform'
      : 'account';
    roles.insert({
      id: roleId,
      name: role,
      description: ACCOUNT_ROLE_DESCRIPTIONS[type] ?? role,
      scope,
      resourceIds: Object.keys(ACCOUNT_PERMISSIONS[type])
        .map(resourceId)
        .filter((id) => id > 0),
      createdAt: founded,
    });
  }
  const roleIds: Record<string, number> = {};
  for (const role of STAFF_ROLES) {
    const row = roles.insert({
      name: role.name,
      description: role.description,
      scope: role.scope,
      resourceIds: role.resources.map(resourceId).filter((id) => id > 0),
      createdAt: founded,
    });
    roleIds[role.name] = row.id;
  }
  return roleIds;
}

function seedHubs({ db, iso }: StoreSeed): void {
  HUBS.forEach((hub, index) => {
    db.table('hubs').insert({
      id: index + 1,
      ...hub,
      address: { ...hub.address },
      isActive: true,
      createdAt: iso(380 - index * 40),
    });
  });
}

/** The hub (1-4) nearest a store by its shipping location, if any. */
function nearestHub(store: StoreRow): number | undefined {
  const state = store.shippingLocation?.state.toLowerCase() ?? '';
  const place = `${store.shippingLocation?.city ?? ''} ${store.shippingLocation?.street ?? ''}`.toLowerCase();
  if (!state) return undefined;
  if (HUB_AREAS.lagosStates.some((s) => state.includes(s))) {
    return state.includes('lagos') && HUB_AREAS.lekkiAreas.some((a) => place.includes(a)) ? 2 : 1;
  }
  if (HUB_AREAS.abujaStates.some((s) => state.includes(s))) return 3;
  if (HUB_AREAS.southStates.some((s) => state.includes(s))) return 4;
  return undefined;
}

/** Who approved the approved stores: the demo admin first, the super admin second (the four-eyes rule). */
function seedStoreApprovals({ db, admin, superAdmin, stores }: StoreSeed): void {
  for (const store of stores) {
    if (store.firstApproval && admin) {
      db.table('storeApprovals').insert({
        storeId: store.id,
        level: 'first',
        adminId: admin.id,
        createdAt: after(store.createdAt, 1),
      });
    }
    if (store.secondApproval && superAdmin) {
      db.table('storeApprovals').insert({
        storeId: store.id,
        level: 'second',
        adminId: superAdmin.id,
        createdAt: after(store.createdAt, 3),
      });
    }
  }
}

/**
 * Approved stores join their nearest hub; the last two approved stores outside the demo merchant's wait
 * with a pending application, so the admin demo has applications to approve.
 */
function seedHubApplications({ db, iso, demoStore, stores }: StoreSeed): void {
  const candidates = stores.filter((s) => s.firstApproval && nearestHub(s) !== undefined);
  const pendingStores = candidates
    .filter((s) => s.id !== demoStore?.id && (s.hubId === undefined || s.hubId === null))
    .slice(-2);
  const applications = db.table('hubApplications');
  for (const store of candidates) {
    const hubId = nearestHub(store) ?? 1;
    if (pendingStores.includes(store)) {
      const index = pendingStores.indexOf(store);
      const at = iso(5 - index * 3, 2);
      applications.insert({ storeId: store.id, hubId, status: 'pending', createdAt: at, updatedAt: at });
      continue;
    }
    const joined = store.hubId ?? hubId;
    applications.insert({
      storeId: store.id,
      hubId: joined,
      status: 'approved',
      createdAt: after(store.createdAt, 2),
      updatedAt: after(store.createdAt, 4),
    });
    if (store.hubId === undefined || store.hubId === null)
      db.table('stores').update(store.id, { hubId: joined });
  }
}

/** The demo admin gives first approvals, the demo super admin second ones, with three colleagues. */
function seedApprovers({ db, iso, admin, superAdmin }: StoreSeed): void {
  const approver = (person: SeedPerson, approvalLevel: 'first' | 'second', days: number, isActive = true) =>
    db.table('approvers').insert({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      ...(person.phoneNumber ? { phoneNumber: person.phoneNumber } : {}),
      approvalLevel,
      isActive,
      createdAt: iso(days),
      updatedAt: iso(days),
    });
  if (admin) approver(admin, 'first', 300);
  if (superAdmin) approver(superAdmin, 'second', 300);
  for (const { person, approvalLevel, daysAgo, isActive } of APPROVERS) {
    approver(person, approvalLevel, daysAgo, isActive);
  }
}

/** Every approved store saved its profile once; the demo store twice (the last is current). */
function seedStoreProfiles({ db, iso, demoStore, stores }: StoreSeed): void {
  for (const store of stores.filter((s) => s.firstApproval || s.id === demoStore?.id)) {
    const handle = handleOf(store.storeName);
    const socials = pickSocials(
      store.socials && Object.keys(store.socials).length > 0
        ? store.socials
        : {
            facebook: `https://facebook.com/${handle}`,
            instagram: `https://instagram.com/${handle}`,
            ...(store.id % 2 === 0
              ? { tiktok: `https://tiktok.com/@${handle}` }
              : { twitter: `https://twitter.com/${handle}` }),
          },
    );
    const current = db.table('stores').update(store.id, { socials }) ?? store;
    const { id: _id, ...snapshot } = storeView(current);
    const savedAt = after(store.createdAt, 1);
    if (store.id === demoStore?.id) {
      db.table('storeProfiles').insert({
        storeId: store.id,
        socials: { instagram: socials.instagram },
        store: { ...snapshot, firstApproval: false, secondApproval: false, hubId: null },
        createdAt: savedAt,
        updatedAt: savedAt,
      });
    }
    const lastSaved = store.id === demoStore?.id ? iso(12, 3) : savedAt;
    db.table('storeProfiles').insert({
      storeId: store.id,
      socials,
      store: snapshot,
      createdAt: lastSaved,
      updatedAt: lastSaved,
    });
  }
}

/** Three staff at the demo store (when there is one), two on the platform. */
function seedStaff({ db, env, iso, demoStore }: StoreSeed, roleIds: Record<string, number>): void {
  for (const { at, person, role, daysAgo, isActive } of STAFF) {
    if (at === 'demoStore' && !demoStore) continue;
    const staff = db.table('staff').insert({
      storeId: at === 'demoStore' && demoStore ? demoStore.id : null,
      ...person,
      roleId: roleIds[role] ?? 1,
      isActive,
      createdAt: iso(daysAgo),
      updatedAt: iso(daysAgo),
    });
    // Seeded staff log in with the demo password, like every seeded account.
    const account = openStaffAccount(db, env, staff, DEMO_PASSWORD);
    db.table('users').update(account.id, { createdAt: iso(daysAgo) });
  }
}

function seedPoliciesAndTestimonials({ db, env, iso, demoMerchant }: StoreSeed): void {
  if (!demoMerchant) return;
  for (const { daysAgo, ...policy } of POLICIES) {
    db.table('policies').insert({
      merchantId: demoMerchant.id,
      ...policy,
      createdAt: iso(daysAgo),
      updatedAt: iso(daysAgo),
    });
  }
  for (const { daysAgo, ...testimonial } of TESTIMONIALS) {
    db.table('testimonials').insert({
      merchantId: demoMerchant.id,
      name: testimonial.name,
      designation: testimonial.designation,
      message: testimonial.message,
      image: env.image(`testimonials/${handleOf(testimonial.name)}.svg`),
      rating: testimonial.rating,
      createdAt: iso(daysAgo),
      updatedAt: iso(daysAgo),
    });
  }
}

/**
 * Every merchant with an approved store is on a plan: the one chosen at onboarding, else one by turn (the
 * demo merchant on Pro); the demo merchant started on Free. Returns those merchants with their stores.
 */
function seedSubscriptions({
  db,
  now,
  demoMerchant,
  stores,
}: StoreSeed): { user: UserRow; store: StoreRow }[] {
  const users = db.table('users');
  const merchants = users
    .where((u) => u.role === 'merchant' && !isStaffAccount(u))
    .sort((a, b) => a.id - b.id)
    .map((u) => ({
      user: u,
      store: stores.find((s) => s.id === u.storeId) ?? stores.find((s) => s.merchantId === u.id),
    }))
    .filter((m): m is { user: UserRow; store: StoreRow } => m.store?.firstApproval === true);
  const subscriptions = db.table('subscriptions');
  const currentStart = new Date(now.getTime() - 10 * DAY_MS);
  const monthBefore = (date: Date, months: number) =>
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, date.getUTCDate()));
  merchants.forEach(({ user }, index) => {
    const chosen = typeof user.profile?.pricingPlanId === 'number' ? user.profile.pricingPlanId : undefined;
    const isDemo = user.id === demoMerchant?.id;
    const planId = chosen ?? (isDemo ? 3 : ([1, 2, 1, 3][index % 4] ?? 1));
    const plan = PRICING_PLANS.find((p) => p.id === planId) ?? PRICING_PLANS[0]!;
    const history = isDemo ? [1, plan.id] : index % 3 === 0 ? [plan.id] : [];
    history.forEach((pastPlanId, i) => {
      const start = monthBefore(currentStart, history.length - i);
      const pastPlan = PRICING_PLANS.find((p) => p.id === pastPlanId) ?? plan;
      subscriptions.insert({
        merchantId: user.id,
        pricingPlanId: pastPlan.id,
        amount: pastPlan.amount,
        status: 'expired',
        startDate: lagosDay(start),
        endDate: lagosDay(periodEnd(start)),
        createdAt: start.toISOString(),
      });
    });
    subscriptions.insert({
      merchantId: user.id,
      pricingPlanId: plan.id,
      amount: plan.amount,
      status: 'active',
      startDate: lagosDay(currentStart),
      endDate: lagosDay(periodEnd(currentStart)),
      createdAt: currentStart.toISOString(),
    });
    // The merchant detail shows the plan (identity's pricingPlanId); keep them in step.
    if (chosen === undefined)
      users.update(user.id, { profile: { ...(user.profile ?? {}), pricingPlanId: plan.id } });
  });
  return merchants;
}

/** Bank accounts: the demo merchant's and every other merchant's on a paid plan. */
function seedBankAccounts(
  { db, env, demoMerchant }: StoreSeed,
  merchants: { user: UserRow; store: StoreRow }[],
): void {
  merchants.forEach(({ user, store }, index) => {
    const onPaidPlan = db
      .table('subscriptions')
      .find((s) => s.merchantId === user.id && s.status === 'active' && s.amount > 0);
    if (user.id !== demoMerchant?.id && !onPaidPlan) return;
    const bank = PAYOUT_BANKS[index % PAYOUT_BANKS.length]!;
    const accountNumber = String(Math.floor(env.random() * 9e9) + 1e9).slice(0, 10);
    db.table('bankAccounts').insert({
      merchantId: user.id,
      ...bank,
      accountNumber: accountNumber.padStart(10, '0'),
      accountName: store.storeName.toUpperCase(),
      createdAt: after(store.createdAt, 3),
      updatedAt: after(store.createdAt, 3),
    });
  });
}

/** Contact messages from a guest and the demo customer. */
function seedContactMessages({ db, iso }: StoreSeed): void {
  db.table('contactMessages').insert({ ...CONTACT_MESSAGES.guest, customerId: null, createdAt: iso(6, 4) });
  const customer = findUserByEmail(db, 'customer@demo.test');
  if (customer) {
    db.table('contactMessages').insert({
      fullName: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      ...CONTACT_MESSAGES.demoCustomer,
      customerId: customer.id,
      createdAt: iso(2, 7),
    });
  }
}
