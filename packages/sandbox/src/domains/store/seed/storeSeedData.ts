// Static seed data of the store domain: resources and roles, pricing plans, hubs and the areas each serves,
// and the demo store's people, policies, testimonials, banks and contact messages. seedStore.ts builds the
// rows from them.
import type { RoleRow } from '../tables';

/** The merchant whose store gets the demo staff, policies, testimonials and bank account. */
export const DEMO_MERCHANT_EMAIL = 'merchant@demo.test';

/** What each permission resource covers (the resources table's descriptions). */
export const RESOURCE_DESCRIPTIONS: Record<string, string> = {
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
  'second-approvals': 'Give stores their second approval',
  'audit-log': 'Read the audit log: who did what to which record',
};

/** The descriptions of the account types' default roles. */
export const ACCOUNT_ROLE_DESCRIPTIONS: Record<string, string> = {
  superadmin: 'Runs the platform: admins, roles, resources and staff',
  merchant: 'Runs a store on the marketplace',
  admin: 'Oversees stores, products, orders and payments',
  dispatcher: 'Assigns orders to riders and shipping partners',
  scheduler: 'Schedules order pickups and deliveries',
  customer: 'Buys on the marketplace',
  partner: 'Delivers orders as a shipping partner',
};

/** Staff roles after the account roles: store roles for merchants' staff, platform roles for the platform's. */
export const STAFF_ROLES: {
  name: string;
  description: string;
  scope: RoleRow['scope'];
  resources: string[];
}[] = [
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

/** The pricing plans merchants subscribe to (ids 1-3). */
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

/** The platform's four hubs (ids 1-4 in this order). */
export const HUBS = [
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

/**
 * Which hub serves a store, by the state (or, for Lagos, the place) of its shipping location: Lagos and
 * the South-West go to Ikeja (1), Lagos's island and Lekki side to Lekki (2), the North to Abuja (3), the
 * South-South and South-East to Port Harcourt (4).
 */
export const HUB_AREAS = {
  lagosStates: ['lagos', 'ogun', 'oyo', 'osun', 'ondo', 'ekiti'],
  lekkiAreas: [
    'lekki',
    'lagos island',
    'victoria island',
    'ikoyi',
    'ajah',
    'eti-osa',
    'oniru',
    'chevron',
    'sangotedo',
  ],
  abujaStates: ['fct', 'abuja', 'niger', 'kaduna', 'kano', 'plateau', 'nasarawa', 'kogi'],
  southStates: [
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
  ],
};

/** A person the seed names (approvers, staff). */
export interface SeedPerson {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
}

/** Approvers besides the demo admin (first approvals) and super admin (second approvals). */
export const APPROVERS: readonly {
  person: SeedPerson;
  approvalLevel: 'first' | 'second';
  daysAgo: number;
  isActive: boolean;
}[] = [
  {
    person: {
      firstName: 'Nkechi',
      lastName: 'Uzor',
      email: 'nkechi.uzor@approvers.demo.test',
      phoneNumber: '+2348023456700',
    },
    approvalLevel: 'first',
    daysAgo: 150,
    isActive: true,
  },
  {
    person: {
      firstName: 'Abdulrahman',
      lastName: 'Bello',
      email: 'abdulrahman.bello@approvers.demo.test',
      phoneNumber: '+2348034567800',
    },
    approvalLevel: 'second',
    daysAgo: 149,
    isActive: true,
  },
  {
    person: { firstName: 'Gbenga', lastName: 'Olatunji', email: 'gbenga.olatunji@approvers.demo.test' },
    approvalLevel: 'first',
    daysAgo: 90,
    isActive: false,
  },
];

/** Staff: three at the demo store (`demoStore`), two on the platform; `role` is one of STAFF_ROLES. */
export const STAFF: readonly {
  at: 'demoStore' | 'platform';
  person: SeedPerson;
  role: string;
  daysAgo: number;
  isActive: boolean;
}[] = [
  {
    at: 'demoStore',
    person: {
      firstName: 'Kayode',
      lastName: 'Ojo',
      email: 'kayode.ojo@staff.demo.test',
      phoneNumber: '+2348034445566',
    },
    role: 'Store manager',
    daysAgo: 120,
    isActive: true,
  },
  {
    at: 'demoStore',
    person: {
      firstName: 'Amaka',
      lastName: 'Obi',
      email: 'amaka.obi@staff.demo.test',
      phoneNumber: '+2348067712345',
    },
    role: 'Inventory clerk',
    daysAgo: 75,
    isActive: true,
  },
  {
    at: 'demoStore',
    person: { firstName: 'Tobi', lastName: 'Adewale', email: 'tobi.adewale@staff.demo.test' },
    role: 'Sales associate',
    daysAgo: 20,
    isActive: false,
  },
  {
    at: 'platform',
    person: {
      firstName: 'Kemi',
      lastName: 'Adeyemi',
      email: 'kemi.adeyemi@staff.demo.test',
      phoneNumber: '+2348091234567',
    },
    role: 'Finance officer',
    daysAgo: 200,
    isActive: true,
  },
  {
    at: 'platform',
    person: {
      firstName: 'Danjuma',
      lastName: 'Lawal',
      email: 'danjuma.lawal@staff.demo.test',
      phoneNumber: '+2348082345678',
    },
    role: 'Customer support',
    daysAgo: 160,
    isActive: true,
  },
];

/** The demo merchant's policies. */
export const POLICIES: readonly {
  title: string;
  policyType: string;
  description: string;
  daysAgo: number;
}[] = [
  {
    title: 'Returns within 7 days',
    policyType: 'Return policy',
    description:
      'Unused items in their original packaging can be returned within 7 days of delivery for a refund or a replacement. Customised items cannot be returned.',
    daysAgo: 90,
  },
  {
    title: 'Delivery across Lagos in 48 hours',
    policyType: 'Shipping policy',
    description:
      'Orders within Lagos are delivered in 48 hours; other states take 3 to 5 working days. Delivery fees are shown at checkout.',
    daysAgo: 89,
  },
];

/** The demo merchant's testimonials. */
export const TESTIMONIALS: readonly {
  name: string;
  designation: string;
  message: string;
  rating: number;
  daysAgo: number;
}[] = [
  {
    name: 'Zainab Abubakar',
    designation: 'Customer, Lekki',
    message: 'My order came in two days and it was exactly as pictured. I will buy again.',
    rating: 5,
    daysAgo: 60,
  },
  {
    name: 'Tunde Bakare',
    designation: 'Customer, Ibadan',
    message: 'Great prices, and the delivery rider was very polite.',
    rating: 4,
    daysAgo: 34,
  },
  {
    name: 'Blessing Etim',
    designation: 'Customer, Uyo',
    message: 'They answered my questions quickly and packed everything carefully.',
    rating: 5,
    daysAgo: 9,
  },
];

/** Banks of the merchants' payout accounts, given in turn. */
export const PAYOUT_BANKS: readonly { bankName: string; bankCode: string }[] = [
  { bankName: 'Guaranty Trust Bank', bankCode: '058' },
  { bankName: 'Access Bank', bankCode: '044' },
  { bankName: 'Zenith Bank', bankCode: '057' },
  { bankName: 'First Bank of Nigeria', bankCode: '011' },
  { bankName: 'United Bank for Africa', bankCode: '033' },
];

/** Contact messages: a guest's (6 days and 4 hours ago) and the demo customer's (2 days and 7 hours ago). */
export const CONTACT_MESSAGES = {
  guest: {
    fullName: 'Adaobi Chukwu',
    email: 'adaobi.chukwu@example.com',
    phoneNumber: '+2348051234567',
    subject: 'Selling on the marketplace',
    message: 'Hello, I make handmade beaded bags in Enugu. How do I open a store and which hub should I use?',
  },
  demoCustomer: {
    subject: 'Delivery',
    message: 'When will my last order arrive? The tracking page still shows it as processing.',
  },
} as const;
