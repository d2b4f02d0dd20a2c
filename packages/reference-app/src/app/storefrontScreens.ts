/**
 * Loads the storefront's screens, one lazily loaded chunk (see routes.tsx): its routes and the header's
 * search suggestions share this one loader, so the entry holds its preload list once.
 *
 * @example
 * { path: 'cart', lazy: lazyScreen(storefrontScreens, 'CartScreen') }
 */
export const storefrontScreens = () => import('../roles/storefront/screens');
