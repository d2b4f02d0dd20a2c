import type { UserType } from '@marketplace/sdk';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { WORKSPACE_NAV } from '../workspace/navigation';
import { WorkspaceNotFound } from '../workspace/WorkspaceNotFound';
import type { WorkspaceRole } from '../workspace/workspaceRoles';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { PageShell } from './PageShell';
import { RouteError } from './RouteError';

// The storefront's, auth and customer's screens are each one module, so one lazily loaded chunk (the
// workspaces are split further, below): a customer never downloads the merchant's screens. Route paths
// carry the role segment that selects the session's token.
const storefront = () => import('../roles/storefront/screens');
// The home page is the first page most visitors load: it is a chunk of its own, without the other
// storefront screens' forms (react-hook-form and the request schemas), to keep the first load small.
const home = () => import('../roles/storefront/HomeScreen');
// Category and product pages are where shoppers land from search engines and shared links: each is a
// chunk of its own too, so their first load does not wait for the other storefront screens (the cart,
// the contact form, the themed store page).
const category = () => import('../roles/storefront/CategoryScreen');
const product = () => import('../roles/storefront/ProductScreen');
const auth = () => import('../roles/auth/screens');
const customer = () => import('../roles/customer/screens');
// A workspace is its shell (the frame: WorkspaceLayout and the navigation) and its screen families, each
// family a module of its own loaded by its routes: entering a page downloads the shell and that page's
// family, not the whole workspace (scripts/figures.mjs holds what one page costs to 60 kB). The families'
// loaders sit in an index per workspace (src/roles/<role>/<role>Families.ts), loaded with the shell, so
// their preload lists stay out of the home page's JavaScript; the pages' routes are made from the
// navigation's entries. src/roles/<role>/screens.tsx lists the role's frame and screens for tests; no
// route loads it.
const merchantShell = () => import('../roles/merchant/MerchantWorkspace');
const merchant = () => import('../roles/merchant/merchantFamilies').then((m) => m.merchantFamilies);
const adminShell = () => import('../roles/admin/AdminWorkspace');
const admin = () => import('../roles/admin/adminFamilies').then((m) => m.adminFamilies);
const partnerShell = () => import('../roles/partner/PartnerWorkspace');
const partner = () => import('../roles/partner/partnerFamilies').then((m) => m.partnerFamilies);

type Module = Record<string, unknown>;
const screen =
  <M extends Module>(load: () => Promise<M>, name: keyof M & string, props?: Record<string, unknown>) =>
  async () => {
    const module = await load();
    const Component = module[name] as React.ComponentType<Record<string, unknown>>;
    return { Component: props ? () => <Component {...props} /> : Component };
  };

/** The loader of one family of a workspace, through the workspace's index of families. */
function family(index: () => Promise<Record<string, () => Promise<Module>>>, name: string) {
  return () =>
    index().then((families) => {
      const load = families[name];
      if (!load) throw new Error(`No screen family "${name}" in the workspace's index`);
      return load();
    });
}

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
 * A workspace: its frame (the role's shell chunk, behind the role's login) and its pages as children, made
 * from its navigation (src/workspace/navigation.ts): each entry with a screen is a route loading that
 * screen's family through the role's index of families. The change of password is the auth screen's.
 */
function workspaceRoutes(
  role: WorkspaceRole,
  frame: () => Promise<Module>,
  name: string,
  families: () => Promise<Record<string, () => Promise<Module>>>,
): RouteObject {
  const pages = WORKSPACE_NAV[role].flatMap((entry): RouteObject[] =>
    entry.screen
      ? [
          {
            ...(entry.path ? { path: entry.path } : { index: true }),
            lazy: screen(family(families, entry.screen[0]), entry.screen[1]),
          },
        ]
      : [],
  );
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
    // The header's bar and a spinner, as index.html paints them before the code arrives.
    HydrateFallback: PageShell,
    children: [
      // The storefront: guests browse and fill a client-side cart.
      { index: true, lazy: screen(home, 'HomeScreen') },
      { path: 'category/:categoryId', lazy: screen(category, 'CategoryScreen') },
      { path: 'category/:categoryId/:subCategoryId', lazy: screen(category, 'CategoryScreen') },
      {
        path: 'category/:categoryId/:subCategoryId/:childCategoryId',
        lazy: screen(category, 'CategoryScreen'),
      },
      { path: 'search', lazy: screen(storefront, 'SearchScreen') },
      { path: 'collection/:collectionId', lazy: screen(storefront, 'CollectionScreen') },
      { path: 'marketplace', lazy: screen(storefront, 'MarketplaceScreen') },
      { path: 'marketplace/:productId', lazy: screen(storefront, 'MarketplaceProductScreen') },
      { path: 'product/:productId', lazy: screen(product, 'ProductScreen') },
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
  // The workspaces: a frame of their own (no storefront header), the role's shell chunk. Their login,
  // signup and password pages above are more specific paths, so they stay outside the frame.
  workspaceRoutes('merchant', merchantShell, 'MerchantWorkspace', merchant),
  workspaceRoutes('admin', adminShell, 'AdminWorkspace', admin),
  workspaceRoutes('shipping-partner', partnerShell, 'PartnerWorkspace', partner),
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
