import type { MarketplaceClientOptions } from './createMarketplaceClient';

/** The longest delay `setTimeout` honours; anything longer fires at once. */
export const MAX_DELAY_MS = 2_147_483_647;

/** More retries than this is a mistake, not a policy (each one waits up to `maxDelayMs`). */
export const MAX_RETRIES = 10;

const HOSTS = ['main', 'shipping', 'themes', 'provider'] as const;
const FUNCTIONS = ['pathname', 'fetch', 'onValidationIssue', 'random'] as const;
const STORE_METHODS = ['getToken', 'getUser', 'setSession', 'clear', 'subscribe'] as const;
const VALIDATION_MODES = ['strict', 'report', 'off'];

/**
 * Checks the options of `createMarketplaceClient` when the client is made, so that a wrong value fails
 * there and then with a `TypeError` naming it, rather than as endless retries or a timer that fires at once.
 * An option given as `undefined` counts as not given (its default applies).
 *
 * @example
 * checkClientOptions({ hosts: { main: 'https://api.example.com/api/v1' }, retry: { retries: Number.NaN } });
 * // TypeError: createMarketplaceClient: options.retry.retries must be a whole number from 0 to 10 (got NaN)
 */
export function checkClientOptions(options: MarketplaceClientOptions): void {
  if (!isObject(options)) fail('options', 'must be an object', options);
  if (!isObject(options.hosts))
    fail('options.hosts', 'must be an object with at least `main`', options.hosts);
  for (const host of HOSTS) {
    const url = options.hosts[host];
    if (url !== undefined && (typeof url !== 'string' || url.trim() === '')) {
      fail(`options.hosts.${host}`, 'must be a non-empty URL string', url);
    }
  }
  if (options.timeout !== undefined) checkDelay('options.timeout', options.timeout);
  if (options.retry !== undefined && options.retry !== false) {
    if (!isObject(options.retry))
      fail('options.retry', 'must be false or a retry policy object', options.retry);
    const { retries, baseDelayMs, maxDelayMs, maxRetryAfterMs } = options.retry;
    if (retries !== undefined) checkRetries('options.retry.retries', retries);
    if (baseDelayMs !== undefined) checkDelay('options.retry.baseDelayMs', baseDelayMs);
    if (maxDelayMs !== undefined) checkDelay('options.retry.maxDelayMs', maxDelayMs);
    if (maxRetryAfterMs !== undefined) checkDelay('options.retry.maxRetryAfterMs', maxRetryAfterMs);
  }
  if (options.validation !== undefined && !VALIDATION_MODES.includes(options.validation)) {
    fail('options.validation', "must be 'strict', 'report' or 'off'", options.validation);
  }
  for (const name of FUNCTIONS) {
    if (options[name] !== undefined && typeof options[name] !== 'function') {
      fail(`options.${name}`, 'must be a function', options[name]);
    }
  }
  if (options.session !== undefined) {
    for (const method of STORE_METHODS) {
      if (typeof (options.session as unknown as Record<string, unknown>)?.[method] !== 'function') {
        fail('options.session', `must be a TokenStore (its ${method} is not a function)`, options.session);
      }
    }
  }
  if (options.providerKey !== undefined && typeof options.providerKey !== 'string') {
    fail('options.providerKey', 'must be a string', options.providerKey);
  }
}

/**
 * Why a retry count is unusable, or undefined when it is fine: a whole number from 0 to {@link MAX_RETRIES}.
 *
 * @example
 * retriesProblem(Number.NaN); // 'must be a whole number from 0 to 10 (got NaN)'
 */
export function retriesProblem(value: unknown): string | undefined {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_RETRIES
    ? undefined
    : `must be a whole number from 0 to ${MAX_RETRIES} (got ${describe(value)})`;
}

/**
 * Why a delay in milliseconds is unusable, or undefined when it is fine: a finite number from 0 to the
 * longest delay a timer can wait.
 *
 * @example
 * delayProblem(Number.POSITIVE_INFINITY); // 'must be a finite number of milliseconds from 0 to 2147483647 (got Infinity)'
 */
export function delayProblem(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_DELAY_MS
    ? undefined
    : `must be a finite number of milliseconds from 0 to ${MAX_DELAY_MS} (got ${describe(value)})`;
}

function checkRetries(name: string, value: unknown): void {
  const problem = retriesProblem(value);
  if (problem) throw new TypeError(`createMarketplaceClient: ${name} ${problem}`);
}

function checkDelay(name: string, value: unknown): void {
  const problem = delayProblem(value);
  if (problem) throw new TypeError(`createMarketplaceClient: ${name} ${problem}`);
}

function fail(name: string, rule: string, value: unknown): never {
  throw new TypeError(`createMarketplaceClient: ${name} ${rule} (got ${describe(value)})`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}
