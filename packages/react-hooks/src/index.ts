// @marketplace/react-hooks: headless SWR hooks over @marketplace/sdk. Explicit exports.

// Access: the signed-in account's rights (getPermissions) as hooks
export type { PermissionAction, PermissionResource } from './access/PermissionResource';
export { type PermissionSet, permissionSet } from './access/permissionSet';
export { useAllowed } from './access/useAllowed';
export { type CanResult, useCan } from './access/useCan';
export { type PermissionSetResult, usePermissionSet } from './access/usePermissionSet';
// Tables (headless): paged lists with page, size, sort, search and filters, synced with the URL
export {
  type BulkAction,
  type BulkOutcome,
  type UseBulkActionOptions,
  useBulkAction,
} from './bulk/useBulkAction';
export { addChange } from './cart/addChange';
export { amountDue, type CheckoutAmounts } from './cart/amountDue';
// Cart
export { applyCartChange } from './cart/applyCartChange';
export type { CartController, CartControllerOptions, CartControllerState } from './cart/CartController';
export { CartProvider, type CartProviderProps } from './cart/CartProvider';
export type { CartStore } from './cart/CartStore';
export type { CartCheckout } from './cart/cartCheckout';
export { CART_QUERY } from './cart/cartConstants';
export type {
  CartChange,
  CartChangeResult,
  CartDiscountedProduct,
  CartFeedback,
  CartItem,
  CartItemInput,
  CartLineLimit,
  CartMerchantAddress,
  CartMode,
  CartShippingAddress,
  CartSlice,
  CouponApplication,
  GiftCardApplication,
  GuestCartMergeResult,
  ServerCart,
} from './cart/cartTypes';
export { clientCartStore } from './cart/clientCartStore';
export { createCartController } from './cart/createCartController';
export { createMemoryCartStore } from './cart/createMemoryCartStore';
export { type CheckoutLine, toCheckoutLines } from './cart/toCheckoutLines';
export { type BuyAgain, type BuyAgainItem, type BuyAgainLine, useBuyAgain } from './cart/useBuyAgain';
export { type UseCartResult, useCart } from './cart/useCart';
export { type LoadStatus, loadStatus } from './core/loadStatus';
export {
  MarketplaceContext,
  type MarketplaceContextValue,
  type MarketplaceMessage,
  useMarketplaceClient,
  useMarketplaceContext,
} from './core/MarketplaceContext';
export {
  DEFAULT_SWR_CONFIG,
  MarketplaceProvider,
  type MarketplaceProviderProps,
} from './core/MarketplaceProvider';
export { isKeyOf, type OperationKey, type OperationKeyParams, operationKey } from './core/operationKey';
export {
  type MutationConfig,
  type MutationResult,
  useOperationMutation,
} from './core/useOperationMutation';
export { type PagesConfig, type PagesResult, useOperationPages } from './core/useOperationPages';
export {
  type OperationFn,
  type QueryConfig,
  type QueryResult,
  useOperationQuery,
} from './core/useOperationQuery';
// Date ranges of reports (Lagos days)
export { type UseDateRangeOptions, type UseDateRangeResult, useDateRange } from './dateRange/useDateRange';
// The product page's delivery estimate (default address or a remembered state)
export {
  type DeliveryEstimateState,
  type DeliveryPlace,
  useDeliveryEstimate,
} from './delivery/useDeliveryEstimate';
// Forms: pure helpers (the form state belongs to the app's form library, e.g. react-hook-form)
export { type CouponRequestBody, couponRequestBody } from './forms/couponRequestBody';
export {
  createProductForm,
  type ProductFormImage,
  type ProductFormValues,
  type ProductVariantEntry,
} from './forms/createProductForm';
export { type MerchantProduct, productFormFromProduct } from './forms/productFormFromProduct';
export { type ProductRequestBody, productRequestBody } from './forms/productRequestBody';
export {
  type VariantPropertiesAction,
  type VariantProperty,
  variantPropertiesReducer,
} from './forms/variantPropertiesReducer';
// A hook for every operation: use<OperationId> (queries, mutations), <operationId>Key, use<OperationId>Pages.
export * from './generated';
export { INVALIDATIONS, QUERY_OPERATIONS } from './generated/invalidations';
// Messages for toasts
export { asMarketplaceError } from './messages/asMarketplaceError';
export { useMarketplaceMessages } from './messages/useMarketplaceMessages';
export { type Toast, type UseToastsOptions, type UseToastsResult, useToasts } from './messages/useToasts';
// Server rendering: answers fetched on the server as MarketplaceProvider's fallback (also in ./server)
export {
  type FallbackEntry,
  fallbackPages,
  fallbackQuery,
  type MarketplaceFallback,
} from './server/fallbackEntry';
export { loginSession } from './session/loginSession';
export { logoutSession } from './session/logoutSession';
// Sessions per role
export type {
  AdminSessionUser,
  LoginCredentials,
  PartnerSessionUser,
  SessionUser,
  SignupBody,
  UserInfoSessionUser,
} from './session/SessionUser';
export type { LoginOperationId, SignupOperationId } from './session/sessionOperations';
export { signIn } from './session/signIn';
export { useLogout } from './session/useLogout';
export { usePermissions } from './session/usePermissions';
export {
  type LoginSuccess,
  type Session,
  type SessionOptions,
  type SessionSignup,
  useSession,
} from './session/useSession';
export { type StoredSession, useStoredSession } from './session/useStoredSession';
// Persisted client state
export type {
  ClientAppliedGiftCard,
  ClientCart,
  ClientCartItem,
  ClientShippingFee,
  ClientState,
  ClientStateActions,
  LoginSlice,
  PersistedClientState,
  SavedView,
} from './state/ClientState';
export {
  ClientStateProvider,
  type ClientStateProviderProps,
  useClientStore,
} from './state/ClientStateProvider';
export { CLIENT_STATE_VERSION } from './state/clientStateVersion';
export {
  type ClientStore,
  type ClientStoreOptions,
  type ClientStorePersist,
  createClientStore,
  type PersistGateState,
} from './state/createClientStore';
export { createMemoryStorage } from './state/createMemoryStorage';
export { emptyCart, emptyClientState, idleLogin } from './state/emptyClientState';
export { InvalidClientStateError, isInvalidClientStateError } from './state/InvalidClientStateError';
export {
  type ClientStateV0,
  type LoginSliceV0,
  migrateClientState,
} from './state/migrateClientState';
export { RESTORE_LIMITS, restoreClientState } from './state/restoreClientState';
export type { PersistErrorHandler, PersistPhase } from './state/safeStorage';
export {
  addSavedView,
  deleteView,
  isSavedView,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEWS_LIMIT,
  sameView,
  saveView,
} from './state/savedViews';
export { useClientState } from './state/useClientState';
export { usePersistGate } from './state/usePersistGate';
export {
  type RecentlyViewed,
  type UseRecentlyViewedOptions,
  useRecentlyViewed,
} from './state/useRecentlyViewed';
export { type SavedViews, useSavedViews } from './state/useSavedViews';
export { GATHER_PAGE_SIZE, gatherPages, type ListPage } from './table/gatherPages';
export { type SearchParamsTableStateOptions, searchParamsTableState } from './table/searchParamsTableState';
export type {
  SortDirection,
  TableResult,
  TableSort,
  TableState,
  TableStateAdapter,
} from './table/TableState';
export { type GatherAll, useGatherAll } from './table/useGatherAll';
export {
  DEFAULT_TABLE_PAGE_SIZES,
  type PagedOperationId,
  type RowOf,
  type UseTableOptions,
  useTable,
} from './table/useTable';
// Storefront themes: a store's theme as typed values and CSS variables
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
export { type UseStoreThemeResult, useStoreTheme } from './themes/useStoreTheme';
// Messages for toasts
export {
  type MediaPurpose,
  type MediaUploadOptions,
  type UploadedMedia,
  type UseMediaUploadResult,
  useMediaUpload,
} from './upload/useMediaUpload';
export { useUserType } from './useUserType';
// The wishlist: saved products, kept on the device for guests and in the account for customers
export {
  type UseWishlistOptions,
  useWishlist,
  type WishlistItem,
  type WishlistProduct,
  type WishlistState,
} from './wishlist/useWishlist';
// Product import from CSV: the dry run, then the creation with progress and resume (last: a new module
// here shifts the order of the modules every app bundles before it, and with it their gzip size).
export {
  type ProductImportCheckState,
  type UseProductImportResult,
  useProductImport,
} from './workspace/useProductImport';
