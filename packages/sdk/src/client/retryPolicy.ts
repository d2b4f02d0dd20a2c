/** When and how a failed call is tried again. */
export interface RetryPolicy {
  /** Further attempts after the first (0 turns retries off). */
  retries: number;
  /** The first back-off step; each further step doubles, capped by `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error is thrown instead. */
  maxRetryAfterMs: number;
}

/**
 * Defaults: two retries, 300 ms doubling to at most 5 s with full jitter, and a Retry-After of up to 30 s
 * honoured. Only safe calls are retried (GET, HEAD, PUT, DELETE, and POST or PATCH that carry an
 * idempotency key), and only after a network error, a timeout, 408, 429 or 5xx.
 */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 5000,
  maxRetryAfterMs: 30_000,
});

const SAFE_METHODS = new Set(['get', 'head', 'put', 'delete', 'options']);

/**
 * Whether a call of this method may be sent twice: safe and idempotent methods always, POST and PATCH
 * only with an idempotency key (the server then applies them once).
 *
 * @example
 * isRetryableMethod('post', false); // false
 * isRetryableMethod('post', true); // true
 */
export function isRetryableMethod(method: string, hasIdempotencyKey: boolean): boolean {
  return SAFE_METHODS.has(method.toLowerCase()) || hasIdempotencyKey;
}

/**
 * Whether an HTTP status is worth another attempt: 408, 429 and every 5xx.
 *
 * @example
 * isRetryableStatus(503); // true
 * isRetryableStatus(404); // false
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * Reads a Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; undefined when
 * absent or unreadable.
 *
 * @example
 * parseRetryAfter('2'); // 2000
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Otherwise only an HTTP date (it names a weekday or month): '-1' or '1.5' are not dates.
  if (!/[a-z]{3}/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before retry number `attempt` (0 for the first retry): the server's Retry-After when given,
 * else a random delay up to the capped exponential step ("full jitter", which spreads retries of many
 * clients apart). Undefined when the server asks for longer than the policy allows.
 *
 * @example
 * backoffDelay(DEFAULT_RETRY_POLICY, 1); // somewhere in [0, 600] ms
 */
export function backoffDelay(
  policy: RetryPolicy,
  attempt: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfterMs !== undefined) return retryAfterMs <= policy.maxRetryAfterMs ? retryAfterMs : undefined;
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * step);
}
