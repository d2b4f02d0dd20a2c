// @marketplace/react-hooks: headless SWR hooks over @marketplace/sdk. Explicit exports.
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
// A hook for every operation: use<OperationId> (queries, mutations), <operationId>Key, use<OperationId>Pages.
export * from './generated';
export { INVALIDATIONS, QUERY_OPERATIONS } from './generated/invalidations';
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
  CurrentUser,
  LoginSlice,
  PersistedClientState,
} from './state/ClientState';
export {
  ClientStateProvider,
  type ClientStateProviderProps,
  useClientStore,
} from './state/ClientStateProvider';
export {
  type ClientStore,
  type ClientStoreOptions,
  createClientStore,
  type PersistGateState,
} from './state/createClientStore';
export { createMemoryStorage } from './state/createMemoryStorage';
export { emptyCart, emptyClientState, idleLogin } from './state/emptyClientState';
export {
  CLIENT_STATE_VERSION,
  type ClientStateV0,
  type LoginSliceV0,
  migrateClientState,
} from './state/migrateClientState';
export { restoreClientState } from './state/restoreClientState';
export type { PersistErrorHandler, PersistPhase } from './state/safeStorage';
export { useClientState } from './state/useClientState';
export { usePersistGate } from './state/usePersistGate';
export { useUserType } from './useUserType';
