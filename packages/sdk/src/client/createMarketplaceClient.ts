import type { Middleware } from 'openapi-fetch';
import { detectUserType, type UserType } from '../detectUserType';
import { createBrowserTokenStore } from '../session/createBrowserTokenStore';
import { createMemoryTokenStore } from '../session/createMemoryTokenStore';
import type { TokenStore } from '../session/TokenStore';
import { checkClientOptions } from './checkClientOptions';
import type { DataSchema, Host, OperationSchemas } from './operationTypes';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retryPolicy';

/** How responses are checked against the contract's schemas. */
export type ValidationMode = 'strict' | 'report' | 'off';

/** A response that departs from the contract, as handed to `onValidationIssue` in `report` mode. */
export interface ValidationIssue {
  operationId: string;
  /** Where in the body: `data.rows[2].pricing`. */
  path: string;
  message: string;
  data: unknown;
}

/** Options of {@link createMarketplaceClient}. */
export interface MarketplaceClientOptions {
  /**
   * Base URLs of the four hosts. `main` includes `/api/v1`. A host left out cannot be called (its
   * operations throw a configuration error naming it).
   */
  hosts: { main: string; shipping?: string; themes?: string; provider?: string };
  /** Where tokens live. Default: cookies and local storage in a browser, memory elsewhere. */
  session?: TokenStore;
  /** The page path that selects the role of a call. Default: `location.pathname`, or '' outside a browser. */
  pathname?: () => string;
  /** The `fetch` to use; looked up on every call, so test doubles installed later are seen. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Milliseconds per attempt before a call fails with kind `timeout`. Default 15000; 0 for none. A finite
   * number up to 2147483647 (checked when the client is made).
   */
  timeout?: number;
  /**
   * Retry policy; `false` turns retries off. Default {@link DEFAULT_RETRY_POLICY}; a field left out or
   * `undefined` keeps its default. `retries` is a whole number from 0 to 10, the delays finite milliseconds.
   */
  retry?: Partial<RetryPolicy> | false;
  /**
   * Response validation against the contract: `strict` throws a `response` error naming the path,
   * `report` hands the issue to `onValidationIssue` and returns the data, `off` skips. Needs `schemas`.
   * Default: `report` when `schemas` are given, else `off`.
   */
  validation?: ValidationMode;
  /**
   * The schemas to validate with: `operationSchemas` from `@marketplace/sdk/schemas` (all operations), or
   * a subset. Kept out of the main entry point so apps that do not validate do not download them.
   */
  schemas?: OperationSchemas;
  /** Receives issues in `report` mode. Default: `console.warn`. */
  onValidationIssue?: (issue: ValidationIssue) => void;
  /** The card/bank provider's public key, sent only to the provider host. */
  providerKey?: string;
  /** Random source for retry jitter (tests make it deterministic). */
  random?: () => number;
}

/** Internal state shared by a client and the clients `as()` derives from it. */
export interface ClientCore {
  readonly options: MarketplaceClientOptions;
  readonly session: TokenStore;
  readonly retry: RetryPolicy;
  readonly timeout: number;
  readonly validation: ValidationMode;
  readonly middleware: Middleware[];
  /** A host's base URL without a trailing slash; a `TypeError` naming the option when it was not given. */
  baseUrl(host: Host): string;
  /** The schema of an operation's data, built once; undefined when none was given. */
  schemaFor(id: string): DataSchema | undefined;
}

/** A configured client. Pass it to any operation function. */
export interface MarketplaceClient {
  /** @internal The engine's state; not part of the public API. */
  readonly core: ClientCore;
  /** The role fixed with `as()`, if any. */
  readonly role: UserType | undefined;
  /** The session store (tokens and users per role). */
  readonly session: TokenStore;
  /** A client that sends `role`'s token on every main-host call, whatever the page path. */
  as(role: UserType): MarketplaceClient;
  /** The role whose token the next main-host call carries. */
  currentRole(): UserType | '';
  /** Adds middleware (openapi-fetch's `onRequest`/`onResponse`/`onError`) to every host. */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added with `use`. */
  eject(...middleware: Middleware[]): void;
  /** Clears one role's session (cookie and local storage), or all four without a role. */
  logout(role?: UserType): void;
}

const defaultPathname = () => (typeof location === 'undefined' ? '' : location.pathname);

/**
 * Creates the client every operation takes: the hosts' base URLs, the session store, timeout, retries,
 * validation and middleware. Nothing is fetched until an operation is called. Options are checked here: a
 * wrong one (`retry: { retries: NaN }`, an infinite `timeout`, a `session` that is no TokenStore) throws a
 * `TypeError` naming it.
 *
 * @example
 * import { createMarketplaceClient, getAllCategories } from '@marketplace/sdk';
 *
 * const client = createMarketplaceClient({ hosts: { main: 'https://api.example.com/api/v1' } });
 * const { data: categories } = await getAllCategories(client);
 */
export function createMarketplaceClient(options: MarketplaceClientOptions): MarketplaceClient {
  checkClientOptions(options);
  const session =
    options.session ??
    (typeof document === 'undefined' ? createMemoryTokenStore() : createBrowserTokenStore());
  const validation = options.validation ?? (options.schemas ? 'report' : 'off');
  if (validation !== 'off' && !options.schemas) {
    throw new TypeError(
      `createMarketplaceClient: validation '${validation}' needs schemas (import { operationSchemas } from '@marketplace/sdk/schemas')`,
    );
  }
  const built = new Map<string, DataSchema>();
  const middleware: Middleware[] = [];
  const core: ClientCore = {
    options,
    session,
    retry:
      options.retry === false
        ? { ...DEFAULT_RETRY_POLICY, retries: 0 }
        : { ...DEFAULT_RETRY_POLICY, ...definedOnly(options.retry ?? {}) },
    timeout: options.timeout ?? 15_000,
    validation,
    middleware,
    baseUrl(host) {
      const url = options.hosts[host];
      if (!url)
        throw new TypeError(
          `createMarketplaceClient: no base URL for the ${host} host (options.hosts.${host})`,
        );
      return url.endsWith('/') ? url.slice(0, -1) : url;
    },
    schemaFor(id) {
      let schema = built.get(id);
      if (!schema) {
        schema = options.schemas?.[id]?.();
        if (schema) built.set(id, schema);
      }
      return schema;
    },
  };
  return bind(core, undefined);
}

/**
 * Every path parameter becomes exactly one encoded segment (a `/` in an id cannot add a segment).
 *
 * @example
 * onePathSegmentEach('/coupon/{id}', { id: 'a/b' }); // '/coupon/a%2Fb'
 */
export function onePathSegmentEach(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined || params[name] === null ? match : encodeURIComponent(String(params[name])),
  );
}

/** The keys whose value is not `undefined`: an option given as `undefined` keeps its default. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function bind(core: ClientCore, role: UserType | undefined): MarketplaceClient {
  return {
    core,
    role,
    session: core.session,
    as: (next) => bind(core, next),
    currentRole: () => role ?? detectUserType((core.options.pathname ?? defaultPathname)()),
    use(...added) {
      for (const m of added) {
        if (m && (typeof m !== 'object' || !('onRequest' in m || 'onResponse' in m || 'onError' in m)))
          throw new Error(
            'Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`',
          );
      }
      core.middleware.push(...added.filter(Boolean));
    },
    eject(...removed) {
      for (const m of removed) {
        const i = core.middleware.indexOf(m);
        if (i >= 0) core.middleware.splice(i, 1);
      }
    },
    logout: (which) => core.session.clear(which),
  };
}
