import type { PermissionAction, PermissionResource } from '@marketplace/react-hooks';
import type { AccountSummary } from './accountSummary';
import type { WorkspaceRole } from './workspaceRoles';

/** One page of a workspace, in its navigation. */
export interface WorkspaceNavEntry {
  /** The page's path below the role segment: `''` is the dashboard, `'products'` is `/admin/products`. */
  path: string;
  /** Its name in the navigation, the breadcrumbs, the page's `h1` and the document title. */
  label: string;
  /**
   * The right the page needs (`getPermissions`): the entry is shown only to an account that has it, and
   * opening the page without it shows "not allowed". Left out: every account of the role may open it.
   */
  requires?: { resource: PermissionResource; action: PermissionAction };
  /** The page's `h1` when it is not the label ("Welcome, Ada Obi" on the dashboard). */
  heading?: (account: AccountSummary) => string;
  /** The page brings its own `h1` (the auth screens' card), so the shell shows none. */
  ownHeading?: boolean;
  /**
   * The section of the navigation the entry sits in ("Sales", "Catalog"): consecutive entries of one group
   * are listed under its name. Left out: listed without a section, as the dashboard is.
   */
  group?: string;
  /**
   * The page's screen: the family that holds it (a key of the role's index of families,
   * src/roles/<role>/<role>Families.ts, each family a lazily loaded chunk) and the screen's export. The
   * route is made from it (src/app/routes.tsx). Left out: the frame supplies the page (the change of
   * password).
   */
  screen?: readonly [family: string, name: string];
  /**
   * A page reached from another (a form, a detail), not listed in the navigation. Its path may hold
   * `:name` segments (`'products/:id/edit'`); its breadcrumbs go through the entry whose path is the
   * longest prefix of its own (`'products'`).
   */
  hidden?: boolean;
  /**
   * A list whose filters, sort and search (its URL query) can be named and kept: the frame shows its saved
   * views under the page's title, and the navigation lists them under the entry (`SavedViews`). With
   * `hiddenWith`, the query parameter that puts a form in the list's place (the merchant's
   * `?product=new`): the views are not shown while it is in the URL.
   */
  savedViews?: boolean | { hiddenWith: string };
}

/**
 * The pages of each workspace: the one place a new screen is added. Its entry is its navigation (label,
 * section, breadcrumbs, title), the right it needs (so the navigation follows the account's permissions
 * and nothing asks for an account type) and its route (its family and export: src/app/routes.tsx makes
 * the routes from these entries).
 */
const welcome = (account: AccountSummary) => (account.name ? `Welcome, ${account.name}` : 'Welcome');

