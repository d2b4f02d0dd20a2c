import { isMarketplaceError, type MarketplaceError } from '@marketplace/sdk';

/**
 * The `MarketplaceError` a call fails with; the test fails when the call succeeds or throws anything else.
 *
 * @example
 * expect((await failure(getCart(guest))).status).toBe(401);
 */
export async function failure(promise: Promise<unknown>): Promise<MarketplaceError> {
  try {
    await promise;
  } catch (error) {
    if (isMarketplaceError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}
