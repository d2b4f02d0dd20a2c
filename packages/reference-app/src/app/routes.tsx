import type { UserType } from '@marketplace/sdk';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { WorkspaceNotFound } from '../workspace/WorkspaceNotFound';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

// Each role's screens are one module, so one lazily loaded chunk: a customer never downloads the
// merchant's screens. Route paths carry the role segment that selects the session's token.
const storefront = () => import('../roles/storefront/screens');
// The home page is the first page most visitors load: it is a chunk of its own, without the other
// storefront screens' forms (react-hook-form and the request schemas), to keep the first load small.
const home = () => import('../roles/storefront/HomeScreen');
const auth = () => import('../roles/auth/screens');
const customer = () => import('../roles/customer/screens');
const merchant = () => import('../roles/merchant/screens');
// The theme editor is heavy: a chunk of its own inside the merchant's workspace.
const merchantThemes = () => import('../roles/merchant/themes/screens');
const admin = () => import('../roles/admin/screens');
// The admin's catalog, gift card and shipping pages: modules of their own, so the admin chunk stays small.
const adminCatalog = () => import('../roles/admin/catalog/index');
const adminGiftCards = () => import('../roles/admin/giftcards/index');
const adminShipping = () => import('../roles/admin/shipping/index');
const partner = () => import('../roles/partner/screens');

type Module = Record<string, unknown>;
const screen =
  <M extends Module>(load: () => Promise<M>, name: keyof M & string, props?: Record<string, unknown>) =>
  async () => {
    const module = await load();
    const Component = module[name] as React.ComponentType<Record<string, unknown>>;
    return { Component: props ? () => <Component {...props} /> : Component };
  };

/**
 * The auth screens of a role under its segment (`/merchant/login`, ...). The change of password of the
 * workspace roles is a page of their workspace (see {@link workspaceRoutes}).
 */
function authRoutes(role: UserType, segment: string, withSignup: boolean): RouteObject[] {
  return [
    { path: `${segment}/login`, lazy: screen(auth, 'LoginScreen', { role }) },
    ...(withSignup ? [{ path: `${segment}/signup`, lazy: screen(auth, 'SignupScreen', { role }) }] : []),
    ...(role === 'customer' || role === 'merchant'
      ? [{ path: `${segment}/confirm/:token`, lazy: screen(auth, 'ConfirmScreen', { role }) }]
      : []),
    { path: `${segment}/forgot-password`, lazy: screen(auth, 'ForgotPasswordScreen', { role }) },
    { path: `${segment}/reset-password/:token`, lazy: screen(auth, 'ResetPasswordScreen', { role }) },
    ...(role === 'customer'
      ? [{ path: `${segment}/change-password`, lazy: screen(auth, 'ChangePasswordScreen', { role }) }]
      : []),
  ];
}

/** What shows while a workspace's chunk loads on the first page of a visit. */
function WorkspaceFallback() {
  return <LoadingOverlay label="Loading the workspace" />;
}

/**
 * A workspace: its frame (the role's chunk, behind the role's login) and its pages as children. Every
 * page listed in src/workspace/navigation.ts has its route here; heavy pages get a module of their own.
 */
function workspaceRoutes(
  role: 'merchant' | 'admin' | 'shipping-partner',
  frame: () => Promise<Module>,
  name: string,
  pages: RouteObject[],
): RouteObject {
  return {
    path: `/${role}`,
    lazy: screen(frame, name),
    errorElement: <RouteError />,
    HydrateFallback: WorkspaceFallback,
    children: [
      ...pages,
      { path: 'change-password', lazy: screen(auth, 'ChangePasswordScreen', { role }) },
      { path: '*', element: <WorkspaceNotFound dashboardHref={`/${role}`} /> },
    ],
  };
}