export const WORKSPACE_NAV: Readonly<Record<WorkspaceRole, readonly WorkspaceNavEntry[]>> = {
  merchant: [
    { path: '', screen: ['home', 'MerchantHomeScreen'], label: 'Dashboard', heading: welcome },
    {
      path: 'orders',
      screen: ['orders', 'MerchantOrdersScreen'],
      savedViews: true,
      label: 'Orders',
      group: 'Sales',
      requires: { resource: 'orders', action: 'read' },
    },
    {
      path: 'returns',
      screen: ['returns', 'MerchantReturnsScreen'],
      savedViews: true,
      label: 'Returns',
      group: 'Sales',
      requires: { resource: 'returns', action: 'read' },
    },
    {
      path: 'coupons',
      screen: ['coupons', 'CouponsScreen'],
      label: 'Coupons',
      group: 'Sales',
      requires: { resource: 'coupons', action: 'read' },
    },
    {
      path: 'reports',
      screen: ['reports', 'MerchantReportsScreen'],
      label: 'Reports',
      group: 'Sales',
      requires: { resource: 'reports', action: 'read' },
    },
    {
      path: 'products',
      screen: ['products', 'ProductsScreen'],
      // `?product=new`, `?product=import` and `?product=<id>` show a form instead of the list.
      savedViews: { hiddenWith: 'product' },
      label: 'Products',
      group: 'Catalog',
      requires: { resource: 'products', action: 'read' },
    },
    {
      path: 'store',
      screen: ['store', 'StoreProfileScreen'],
      label: 'Store profile',
      group: 'Store',
      requires: { resource: 'stores', action: 'read' },
    },
    {
      path: 'store/staff',
      screen: ['store', 'StaffScreen'],
      label: 'Staff',
      group: 'Store',
      requires: { resource: 'staff', action: 'read' },
    },
    {
      path: 'store/policies',
      screen: ['store', 'PoliciesScreen'],
      label: 'Policies',
      group: 'Store',
      requires: { resource: 'policies', action: 'read' },
    },
    {
      path: 'store/testimonials',
      screen: ['store', 'TestimonialsScreen'],
      label: 'Testimonials',
      group: 'Store',
      requires: { resource: 'testimonials', action: 'read' },
    },
    {
      path: 'store/reviews',
      screen: ['store', 'ReviewsScreen'],
      label: 'Reviews',
      group: 'Store',
      requires: { resource: 'reviews', action: 'read' },
    },
    {
      path: 'themes',
      screen: ['themes', 'ThemesScreen'],
      label: 'Themes',
      group: 'Store',
      requires: { resource: 'themes', action: 'read' },
    },
    {
      path: 'themes/customize',
      screen: ['themes', 'ThemeCustomizeScreen'],
      label: 'Customize theme',
      hidden: true,
      requires: { resource: 'themes', action: 'read' },
    },
    {
      path: 'money/transactions',
      screen: ['money', 'MerchantTransactionsScreen'],
      label: 'Transactions',
      group: 'Money',
      requires: { resource: 'transactions', action: 'read' },
    },
    {
      path: 'money/invoices',
      screen: ['money', 'MerchantInvoicesScreen'],
      label: 'Invoices',
      group: 'Money',
      requires: { resource: 'transactions', action: 'read' },
    },
    {
      path: 'money/payouts',
      screen: ['money', 'MerchantPayoutsScreen'],
      label: 'Payouts',
      group: 'Money',
      requires: { resource: 'merchant-payments', action: 'read' },
    },
    {
      path: 'onboarding',
      screen: ['setUp', 'OnboardingScreen'],
      label: 'Set up your store',
      group: 'Account',
      requires: { resource: 'onboarding', action: 'read' },
    },
    {
      path: 'plan',
      screen: ['setUp', 'PlanScreen'],
      label: 'Plan',
      group: 'Account',
      requires: { resource: 'subscriptions', action: 'read' },
    },
    {
      path: 'bank-account',
      screen: ['setUp', 'BankAccountScreen'],
      label: 'Bank account',
      group: 'Account',
      requires: { resource: 'onboarding', action: 'read' },
    },
    { path: 'change-password', label: 'Change password', group: 'Account', ownHeading: true },
  ],
  admin: [
    { path: '', screen: ['home', 'AdminHomeScreen'], label: 'Dashboard', heading: welcome },
    {
      path: 'orders',
      screen: ['orders', 'AdminOrdersScreen'],
      savedViews: true,
      label: 'Orders',
      group: 'Orders',
      requires: { resource: 'orders', action: 'read' },
    },
    {
      path: 'returns',
      screen: ['returns', 'AdminReturnsScreen'],
      savedViews: true,
      label: 'Returns',
      group: 'Orders',
      requires: { resource: 'returns', action: 'read' },
    },
    {
      path: 'approvals/products',
      screen: ['approvals', 'ProductApprovalsScreen'],
      label: 'Product approvals',
      group: 'Approvals',
      requires: { resource: 'products', action: 'update' },
    },
    {
      path: 'approvals/stores',
      screen: ['approvals', 'StoreApprovalsScreen'],
      label: 'Store approvals',
      group: 'Approvals',
      requires: { resource: 'stores', action: 'update' },
    },
    {
      path: 'approvals/approvers',
      screen: ['approvals', 'ApproversScreen'],
      label: 'Store approvers',
      group: 'Approvals',
      requires: { resource: 'stores', action: 'update' },
    },
    {
      path: 'approvals/hubs',
      screen: ['approvals', 'HubApplicationsScreen'],
      label: 'Hub applications',
      group: 'Approvals',
      requires: { resource: 'hubs', action: 'update' },
    },
    {
      path: 'products',
      screen: ['products', 'AdminProductsScreen'],
      savedViews: true,
      label: 'Products',
      group: 'Catalog',
      requires: { resource: 'products', action: 'read' },
    },
    {
      path: 'products/new',
      screen: ['catalog', 'AddProductScreen'],
      label: 'New product',
      hidden: true,
      requires: { resource: 'products', action: 'create' },
    },
    {
      path: 'catalog/promotions',
      screen: ['catalog', 'PromotionsScreen'],
      label: 'Promotions',
      group: 'Catalog',
      requires: { resource: 'promotions', action: 'read' },
    },
    {
      path: 'catalog/outlets',
      screen: ['catalog', 'OfficialOutletsScreen'],
      label: 'Official outlets',
      group: 'Catalog',
      requires: { resource: 'official-outlets', action: 'read' },
    },
    {
      path: 'catalog/collections',
      screen: ['catalog', 'FeaturedCollectionsScreen'],
      label: 'Featured collections',
      group: 'Catalog',
      requires: { resource: 'featured-collections', action: 'read' },
    },
    {
      path: 'money/transactions',
      screen: ['money', 'TransactionsScreen'],
      label: 'Transactions',
      group: 'Money',
      requires: { resource: 'transactions', action: 'read' },
    },
    {
      path: 'money/payments',
      screen: ['money', 'MerchantPaymentsScreen'],
      label: 'Merchant payments',
      group: 'Money',
      requires: { resource: 'merchant-payments', action: 'read' },
    },
    {
      path: 'money/reports',
      screen: ['money', 'FinanceReportsScreen'],
      label: 'Finance reports',
      group: 'Money',
      requires: { resource: 'reports', action: 'read' },
    },
    {
      path: 'money/merchant-reports',
      screen: ['money', 'MerchantReportsScreen'],
      label: 'Merchant reports',
      group: 'Money',
      requires: { resource: 'reports', action: 'read' },
    },
    {
      path: 'gift-cards',
      screen: ['giftCards', 'GiftCardsScreen'],
      label: 'All gift cards',
      group: 'Gift cards',
      requires: { resource: 'gift-cards', action: 'read' },
    },
    {
      path: 'gift-card-activity',
      screen: ['giftCards', 'GiftCardActivitiesScreen'],
      label: 'Gift card activity',
      group: 'Gift cards',
      requires: { resource: 'gift-cards', action: 'read' },
    },
    {
      path: 'gift-card-analytics',
      screen: ['giftCards', 'GiftCardAnalyticsScreen'],
      label: 'Gift card analytics',
      group: 'Gift cards',
      requires: { resource: 'gift-cards', action: 'read' },
    },
    {
      path: 'people/merchants',
      screen: ['people', 'MerchantsScreen'],
      label: 'Merchants',
      group: 'People',
      requires: { resource: 'merchants', action: 'read' },
    },
    // Dispatchers and schedulers read the carrier lists to assign orders; managing carriers needs more.
    {
      path: 'people/carriers',
      screen: ['people', 'CarriersScreen'],
      label: 'Dispatchers and partners',
      group: 'People',
      requires: { resource: 'shipping-partners', action: 'create' },
    },
    {
      path: 'people/admins',
      screen: ['people', 'AdminsScreen'],
      label: 'Admins',
      group: 'People',
      requires: { resource: 'admins', action: 'read' },
    },
    {
      path: 'people/roles',
      screen: ['people', 'RolesScreen'],
      label: 'Roles and resources',
      group: 'People',
      requires: { resource: 'roles', action: 'read' },
    },
    {
      path: 'people/staff',
      screen: ['people', 'PlatformStaffScreen'],
      label: 'Platform staff',
      group: 'People',
      requires: { resource: 'staff', action: 'read' },
    },
    // Super admins only: the `audit-log` resource is theirs alone (the sandbox refuses anyone else too).
    {
      path: 'people/audit-log',
      screen: ['audit', 'AuditLogScreen'],
      label: 'Audit log',
      group: 'People',
      requires: { resource: 'audit-log', action: 'read' },
    },
    // The shipping API's settings have no resource of their own: they go with `create` on
    // `shipping-partners`, the right of the admins who run delivery (dispatchers and schedulers only read
    // partners, and see orders only).
    {
      path: 'shipping/vehicles',
      screen: ['shipping', 'VehiclesScreen'],
      label: 'Vehicles',
      group: 'Shipping',
      requires: { resource: 'shipping-partners', action: 'create' },
    },
    {
      path: 'shipping/vehicles/:id',
      screen: ['shipping', 'VehicleScreen'],
      label: 'Vehicle',
      hidden: true,
      requires: { resource: 'shipping-partners', action: 'create' },
    },
    {
      path: 'shipping/pricing',
      screen: ['shipping', 'ShippingPricingScreen'],
      label: 'Shipping pricing',
      group: 'Shipping',
      requires: { resource: 'shipping-partners', action: 'create' },
    },
    {
      path: 'shipping/zones',
      screen: ['shipping', 'ShippingZonesScreen'],
      label: 'Shipping zones',
      group: 'Shipping',
      requires: { resource: 'shipping-partners', action: 'create' },
    },
    {
      path: 'shipping/discounts',
      screen: ['shipping', 'ShippingDiscountsScreen'],
      label: 'Shipping discounts',
      group: 'Shipping',
      requires: { resource: 'shipping-partners', action: 'create' },
    },
    { path: 'change-password', label: 'Change password', group: 'Account', ownHeading: true },
  ],
  'shipping-partner': [
    { path: '', screen: ['home', 'PartnerHomeScreen'], label: 'Dashboard', heading: welcome },
    {
      path: 'orders',
      screen: ['orders', 'PartnerOrdersScreen'],
      savedViews: true,
      label: 'Assigned orders',
      requires: { resource: 'orders', action: 'read' },
    },
    {
      path: 'onboarding',
      screen: ['onboarding', 'PartnerOnboardingScreen'],
      label: 'Onboarding',
      requires: { resource: 'onboarding', action: 'read' },
    },
    // The partner's own login data: every partner account may read it, like its password.
    { path: 'profile', screen: ['profile', 'PartnerProfileScreen'], label: 'Company profile' },
    { path: 'change-password', label: 'Change password', group: 'Account', ownHeading: true },
  ],
};

