// @marketplace/react-hooks/core: the framework-free core for Vue, Svelte or plain-JS front ends (and for
// servers): the cart engine, the persisted client state and the session. Nothing here imports React or
// SWR (the build checks it), and the types need neither. Explicit exports.

export { addChange } from './cart/addChange';
// Cart engine
export { amountDue, type CheckoutAmounts } from './cart/amountDue';
export { applyCartChange } from './cart/applyCartChange';
export type { CartController, CartControllerOptions, CartControllerState } from './cart/CartController';
export type { CartStore } from './cart/CartStore';
export type { CartCheckout } from './cart/cartCheckout';
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
export type { MarketplaceMessage } from './core/MarketplaceMessage';
// Session: the token and user live in the SDK client's token store (`client.session`)
export { type LoginSuccess, loginSession } from './session/loginSession';
export { logoutSession } from './session/logoutSession';
export type {
  AdminSessionUser,
  LoginCredentials,
  PartnerSessionUser,
  SessionUser,
  UserInfoSessionUser,
} from './session/SessionUser';
export { signIn } from './session/signIn';
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
} from './state/ClientState';
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
export { migrateClientState } from './state/migrateClientState';
export { RESTORE_LIMITS, restoreClientState } from './state/restoreClientState';
export type { PersistErrorHandler, PersistPhase } from './state/safeStorage';
