import type { UserType } from '@marketplace/sdk';
import {
  createBrowserRouter,
  createMemoryRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { WorkspaceNotFound } from '../workspace/WorkspaceNotFound';
import type { WorkspaceFamilies } from '../workspace/workspacePages';
import type { WorkspaceRole } from '../workspace/workspaceRoles';
import { Layout } from './Layout';
import { type LazyModule, lazyScreen } from './lazyScreen';
import { PageShell } from './PageShell';
import { RouteError } from './RouteError';
import { storefrontScreens } from './storefrontScreens';

// The storefront's, auth and customer's screens are each one module, so one lazily loaded chunk (the
// workspaces are split further, below): a customer never downloads the merchant's screens. Route paths
// carry the role segment that selects the session's token.
const storefront = storefrontScreens;
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
// navigation's entries when a visit enters the workspace (patchWorkspacePages), so the navigation stays out
// of it too. src/roles/<role>/screens.tsx lists the role's frame and screens for tests; no
// route loads it.
const merchantShell = () => import('../roles/merchant/MerchantWorkspace');
const merchant = () => import('../roles/merchant/merchantFamilies').then((m) => m.merchantFamilies);
const adminShell = () => import('../roles/admin/AdminWorkspace');
const admin = () => import('../roles/admin/adminFamilies').then((m) => m.adminFamilies);
const partnerShell = () => import('../roles/partner/PartnerWorkspace');
const partner = () => import('../roles/partner/partnerFamilies').then((m) => m.partnerFamilies);

/**
 * The auth screens of a role under its segment (`/merchant/login`, ...). The change of password of the
 * workspace roles is a page of their workspace (see {@link workspaceFrame}).
 */
function authRoutes(role: UserType, segment: string, withSignup: boolean): RouteObject[] {
  return [
    { path: `${segment}/login`, lazy: lazyScreen(auth, 'LoginScreen', { role }) },
    ...(withSignup ? [{ path: `${segment}/signup`, lazy: lazyScreen(auth, 'SignupScreen', { role }) }] : []),
    ...(role === 'customer' || role === 'merchant'
      ? [{ path: `${segment}/confirm/:token`, lazy: lazyScreen(auth, 'ConfirmScreen', { role }) }]
      : []),
    { path: `${segment}/forgot-password`, lazy: lazyScreen(auth, 'ForgotPasswordScreen', { role }) },
    { path: `${segment}/reset-password/:token`, lazy: lazyScreen(auth, 'ResetPasswordScreen', { role }) },
    ...(role === 'customer'
      ? [{ path: `${segment}/change-password`, lazy: lazyScreen(auth, 'ChangePasswordScreen', { role }) }]
      : []),
  ];
}

/** What shows while a workspace's chunk loads on the first page of a visit. */
function WorkspaceFallback() {
  return <LoadingOverlay label="Loading the workspace" />;
}

/**
 * A workspace: its frame (the role's shell chunk, behind the role's login) and its pages as children, made
 * from its navigation (src/workspace/workspacePages.ts), with the change of password and the workspace's
 * "not found". Added to the router on the first navigation into the workspace ({@link patchWorkspacePages}).
 */
function workspaceFrame(role: WorkspaceRole, pages: RouteObject[]): RouteObject {
  const { shell, name } = WORKSPACES[role];
  return {
    id: `workspace:${role}`,
    path: `/${role}`,
    lazy: lazyScreen(shell, name),
    errorElement: <RouteError />,
    HydrateFallback: WorkspaceFallback,
    children: [
      ...pages,
      { path: 'change-password', lazy: lazyScreen(auth, 'ChangePasswordScreen', { role }) },
      { path: '*', element: <WorkspaceNotFound dashboardHref={`/${role}`} /> },
    ],
  };
}

const WORKSPACES: Record<
  WorkspaceRole,
  { shell: () => Promise<LazyModule>; name: string; families: WorkspaceFamilies }
> = {
  merchant: { shell: merchantShell, name: 'MerchantWorkspace', families: merchant },
  admin: { shell: adminShell, name: 'AdminWorkspace', families: admin },
  'shipping-partner': { shell: partnerShell, name: 'PartnerWorkspace', families: partner },
};

/**
 * The router's `patchRoutesOnNavigation`: a workspace's path is matched by nothing but the app's catch-all
 * until a visit first goes there, and a catch-all match makes the router ask for more routes. Then the
 * workspace's frame and pages (made from its navigation) are loaded and added. The navigation thus loads
 * with the workspace, not with the home page's JavaScript.
 */
export const patchWorkspacePages: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const role = (Object.keys(WORKSPACES) as WorkspaceRole[]).find(
    (r) => path === `/${r}` || path.startsWith(`/${r}/`),
  );
  // Only a path that nothing below the app's frame matches but a catch-all: a role's login, confirmation or
  // reset page is not its workspace.
  const deepest = matches.length > 1 ? matches.at(-1)?.route : undefined;
  if (!role || (deepest && deepest.path !== '*') || matches.some((m) => m.route.id === `workspace:${role}`)) {
    return;
  }
  const { workspacePages } = await import('../workspace/workspacePages');
  // The same frame patched twice (two navigations racing) is added once: the router matches it by id.
  patch(null, [workspaceFrame(role, workspacePages(role, WORKSPACES[role].families))]);
};

