// The public API of @marketplace/sdk. Explicit named exports: what is not here is internal.

export type { Middleware } from 'openapi-fetch';
// Client and calls
export { callOperation, type RawInit, type RawResult } from './client/callOperation';
export {
  createMarketplaceClient,
  type MarketplaceClient,
  type MarketplaceClientOptions,
  type ValidationIssue,
  type ValidationMode,
} from './client/createMarketplaceClient';
export type { Entities, Entity } from './client/entities';
export type {
  CallArgs,
  CallInit,
  CallOptions,
  DataSchema,
  Host,
  OperationData,
  OperationId,
  OperationMeta,
  OperationResult,
  OperationSchemas,
  Operations,
  Transport,
} from './client/operationTypes';
export {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isRetryableMethod,
  isRetryableStatus,
  parseRetryAfter,
  type RetryPolicy,
} from './client/retryPolicy';
export { xhrTransport } from './client/xhrTransport';
// Constants (section 9)
export {
  ADMIN_PRODUCT_PAGE_SIZE,
  ADMIN_PRODUCT_START_OFFSET,
  COUPON_DATE_FORMAT,
  DEFAULT_ACTIVE_THEME_ID,
  DEFAULT_THEME_TEXT_COLOR,
  ERROR_TRACE_SAMPLE_RATE,
  ONBOARDING_START_PERCENT,
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  THEME_PURCHASE_TYPE,
  VIEWPORT_MAX_SCALE,
} from './constants';
// Roles
export { detectUserType, type UserType } from './detectUserType';
// Domain rules (pure)
export { addCartItem } from './domain/addCartItem';
export { addRecentlyViewed, RECENTLY_VIEWED_LIMIT } from './domain/addRecentlyViewed';
export { addressTown } from './domain/addressTown';
export { applyPriceChange, type PriceChange, type PriceLine } from './domain/applyPriceChange';
export {
  applyStockChange,
  type StockChange,
  type StockChangeProduct,
  type StockUpdate,
} from './domain/applyStockChange';
export { canOrderPayOnDelivery } from './domain/canOrderPayOnDelivery';
export type { CartEntry, CartEntryPricing, CartEntryVariant, CartLineItem } from './domain/cartEntry';
export { type CartItemFor, type CartItemSource, cartItemFor } from './domain/cartItemFor';
export {
  type CartLineIdentity,
  type CartLineVariant,
  cartLineKey,
  cartLineVariant,
} from './domain/cartLineKey';
export { cartLineQuantity } from './domain/cartLineQuantity';
export { cartQuantity } from './domain/cartQuantity';
export { cartTotal } from './domain/cartTotal';
export { cartWeight } from './domain/cartWeight';
export { formatCouponDate, isCouponDate } from './domain/couponDate';
export {
  COUPON_DEFAULTS,
  COUPON_DISCOUNT_TYPES,
  type CouponDiscountType,
  type CouponFormValues,
  type CouponTargetValue,
  createCouponForm,
} from './domain/couponDefaults';
export { couponUsesLeft } from './domain/couponUsesLeft';
export { type DateRange, dateRangeFor } from './domain/dateRangeFor';
export { DATE_RANGE_PRESETS, type DateRangePreset } from './domain/dateRangePresets';
export { decreaseCartItem } from './domain/decreaseCartItem';
export { DEFAULT_THEME_COLORS, type ThemeColorName } from './domain/defaultThemeColors';
export {
  DELIVERY_DAYS,
  type DeliveryEstimateDays,
  type DeliveryZone,
  deliveryEstimate,
  deliveryZone,
} from './domain/deliveryEstimate';
export { formatDeliveryDay } from './domain/formatDeliveryDay';
export { formatMoney } from './domain/formatMoney';
export {
  IMAGE_SIGNATURE_BYTES,
  imageTypeOf,
  MEDIA_IMAGE_TYPES,
  type MediaImageType,
} from './domain/imageTypeOf';
export { increaseCartItem } from './domain/increaseCartItem';
export { isApproved } from './domain/isApproved';
export { type CouponEligibility, isCouponCustomer } from './domain/isCouponCustomer';
export { CLOSED_ORDER_STATUSES, isOrderClosed } from './domain/isOrderClosed';
export {
  type LowStockItem,
  lowStockItems,
  type StockAlertProduct,
} from './domain/lowStockItems';
export { MARKETPLACE_TIME_ZONE, marketplaceDay } from './domain/marketplaceDay';
export { MEDIA_MAX_BYTES, mediaFileProblem } from './domain/mediaFileProblem';
export { fromKobo, roundMoney, toKobo } from './domain/money';
export { isLagos, normalizeState } from './domain/normalizeState';
export { onboardingCompletion } from './domain/onboardingCompletion';
export {
  isBusinessDetailsComplete,
  isCompleteAddress,
  type OnboardingNeed,
  onboardingNeeds,
} from './domain/onboardingNeeds';
export { type FlaggedOrder, type OrderFlag, orderFlags, UNASSIGNED_FLAG_HOURS } from './domain/orderFlags';
export { type OrderStatusEntry, type OrderStatusRef, orderStatusName } from './domain/orderStatusName';
export { canPayOnDelivery, PAY_ON_DELIVERY_AREAS } from './domain/payOnDelivery';
export {
  type PayOnDeliveryBlocker,
  type PayOnDeliveryLine,
  payOnDeliveryBlockers,
} from './domain/payOnDeliveryBlockers';
export { removeApprovedHubApplication } from './domain/removeApprovedHubApplication';
export { removeCartItem } from './domain/removeCartItem';
export {
  type ReorderedItem,
  type ReorderLine,
  type ReorderProblem,
  reorderLine,
} from './domain/reorderLine';
export { type ReturnAwaitingRefund, returnCompletionWait } from './domain/returnCompletionWait';
export { PENDING_RETURN_FLAG_HOURS, type ReturnFlag, returnFlags } from './domain/returnFlags';
export { type SoldOutFields, sellsWhenSoldOut } from './domain/sellsWhenSoldOut';
export { setCartItemQuantity } from './domain/setCartItemQuantity';
export { type DefaultableAddress, setDefaultAddress } from './domain/setDefaultAddress';
export { type DatedGiftCard, sortGiftCards } from './domain/sortGiftCards';
export { type StockFields, stockLimit } from './domain/stockLimit';
export { whenSoldOutFor } from './domain/whenSoldOutFor';
// Errors and messages
export {
  type FieldError,
  isMarketplaceError,
  MarketplaceError,
  type MarketplaceErrorInit,
  type MarketplaceErrorKind,
} from './errors/MarketplaceError';
export { AN_ERROR_OCCURED, CHECK_NETWORK_CONNECTION, SOMETHING_WENT_WRONG } from './failureMessages';
export type {
  components as MainComponents,
  operations as MainOperations,
  paths as MainPaths,
} from './generated/main';
// Every operation of the contract, and its metadata (`<id>Operation`)
export * from './generated/operations';
export type {
  components as ProviderComponents,
  operations as ProviderOperations,
  paths as ProviderPaths,
} from './generated/provider';
export type {
  components as ShippingComponents,
  operations as ShippingOperations,
  paths as ShippingPaths,
} from './generated/shipping';
// The fields each sorted list may be sorted by (fake servers check a `sort` against them)
export { SORT_FIELDS } from './generated/sortFields';
export type {
  components as ThemesComponents,
  operations as ThemesOperations,
  paths as ThemesPaths,
} from './generated/themes';
export { type Message, type MessageKey, messages } from './messages';
// Sessions and cookies
export {
  type CookieLocation,
  cookieAttributes,
  type SessionCookieAttributes,
} from './session/cookieAttributes';
export { cookieDomain } from './session/cookieDomain';
export {
  type BrowserTokenStoreOptions,
  createBrowserTokenStore,
  type KeyValueStorage,
} from './session/createBrowserTokenStore';
export {
  type CookieTokenStore,
  type CookieTokenStoreOptions,
  createCookieTokenStore,
} from './session/createCookieTokenStore';
export { createMemoryTokenStore, type MemorySession } from './session/createMemoryTokenStore';
export { logout } from './session/logout';
export { parseCookieHeader } from './session/parseCookieHeader';
export { ACCOUNT_TYPES, type AccountType, sessionTypeForAccount } from './session/sessionTypeForAccount';
export { type SessionStorageKeys, SHARED_STORAGE_KEYS, STORAGE_KEYS } from './session/storageKeys';
export type { TokenStore, TokenStoreListener } from './session/TokenStore';
export { TOKEN_COOKIE_NAMES } from './session/tokenCookieNames';
export { USER_TYPES } from './session/userTypes';
