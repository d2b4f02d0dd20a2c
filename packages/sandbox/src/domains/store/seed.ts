import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';
import { ACCOUNT_PERMISSIONS, ACCOUNT_ROLES, findUserByEmail, PERMISSION_RESOURCES } from '../identity';
import { isoDay, pickSocials, storeView } from './shared';
import { periodEnd } from './subscriptions';
import './tables';
import type { RoleRow } from './tables';

const DAY = 24 * 60 * 60 * 1000;

/** The merchant whose store gets the demo staff, policies, testimonials and bank account. */
export const DEMO_MERCHANT_EMAIL = 'merchant@demo.test';

const RESOURCE_DESCRIPTIONS: Record<string, string> = {
  orders: 'View, update and assign orders',
  stores: 'Approve and manage stores',
  products: 'Create, edit and approve products',
  categories: 'Manage categories, sub-categories and child categories',
  customers: 'View customer accounts',
  merchants: 'View and manage merchant accounts',
  transactions: 'View payments and transactions',
  returns: 'Handle returns, refunds and replacements',
  coupons: 'Create and manage coupons',
  'gift-cards': 'Issue gift cards and change their status',
  promotions: 'Run promotions on the storefront',
  'official-outlets': 'Manage official brand outlets',
  'featured-collections': 'Curate featured collections',
  hubs: 'Manage platform hubs and hub applications',
  'shipping-partners': 'Onboard and manage shipping partners',
  dispatchers: 'Manage dispatchers and riders',
  admins: 'Create, deactivate and delete admins',
  roles: 'Manage roles',
  resources: 'Manage resources',
  staff: 'Manage staff',
  reports: 'View sales, finance and settlement reports',
  policies: 'Write store policies',
  testimonials: 'Publish testimonials',
  reviews: 'Read and write reviews',
  addresses: 'Read and manage addresses',
  cart: 'Fill a cart and check out',
  themes: 'Choose and customise storefront themes',
  subscriptions: 'Manage subscriptions and pricing plans',
  onboarding: 'Complete onboarding',
  'merchant-payments': 'Approve and track merchant payouts',
};

const ACCOUNT_ROLE_DESCRIPTIONS: Record<string, string> = {
  superadmin: 'Runs the platform: admins, roles, resources and staff',
  merchant: 'Runs a store on the marketplace',
  admin: 'Oversees stores, products, orders and payments',
  dispatcher: 'Assigns orders to riders and shipping partners',
  scheduler: 'Schedules order pickups and deliveries',
  customer: 'Buys on the marketplace',
  partner: 'Delivers orders as a shipping partner',
};

/** Staff roles after the account roles: store roles for merchants' staff, platform roles for the platform's. */
const STAFF_ROLES: { name: string; description: string; scope: RoleRow['scope']; resources: string[] }[] = [
  {
    name: 'Store manager',
    description: "Runs a store's products, orders and staff",
    scope: 'store',
    resources: ['products', 'orders', 'returns', 'coupons', 'staff', 'policies', 'testimonials', 'reports'],
  },
  {
    name: 'Inventory clerk',
    description: 'Keeps products and stock up to date',
    scope: 'store',
    resources: ['products'],
  },
  {
    name: 'Sales associate',
    description: 'Handles orders, returns and customer questions',
    scope: 'store',
    resources: ['orders', 'returns', 'reviews'],
  },
  {
    name: 'Store accountant',
    description: "Follows the store's transactions, payouts and reports",
    scope: 'store',
    resources: ['transactions', 'reports', 'merchant-payments'],
  },
  {
    name: 'Finance officer',
    description: 'Approves merchant payouts and reads finance reports',
    scope: 'platform',
    resources: ['transactions', 'merchant-payments', 'reports'],
  },
  {
    name: 'Customer support',
    description: 'Answers customers and merchants, follows orders and returns',
    scope: 'platform',
    resources: ['orders', 'returns', 'customers', 'merchants'],
  },
];

