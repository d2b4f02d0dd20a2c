// @marketplace/sandbox: a stateful fake backend of the whole contract. This entry point is
// environment-neutral; `@marketplace/sandbox/node` and `@marketplace/sandbox/browser` run it.
export { createRandom, type Random } from './createRandom';
export {
  createSandbox,
  DEFAULT_APP_URL,
  DEFAULT_SANDBOX_HOSTS,
  type Sandbox,
  type SandboxOptions,
  type SandboxPersistence,
} from './createSandbox';
export { Database, type Tables } from './db/Database';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts';
export type { DecidedPayment, PaymentDecision } from './domains/commerce/decidePayment';
export type { EmailKind, OutboxEmail } from './domains/identity/outbox';
export { handlerDomains } from './handlerDomains';
export type { SandboxHosts } from './http/createHandlers';
export { type Fault, Faults, parseFaultHeader } from './http/faults';
export type { Handler, HandlerContext, HandlerMap, SandboxEnv } from './http/HandlerContext';
export { svgImage } from './http/svgImage';
export { SandboxSnapshotError } from './SandboxSnapshotError';
