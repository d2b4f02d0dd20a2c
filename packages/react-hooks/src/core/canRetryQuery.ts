import { isMarketplaceError, isRetryableStatus, type MarketplaceError } from '@marketplace/sdk';

/**
 * Whether a failed query may be tried again by SWR, when an app turns SWR's retries on (the provider's
 * default is off: the SDK already retried the transport). Only failures that can pass on another try:
 * network errors, timeouts, and HTTP 408, 429 or 5xx. Never `envelope`, `response`, `validation`,
 * `aborted`, a usage mistake, any other 4xx, or an error that is not a `MarketplaceError` (a bug, which a
 * retry only repeats).
 *
 * @example
 * canRetryQuery(new MarketplaceError({ kind: 'envelope', message: 'x', operationId: 'getCart', method: 'GET', url: '/cart' })); // false
 */
export function canRetryQuery(error: unknown): boolean {
  if (!isMarketplaceError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && isRetryableStatus(error.status);
}

/**
 * SWR's `shouldRetryOnError` as the app configured it, narrowed by {@link canRetryQuery}: what the app
 * turns on still never retries an error that cannot pass.
 *
 * @example
 * useSWR(key, fetcher, { shouldRetryOnError: retryOnlyWhatCanPass(config.shouldRetryOnError) });
 */
export function retryOnlyWhatCanPass(
  configured: boolean | ((error: MarketplaceError) => boolean) | undefined,
): (error: Error) => boolean {
  return (error) =>
    canRetryQuery(error) &&
    (typeof configured === 'function' ? configured(error as MarketplaceError) : configured === true);
}
