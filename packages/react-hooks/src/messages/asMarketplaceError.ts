import { isMarketplaceError, MarketplaceError, SOMETHING_WENT_WRONG } from '@marketplace/sdk';

/**
 * The `MarketplaceError` a failure is, or one that wraps it (kind `response`, the generic message
 * 'Something went wrong'), so that every failure the hooks report has the same shape and a message to
 * show.
 *
 * @example
 * catch (caught) { const error = asMarketplaceError(caught, 'addToCart'); toast.error(error.message); }
 */
export function asMarketplaceError(caught: unknown, operationId: string): MarketplaceError {
  if (isMarketplaceError(caught)) return caught;
  return new MarketplaceError({
    kind: 'response',
    message: SOMETHING_WENT_WRONG,
    operationId,
    method: '',
    url: '',
    cause: caught,
  });
}