/** The customer's account: cart, checkout, addresses, orders, returns, gift cards (path, screen). */
const CUSTOMER_PAGES: [string, keyof Awaited<ReturnType<typeof customer>> & string][] = [
  ['customer', 'AccountScreen'],
  ['customer/cart', 'CustomerCartScreen'],
  ['customer/checkout', 'CheckoutScreen'],
  ['customer/checkout/done', 'ConfirmationScreen'],
  ['customer/addresses', 'AddressesScreen'],
  ['customer/orders', 'OrdersScreen'],
  ['customer/orders/:orderId', 'OrderScreen'],
  ['customer/orders/:orderId/invoice', 'InvoiceScreen'],
  ['customer/orders/:orderId/credit-note', 'CreditNoteScreen'],
  ['customer/returns', 'ReturnsScreen'],
  ['customer/gift-cards', 'GiftCardsScreen'],
];

/**
 * The ids of the storefront's routes: the pages the server renders with their data (src/entry-server.tsx);
 * every other page (account, checkout, auth, workspaces) is rendered in the browser.
 */
export const STOREFRONT_ROUTE_IDS = [
  'home',
  'category',
  'search',
  'collection',
  'marketplace',
  'marketplace-product',
  'product',
  'store',
] as const;

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
      { id: 'home', index: true, lazy: lazyScreen(home, 'HomeScreen') },
      // A category, a sub-category or a child category: one route with optional segments.
      {
        id: 'category',
        path: 'category/:categoryId/:subCategoryId?/:childCategoryId?',
        lazy: lazyScreen(category, 'CategoryScreen'),
      },
      { id: 'search', path: 'search', lazy: lazyScreen(storefront, 'SearchScreen') },
      {
        id: 'collection',
        path: 'collection/:collectionId',
        lazy: lazyScreen(storefront, 'CollectionScreen'),
      },
      { id: 'marketplace', path: 'marketplace', lazy: lazyScreen(storefront, 'MarketplaceScreen') },
      {
        id: 'marketplace-product',
        path: 'marketplace/:productId',
        lazy: lazyScreen(storefront, 'MarketplaceProductScreen'),
      },
      { id: 'product', path: 'product/:productId', lazy: lazyScreen(product, 'ProductScreen') },
      { id: 'store', path: 'store/:storeId', lazy: lazyScreen(storefront, 'StoreScreen') },
      { path: 'cart', lazy: lazyScreen(storefront, 'CartScreen') },
      // The saved items (wishlist): a guest's on this device, a customer's in their account.
      { path: 'saved', lazy: lazyScreen(storefront, 'SavedItemsScreen') },
      { path: 'contact', lazy: lazyScreen(storefront, 'ContactScreen') },
      // Auth screens of every role.
      // The sandbox's outbox, so sign-ups and resets can be finished without a real inbox.
      { path: 'demo-mailbox', lazy: lazyScreen(auth, 'DemoMailboxScreen') },
      ...authRoutes('customer', 'customer', true),
      ...authRoutes('merchant', 'merchant', true),
      ...authRoutes('admin', 'admin', false),
      ...authRoutes('shipping-partner', 'shipping-partner', true),
      ...CUSTOMER_PAGES.map(([path, screen]) => ({ path, lazy: lazyScreen(customer, screen) })),
      // In the storefront's chunk, which shows it too (a store or collection that does not exist).
      { path: '*', lazy: lazyScreen(storefront, 'NotFound') },
    ],
  },
  // The workspaces (a frame of their own, no storefront header) are added by patchWorkspacePages. Their
  // login, signup and password pages above are more specific paths, so they stay outside the frame.
];

/**
 * The app's router: the browser's history, or a memory router for tests.
 *
 * @example
 * <RouterProvider router={createAppRouter({ initialEntries: ['/product/12'] })} />
 */
export function createAppRouter(memory?: { initialEntries: string[] }) {
  const options = { patchRoutesOnNavigation: patchWorkspacePages };
  return memory
    ? createMemoryRouter(routes, { ...memory, ...options })
    : createBrowserRouter(routes, options);
}