/**
 * The entries the navigation lists for an account: those not hidden that need no right or whose right `can`
 * grants.
 *
 * @example
 * visibleNav(WORKSPACE_NAV.admin, (resource) => resource === 'orders'); // Dashboard, Change password
 */
export function visibleNav(
  entries: readonly WorkspaceNavEntry[],
  can: (resource: PermissionResource, action: PermissionAction) => boolean,
): WorkspaceNavEntry[] {
  return entries.filter(
    (entry) => !entry.hidden && (!entry.requires || can(entry.requires.resource, entry.requires.action)),
  );
}

/**
 * The entry of a page path of the workspace (`/admin/products/` and `/admin/products` alike), or
 * `undefined` for a path the navigation does not list.
 *
 * @example
 * navEntryFor('admin', '/admin/products'); // { path: 'products', label: 'Products', ... }
 */
export function navEntryFor(role: WorkspaceRole, pathname: string): WorkspaceNavEntry | undefined {
  const prefix = `/${role}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '');
  const segments = rest ? rest.split('/') : [];
  // A page with `:name` segments matches any value there; a path written out in full wins over it.
  let best: { entry: WorkspaceNavEntry; fixed: number } | undefined;
  for (const entry of WORKSPACE_NAV[role]) {
    const fixed = matchedSegments(entry.path, segments);
    if (fixed !== undefined && (!best || fixed > best.fixed)) best = { entry, fixed };
  }
  return best?.entry;
}

/** How many written-out segments of `path` match `segments`, or `undefined` when it does not match. */
function matchedSegments(path: string, segments: readonly string[]): number | undefined {
  const own = path ? path.split('/') : [];
  if (own.length !== segments.length) return undefined;
  let fixed = 0;
  for (const [i, part] of own.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== segments[i]) return undefined;
    fixed += 1;
  }
  return fixed;
}

/**
 * The breadcrumb between the dashboard and a page: the entry whose path is the longest proper prefix of
 * the page's (`'products'` for `'products/:id/edit'`), with its URL taken from the page's own
 * (`/merchant/products`); `undefined` for a page directly below the dashboard.
 *
 * @example
 * navParent('merchant', '/merchant/products/12/edit'); // { entry: Products, href: '/merchant/products' }
 */
export function navParent(
  role: WorkspaceRole,
  pathname: string,
): { entry: WorkspaceNavEntry; href: string } | undefined {
  const segments = pathname
    .slice(role.length + 1)
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const head = segments.slice(0, length);
    const entry = navEntryFor(role, `/${role}/${head.join('/')}`);
    if (entry) return { entry, href: `/${role}/${head.join('/')}` };
  }
  return undefined;
}

/** The URL of an entry (`/admin`, `/admin/products`). */
export function navHref(role: WorkspaceRole, entry: WorkspaceNavEntry): string {
  return entry.path ? `/${role}/${entry.path}` : `/${role}`;
}
