// The shipping partner workspace's screens, each a module (so a chunk) of its own: entering a page
// downloads that page only. Their loaders live here, not in src/app/routes.tsx, because each dynamic
// import carries the list of files to preload with it: kept in the entry, those lists grew the home page's
// JavaScript; here they load with the workspace.

/**
 * The loader of each screen family of the shipping partner's workspace, by name.
 *
 * @example
 * { path: 'orders', lazy: screen(family(partner, 'orders'), 'PartnerOrdersScreen') }
 */
export const partnerFamilies = {
  home: () => import('./PartnerHomeScreen'),
  orders: () => import('./PartnerOrdersScreen'),
  profile: () => import('./PartnerProfileScreen'),
  onboarding: () => import('./onboarding/PartnerOnboardingScreen'),
};