/** Every route of the app. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <LoadingOverlay label="Loading the page" />,
    children: [
      // The storefront: guests browse and fill a client-side cart.
      { index: true, lazy: screen(home, 'HomeScreen') },
      { path: 'category/:categoryId', lazy: screen(storefront, 'CategoryScreen') },
      { path: 'category/:categoryId/:subCategoryId', lazy: screen(storefront, 'CategoryScreen') },
      {
        path: 'category/:categoryId/:subCategoryId/:childCategoryId',
        lazy: screen(storefront, 'CategoryScreen'),
      },
      { path: 'search', lazy: screen(storefront, 'SearchScreen') },
      { path: 'collection/:collectionId', lazy: screen(storefront, 'CollectionScreen') },
      { path: 'product/:productId', lazy: screen(storefront, 'ProductScreen') },
      { path: 'store/:storeId', lazy: screen(storefront, 'StoreScreen') },
      { path: 'cart', lazy: screen(storefront, 'CartScreen') },
      { path: 'contact', lazy: screen(storefront, 'ContactScreen') },
      // Auth screens of every role.
      // The sandbox's outbox, so sign-ups and resets can be finished without a real inbox.
      { path: 'demo-mailbox', lazy: screen(auth, 'DemoMailboxScreen') },
      ...authRoutes('customer', 'customer', true),
      ...authRoutes('merchant', 'merchant', true),
      ...authRoutes('admin', 'admin', false),
      ...authRoutes('shipping-partner', 'shipping-partner', true),
      // The customer's account: cart, checkout, addresses, orders, returns, gift cards.
      { path: 'customer', lazy: screen(customer, 'AccountScreen') },
      { path: 'customer/cart', lazy: screen(customer, 'CustomerCartScreen') },
      { path: 'customer/checkout', lazy: screen(customer, 'CheckoutScreen') },
      { path: 'customer/checkout/done', lazy: screen(customer, 'ConfirmationScreen') },
      { path: 'customer/addresses', lazy: screen(customer, 'AddressesScreen') },
      { path: 'customer/orders', lazy: screen(customer, 'OrdersScreen') },
      { path: 'customer/orders/:orderId', lazy: screen(customer, 'OrderScreen') },
      { path: 'customer/returns', lazy: screen(customer, 'ReturnsScreen') },
      { path: 'customer/gift-cards', lazy: screen(customer, 'GiftCardsScreen') },
      { path: '*', element: <NotFound /> },
    ],
  },
  // The workspaces: a frame of their own (no storefront header), each its role's chunk. Their login,
  // signup and password pages above are more specific paths, so they stay outside the frame.
  workspaceRoutes('merchant', merchant, 'MerchantWorkspace', [
    { index: true, lazy: screen(merchant, 'MerchantHomeScreen') },
    { path: 'orders', lazy: screen(merchant, 'MerchantOrdersScreen') },
    { path: 'returns', lazy: screen(merchant, 'MerchantReturnsScreen') },
    { path: 'coupons', lazy: screen(merchant, 'CouponsScreen') },
    { path: 'products', lazy: screen(merchant, 'ProductsScreen') },
    { path: 'reports', lazy: screen(merchant, 'MerchantReportsScreen') },
    { path: 'money/transactions', lazy: screen(merchant, 'MerchantTransactionsScreen') },
    { path: 'money/invoices', lazy: screen(merchant, 'MerchantInvoicesScreen') },
    { path: 'money/payouts', lazy: screen(merchant, 'MerchantPayoutsScreen') },
    { path: 'onboarding', lazy: screen(merchant, 'OnboardingScreen') },
    { path: 'plan', lazy: screen(merchant, 'PlanScreen') },
    { path: 'bank-account', lazy: screen(merchant, 'BankAccountScreen') },
    { path: 'store', lazy: screen(merchant, 'StoreProfileScreen') },
    { path: 'store/staff', lazy: screen(merchant, 'StaffScreen') },
    { path: 'store/policies', lazy: screen(merchant, 'PoliciesScreen') },
    { path: 'store/testimonials', lazy: screen(merchant, 'TestimonialsScreen') },
    { path: 'store/reviews', lazy: screen(merchant, 'ReviewsScreen') },
    { path: 'themes', lazy: screen(merchantThemes, 'ThemesScreen') },
    { path: 'themes/customize', lazy: screen(merchantThemes, 'ThemeCustomizeScreen') },
  ]),
  workspaceRoutes('admin', admin, 'AdminWorkspace', [
    { index: true, lazy: screen(admin, 'AdminHomeScreen') },
    { path: 'products', lazy: screen(admin, 'AdminProductsScreen') },
    { path: 'products/new', lazy: screen(adminCatalog, 'AddProductScreen') },
    { path: 'catalog/promotions', lazy: screen(adminCatalog, 'PromotionsScreen') },
    { path: 'catalog/outlets', lazy: screen(adminCatalog, 'OfficialOutletsScreen') },
    { path: 'catalog/collections', lazy: screen(adminCatalog, 'FeaturedCollectionsScreen') },
    { path: 'orders', lazy: screen(admin, 'AdminOrdersScreen') },
    { path: 'returns', lazy: screen(admin, 'AdminReturnsScreen') },
    { path: 'people/merchants', lazy: screen(admin, 'MerchantsScreen') },
    { path: 'people/carriers', lazy: screen(admin, 'CarriersScreen') },
    { path: 'people/admins', lazy: screen(admin, 'AdminsScreen') },
    { path: 'people/roles', lazy: screen(admin, 'RolesScreen') },
    { path: 'people/staff', lazy: screen(admin, 'PlatformStaffScreen') },
    { path: 'approvals/products', lazy: screen(admin, 'ProductApprovalsScreen') },
    { path: 'approvals/stores', lazy: screen(admin, 'StoreApprovalsScreen') },
    { path: 'approvals/approvers', lazy: screen(admin, 'ApproversScreen') },
    { path: 'approvals/hubs', lazy: screen(admin, 'HubApplicationsScreen') },
    { path: 'money/transactions', lazy: screen(admin, 'TransactionsScreen') },
    { path: 'money/payments', lazy: screen(admin, 'MerchantPaymentsScreen') },
    { path: 'money/reports', lazy: screen(admin, 'FinanceReportsScreen') },
    { path: 'money/merchant-reports', lazy: screen(admin, 'MerchantReportsScreen') },
    { path: 'gift-cards', lazy: screen(adminGiftCards, 'GiftCardsScreen') },
    { path: 'gift-card-activity', lazy: screen(adminGiftCards, 'GiftCardActivitiesScreen') },
    { path: 'gift-card-analytics', lazy: screen(adminGiftCards, 'GiftCardAnalyticsScreen') },
    { path: 'shipping/vehicles', lazy: screen(adminShipping, 'VehiclesScreen') },
    { path: 'shipping/vehicles/:id', lazy: screen(adminShipping, 'VehicleScreen') },
    { path: 'shipping/pricing', lazy: screen(adminShipping, 'ShippingPricingScreen') },
    { path: 'shipping/zones', lazy: screen(adminShipping, 'ShippingZonesScreen') },
    { path: 'shipping/discounts', lazy: screen(adminShipping, 'ShippingDiscountsScreen') },
  ]),
  workspaceRoutes('shipping-partner', partner, 'PartnerWorkspace', [
    { index: true, lazy: screen(partner, 'PartnerHomeScreen') },
    { path: 'orders', lazy: screen(partner, 'PartnerOrdersScreen') },
    { path: 'profile', lazy: screen(partner, 'PartnerProfileScreen') },
    { path: 'onboarding', lazy: screen(partner, 'PartnerOnboardingScreen') },
  ]),
];

/**
 * The app's router: the browser's history, or a memory router for tests.
 *
 * @example
 * <RouterProvider router={createAppRouter({ initialEntries: ['/product/12'] })} />
 */
export function createAppRouter(memory?: { initialEntries: string[] }) {
  return memory ? createMemoryRouter(routes, memory) : createBrowserRouter(routes);
}
