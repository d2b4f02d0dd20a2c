// The rights of each account type, as GET /auth/permissions returns them. The spec shows none (section 6:
// "Exact per-role rights are not shown"); this table is the sandbox's design, written down in docs/rules/identity.md.
import type { OperationData } from '@marketplace/sdk';
import type { SandboxAccountType } from '../../db/identity';
import { ACCOUNT_ROLES } from './accountRoles';

type Permission = OperationData<'getPermissions'>[number];
type Action = Permission['actions'][number];

/** The resources rights are granted on, with fixed ids (the access domain may list them). */
export const PERMISSION_RESOURCES = [
  'orders',
  'stores',
  'products',
  'categories',
  'customers',
  'merchants',
  'transactions',
  'returns',
  'coupons',
  'gift-cards',
  'promotions',
  'official-outlets',
  'featured-collections',
  'hubs',
  'shipping-partners',
  'dispatchers',
  'admins',
  'roles',
  'resources',
  'staff',
  'reports',
  'policies',
  'testimonials',
  'reviews',
  'addresses',
  'cart',
  'themes',
  'subscriptions',
  'onboarding',
  'merchant-payments',
  // Giving a store its second approval: super admins, and admins who are active second-level approvers
  // (granted per account by grantedPermissions, not by the account type).
  'second-approvals',
  // The platform's audit log: super admins only (who hold every resource).
  'audit-log',
] as const;

export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

const CRUD: Action[] = ['create', 'read', 'update', 'delete'];
const R: Action[] = ['read'];
const RU: Action[] = ['read', 'update'];
const CR: Action[] = ['create', 'read'];
const CRU: Action[] = ['create', 'read', 'update'];

/** The rights of an account type, by resource. Super admins hold every action on every resource. */
export const ACCOUNT_PERMISSIONS: Readonly<
  Record<SandboxAccountType, Partial<Record<PermissionResource, Action[]>>>
> = {
  superadmin: Object.fromEntries(PERMISSION_RESOURCES.map((resource) => [resource, CRUD])),
  admin: {
    orders: RU,
    stores: RU,
    products: CRUD,
    categories: R,
    customers: R,
    merchants: RU,
    transactions: R,
    returns: RU,
    coupons: R,
    'gift-cards': RU,
    promotions: CRUD,
    'official-outlets': CRUD,
    'featured-collections': CRUD,
    hubs: RU,
    // Update: suspending and reactivating partners and dispatchers.
    'shipping-partners': CRU,
    dispatchers: RU,
    reports: R,
    'merchant-payments': RU,
  },
  dispatcher: { orders: RU, addresses: R, dispatchers: R, 'shipping-partners': R, hubs: R },
  scheduler: { orders: RU, addresses: R, dispatchers: R, 'shipping-partners': R, hubs: R },
  merchant: {
    products: CRUD,
    stores: RU,
    staff: CRUD,
    coupons: CRUD,
    policies: CRU,
    orders: RU,
    returns: RU,
    transactions: R,
    reports: R,
    onboarding: RU,
    subscriptions: RU,
    themes: RU,
    testimonials: CRUD,
    // Reading their products' reviews and replying to them.
    reviews: RU,
    hubs: R,
    'merchant-payments': R,
  },
  customer: {
    products: R,
    stores: R,
    categories: R,
    cart: CRUD,
    orders: CR,
    addresses: CRUD,
    returns: CR,
    reviews: CR,
    coupons: R,
    'gift-cards': CRU,
  },
  partner: { orders: RU, onboarding: RU, addresses: R },
};

/**
 * The permission list of an account type, in the order of {@link PERMISSION_RESOURCES}.
 *
 * @example
 * permissionsFor('dispatcher'); // [{ id: 1, roleId: 4, resourceId: 1, resource: 'orders', actions: ['read', 'update'] }, ...]
 */
export function permissionsFor(
  accountType: SandboxAccountType,
  roleId = ACCOUNT_ROLES[accountType].roleId,
): Permission[] {
  const granted = ACCOUNT_PERMISSIONS[accountType];
  const list: Permission[] = [];
  PERMISSION_RESOURCES.forEach((resource, index) => {
    const actions = granted[resource];
    if (actions)
      list.push({ id: list.length + 1, roleId, resourceId: index + 1, resource, actions: [...actions] });
  });
  return list;
}
