import type { UserType } from '@marketplace/sdk';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
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
const admin = () => import('../roles/admin/screens');
const partner = () => import('../roles/partner/screens');

type Module = Record<string, unknown>;
const screen =
  <M extends Module>(load: () => Promise<M>, name: keyof M & string, props?: Record<string, unknown>) =>
  async () => {
    const module = await load();
    const Component = module[name] as React.ComponentType<Record<string, unknown>>;
    return { Component: props ? () => <Component {...props} /> : Component };
  };

/** The auth screens of a role under its segment (`/merchant/login`, ...). */
function authRoutes(role: UserType, segment: string, withSignup: boolean): RouteObject[] {
  return [
    { path: `${segment}/login`, lazy: screen(auth, 'LoginScreen', { role }) },
    ...(withSignup ? [{ path: `${segment}/signup`, lazy: screen(auth, 'SignupScreen', { role }) }] : []),
    ...(role === 'customer' || role === 'merchant'
      ? [{ path: `${segment}/confirm/:token`, lazy: screen(auth, 'ConfirmScreen', { role }) }]
      : []),
    { path: `${segment}/forgot-password`, lazy: screen(auth, 'ForgotPasswordScreen', { role }) },
    { path: `${segment}/reset-password/:token`, lazy: screen(auth, 'ResetPasswordScreen', { role }) },
    { path: `${segment}/change-password`, lazy: screen(auth, 'ChangePasswordScreen', { role }) },
  ];
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
      // The other roles' homes (their screens come next, on this shell).
      { path: 'merchant', lazy: screen(merchant, 'MerchantHomeScreen') },
      { path: 'admin', lazy: screen(admin, 'AdminHomeScreen') },
      { path: 'shipping-partner', lazy: screen(partner, 'PartnerHomeScreen') },
      { path: '*', element: <NotFound /> },
    ],
  },
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
