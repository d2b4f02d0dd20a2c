// The merchant workspace's screen families, each a module (so a chunk) of its own: entering a page
// downloads its family only. Their loaders live here, not in src/app/routes.tsx, because each dynamic
// import carries the list of files to preload with it: kept in the entry, those lists grew the home page's
// JavaScript; here they load with the workspace.

/**
 * The loader of each screen family of the merchant's workspace, by name.
 *
 * @example
 * { path: 'orders', lazy: screen(family(merchant, 'orders'), 'MerchantOrdersScreen') }
 */
export const merchantFamilies = {
  home: () => import('./MerchantHomeScreen'),
  orders: () => import('./orders/MerchantOrdersScreen'),
  returns: () => import('./returns/MerchantReturnsScreen'),
  coupons: () => import('./coupons/CouponsScreen'),
  products: () => import('./products/ProductsScreen'),
  reports: () => import('./reports/MerchantReportsScreen'),
  money: () => import('./money/index'),
  setUp: () => import('./onboarding/index'),
  store: () => import('./store/index'),
  themes: () => import('./themes/screens'),
};
