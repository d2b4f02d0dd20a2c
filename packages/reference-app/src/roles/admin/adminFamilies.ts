// The admin workspace's screen families, each a module (so a chunk) of its own: entering a page downloads
// its family only. Their loaders live here, not in src/app/routes.tsx, because each dynamic import carries
// the list of files to preload with it: kept in the entry, those lists grew the home page's JavaScript;
// here they load with the workspace.

/**
 * The loader of each screen family of the admin's workspace, by name.
 *
 * @example
 * { path: 'orders', lazy: screen(family(admin, 'orders'), 'AdminOrdersScreen') }
 */
export const adminFamilies = {
  home: () => import('./AdminHomeScreen'),
  products: () => import('./AdminProductsScreen'),
  catalog: () => import('./catalog/index'),
  approvals: () => import('./approvals/index'),
  // The screen, not the folder's index: the index also lists the order panel, which loads when opened.
  orders: () => import('./orders/AdminOrdersScreen'),
  returns: () => import('./returns/index'),
  money: () => import('./money/index'),
  people: () => import('./people/index'),
  giftCards: () => import('./giftcards/index'),
  shipping: () => import('./shipping/index'),
  audit: () => import('./audit/AuditLogScreen'),
};
