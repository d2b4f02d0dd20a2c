// @marketplace/react-hooks/server: what a server (a React Server Component, a loader, a Node handler)
// may import: no React, no SWR. The key factories, the fallback entries for MarketplaceProvider, and a
// store's theme as a page renders it (a server component themes its HTML). Explicit exports.

export { isKeyOf, type OperationKey, type OperationKeyParams, operationKey } from './core/operationKey';
export * from './generated/keys';
export {
  type FallbackEntry,
  fallbackPages,
  fallbackQuery,
  type MarketplaceFallback,
} from './server/fallbackEntry';
export {
  STORE_THEME_CSS_VARIABLES,
  type StoreTheme,
  type StoreThemeSocialLink,
  type StoreThemeTestimonial,
  storeThemeFrom,
  THEME_SOCIAL_NETWORKS,
  type ThemeCustomization,
  type ThemeSocialNetwork,
  themeCssVariables,
} from './themes/storeTheme';