export const PRICING_PLANS = [
  {
    id: 1,
    name: 'Free',
    description: 'For new sellers trying the marketplace',
    amount: 0,
    billingCycle: 'monthly' as const,
    commissionPercentage: 10,
    features: ['Up to 20 products', 'Marketplace listing', 'Email support'],
    isActive: true,
  },
  {
    id: 2,
    name: 'Basic',
    description: 'For growing stores with steady sales',
    amount: 5000,
    billingCycle: 'monthly' as const,
    commissionPercentage: 7.5,
    features: ['Up to 200 products', 'Coupons and discounts', 'Sales reports', 'Email and chat support'],
    isActive: true,
  },
  {
    id: 3,
    name: 'Pro',
    description: 'For established brands selling across Nigeria',
    amount: 15000,
    billingCycle: 'monthly' as const,
    commissionPercentage: 5,
    features: [
      'Unlimited products',
      'Storefront themes',
      'Up to 10 staff accounts',
      'Finance and settlement reports',
      'Priority support',
    ],
    isActive: true,
  },
];

const HUBS = [
  {
    name: 'Lagos Ikeja Hub',
    phoneNumber: '+2348055501122',
    address: { street: '21 Obafemi Awolowo Way', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' },
  },
  {
    name: 'Lagos Lekki Hub',
    phoneNumber: '+2348055502233',
    address: { street: '14 Admiralty Way, Lekki Phase 1', city: 'Lekki', state: 'Lagos', country: 'Nigeria' },
  },
  {
    name: 'Abuja Hub',
    phoneNumber: '+2348055503344',
    address: { street: '9 Aminu Kano Crescent', city: 'Wuse II', state: 'FCT Abuja', country: 'Nigeria' },
  },
  {
    name: 'Port Harcourt Hub',
    phoneNumber: '+2348055504455',
    address: { street: '27 Aba Road', city: 'Port Harcourt', state: 'Rivers', country: 'Nigeria' },
  },
];

const LEKKI_AREAS = [
  'lekki',
  'lagos island',
  'victoria island',
  'ikoyi',
  'ajah',
  'eti-osa',
  'oniru',
  'chevron',
  'sangotedo',
];
const ABUJA_STATES = ['fct', 'abuja', 'niger', 'kaduna', 'kano', 'plateau', 'nasarawa', 'kogi'];
const SOUTH_STATES = [
  'rivers',
  'delta',
  'edo',
  'bayelsa',
  'akwa ibom',
  'cross river',
  'anambra',
  'enugu',
  'imo',
  'abia',
  'ebonyi',
];
const LAGOS_STATES = ['lagos', 'ogun', 'oyo', 'osun', 'ondo', 'ekiti'];

/** The hub (1-4) nearest a store by its shipping location, if any. */
function nearestHub(store: StoreRow): number | undefined {
  const state = store.shippingLocation?.state.toLowerCase() ?? '';
  const place = `${store.shippingLocation?.city ?? ''} ${store.shippingLocation?.street ?? ''}`.toLowerCase();
  if (!state) return undefined;
  if (LAGOS_STATES.some((s) => state.includes(s))) {
    return state.includes('lagos') && LEKKI_AREAS.some((a) => place.includes(a)) ? 2 : 1;
  }
  if (ABUJA_STATES.some((s) => state.includes(s))) return 3;
  if (SOUTH_STATES.some((s) => state.includes(s))) return 4;
  return undefined;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30);

/**
 * Seed data of the store domain (after identity and catalog, so users, stores and products exist): roles
 * and resources, pricing plans, the four hubs with most approved stores in one and two applications
 * pending, approval history and approvers, store profiles, staff, policies, testimonials, subscriptions,
 * bank accounts and a few contact messages. Dates are relative to the sandbox clock.
 */
export function seedStore(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 60 * 60 * 1000);
  const iso = (days: number, hours = 0) => ago(days, hours).toISOString();
  const founded = iso(400);

  // Resources and roles: ids aligned with identity's PERMISSION_RESOURCES and ACCOUNT_ROLES.
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

  for (const plan of PRICING_PLANS)
    db.table('pricingPlans').insert({ ...plan, features: [...plan.features] });

  const hubs = db.table('hubs');
  HUBS.forEach((hub, index) => {
    hubs.insert({
      id: index + 1,
      ...hub,
      address: { ...hub.address },
      isActive: true,
      createdAt: iso(380 - index * 40),
    });
  });

  const users = db.table('users');
  const stores = db.table('stores');
  const admin = findUserByEmail(db, 'admin@demo.test');
  const superAdmin = findUserByEmail(db, 'superadmin@demo.test');
  const demoMerchant = findUserByEmail(db, DEMO_MERCHANT_EMAIL);
  const allStores = stores.all().sort((a, b) => a.id - b.id);
  const demoStore =
    allStores.find((s) => s.id === demoMerchant?.storeId) ??
    allStores.find((s) => s.merchantId === demoMerchant?.id);
  const after = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

  // Who approved the approved stores: the demo admin first, the super admin second (the four-eyes rule).
  for (const store of allStores) {
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

  // Hubs: approved stores join their nearest hub; the last two approved stores outside the demo merchant's
  // wait with a pending application, so the admin demo has applications to approve.
  const candidates = allStores.filter((s) => s.firstApproval && nearestHub(s) !== undefined);
  const pendingStores = candidates
    .filter((s) => s.id !== demoStore?.id && (s.hubId === undefined || s.hubId === null))
    .slice(-2);
  const applications = db.table('hubApplications');
  for (const store of candidates) {
    const hubId = nearestHub(store) ?? 1;
    const pending = pendingStores.includes(store);
    if (pending) {
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
    if (store.hubId === undefined || store.hubId === null) stores.update(store.id, { hubId: joined });
  }

  // Approvers: the demo admin gives first approvals, the demo super admin second ones, with two colleagues.
  const approvers = db.table('approvers');
  const approver = (
    person: { firstName: string; lastName: string; email: string; phoneNumber?: string },
    approvalLevel: 'first' | 'second',
    days: number,
    isActive = true,
  ) =>
    approvers.insert({
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
  approver(
    {
      firstName: 'Nkechi',
      lastName: 'Uzor',
      email: 'nkechi.uzor@approvers.demo.test',
      phoneNumber: '+2348023456700',
    },
    'first',
    150,
  );
  approver(
    {
      firstName: 'Abdulrahman',
      lastName: 'Bello',
      email: 'abdulrahman.bello@approvers.demo.test',
      phoneNumber: '+2348034567800',
    },
    'second',
    149,
  );
  approver(
    { firstName: 'Gbenga', lastName: 'Olatunji', email: 'gbenga.olatunji@approvers.demo.test' },
    'first',
    90,
    false,
  );

  // Store profiles: every approved store saved one; the demo store saved two (the last is current).
  for (const store of allStores.filter((s) => s.firstApproval || s.id === demoStore?.id)) {
    const handle = slug(store.storeName);
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
    const current = stores.update(store.id, { socials }) ?? store;
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

  // Staff: three at the demo store, two on the platform.
  const staff = db.table('staff');
  const addStaff = (
    storeId: number | null,
    person: { firstName: string; lastName: string; email: string; phoneNumber?: string },
    role: string,
    days: number,
    isActive = true,
  ) =>
    staff.insert({
      storeId,
      ...person,
      roleId: roleIds[role] ?? 1,
      isActive,
      createdAt: iso(days),
      updatedAt: iso(days),
    });
  if (demoStore) {
    addStaff(
      demoStore.id,
      {
        firstName: 'Kayode',
        lastName: 'Ojo',
        email: 'kayode.ojo@staff.demo.test',
        phoneNumber: '+2348034445566',
      },
      'Store manager',
      120,
    );
    addStaff(
      demoStore.id,
      {
        firstName: 'Amaka',
        lastName: 'Obi',
        email: 'amaka.obi@staff.demo.test',
        phoneNumber: '+2348067712345',
      },
      'Inventory clerk',
      75,
    );
    addStaff(
      demoStore.id,
      { firstName: 'Tobi', lastName: 'Adewale', email: 'tobi.adewale@staff.demo.test' },
      'Sales associate',
      20,
      false,
    );
  }
  addStaff(
    null,
    {
      firstName: 'Kemi',
      lastName: 'Adeyemi',
      email: 'kemi.adeyemi@staff.demo.test',
      phoneNumber: '+2348091234567',
    },
    'Finance officer',
    200,
  );
  addStaff(
    null,
    {
      firstName: 'Danjuma',
      lastName: 'Lawal',
      email: 'danjuma.lawal@staff.demo.test',
      phoneNumber: '+2348082345678',
    },
    'Customer support',
    160,
  );

  // Policies and testimonials of the demo merchant.
  if (demoMerchant) {
    const policy = (title: string, policyType: string, description: string, days: number) =>
      db.table('policies').insert({
        merchantId: demoMerchant.id,
        title,
        policyType,
        description,
        createdAt: iso(days),
        updatedAt: iso(days),
      });
    policy(
      'Returns within 7 days',
      'Return policy',
      'Unused items in their original packaging can be returned within 7 days of delivery for a refund or a replacement. Customised items cannot be returned.',
      90,
    );
    policy(
      'Delivery across Lagos in 48 hours',
      'Shipping policy',
      'Orders within Lagos are delivered in 48 hours; other states take 3 to 5 working days. Delivery fees are shown at checkout.',
      89,
    );
    const testimonial = (name: string, designation: string, message: string, rating: number, days: number) =>
      db.table('testimonials').insert({
        merchantId: demoMerchant.id,
        name,
        designation,
        message,
        image: env.image(`testimonials/${slug(name)}.svg`),
        rating,
        createdAt: iso(days),
        updatedAt: iso(days),
      });
    testimonial(
      'Zainab Abubakar',
      'Customer, Lekki',
      'My order came in two days and it was exactly as pictured. I will buy again.',
      5,
      60,
    );
    testimonial(
      'Tunde Bakare',
      'Customer, Ibadan',
      'Great prices, and the delivery rider was very polite.',
      4,
      34,
    );
    testimonial(
      'Blessing Etim',
      'Customer, Uyo',
      'They answered my questions quickly and packed everything carefully.',
      5,
      9,
    );
  }

  // Subscriptions: every merchant with an approved store is on a plan: the one chosen at onboarding, else
  // one by turn (the demo merchant on Pro); the demo merchant started on Free.
  const merchants = users
    .where((u) => u.role === 'merchant')
    .sort((a, b) => a.id - b.id)
    .map((u) => ({
      user: u,
      store: allStores.find((s) => s.id === u.storeId) ?? allStores.find((s) => s.merchantId === u.id),
    }))
    .filter((m): m is { user: UserRow; store: StoreRow } => m.store?.firstApproval === true);
  const subscriptions = db.table('subscriptions');
  const currentStart = ago(10);
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
        startDate: isoDay(start),
        endDate: isoDay(periodEnd(start)),
        createdAt: start.toISOString(),
      });
    });
    subscriptions.insert({
      merchantId: user.id,
      pricingPlanId: plan.id,
      amount: plan.amount,
      status: 'active',
      startDate: isoDay(currentStart),
      endDate: isoDay(periodEnd(currentStart)),
      createdAt: currentStart.toISOString(),
    });
    // The merchant detail shows the plan (identity's pricingPlanId); keep them in step.
    if (chosen === undefined)
      users.update(user.id, { profile: { ...(user.profile ?? {}), pricingPlanId: plan.id } });
  });

  // Bank accounts: the demo merchant and every other merchant on a paid plan.
  const BANKS = [
    { bankName: 'Guaranty Trust Bank', bankCode: '058' },
    { bankName: 'Access Bank', bankCode: '044' },
    { bankName: 'Zenith Bank', bankCode: '057' },
    { bankName: 'First Bank of Nigeria', bankCode: '011' },
    { bankName: 'United Bank for Africa', bankCode: '033' },
  ];
  merchants.forEach(({ user, store }, index) => {
    const onPaidPlan = subscriptions.find(
      (s) => s.merchantId === user.id && s.status === 'active' && s.amount > 0,
    );
    if (user.id !== demoMerchant?.id && !onPaidPlan) return;
    const bank = BANKS[index % BANKS.length]!;
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

  // Contact messages from a guest and the demo customer.
  const customer = findUserByEmail(db, 'customer@demo.test');
  db.table('contactMessages').insert({
    fullName: 'Adaobi Chukwu',
    email: 'adaobi.chukwu@example.com',
    phoneNumber: '+2348051234567',
    subject: 'Selling on the marketplace',
    message: 'Hello, I make handmade beaded bags in Enugu. How do I open a store and which hub should I use?',
    customerId: null,
    createdAt: iso(6, 4),
  });
  if (customer) {
    db.table('contactMessages').insert({
      fullName: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      subject: 'Delivery',
      message: 'When will my last order arrive? The tracking page still shows it as processing.',
      customerId: customer.id,
      createdAt: iso(2, 7),
    });
  }
}
