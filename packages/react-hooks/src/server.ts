// @marketplace/react-hooks/server: what a server (a React Server Component, a loader, a Node handler)
// may import: no React, no SWR. The key factories, the fallback entries for MarketplaceProvider and the
// cookie token store (the SDK's). Explicit exports.

export { isKeyOf, type OperationKey, type OperationKeyParams, operationKey } from './core/operationKey';
export * from './generated/keys';
export {
  type FallbackEntry,
  fallbackPages,
  fallbackQuery,
  type MarketplaceFallback,
} from './server/fallbackEntry';
