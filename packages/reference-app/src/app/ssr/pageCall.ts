import { isMarketplaceError } from '@marketplace/sdk';

/** A call of the server's page data: its answer, or that the thing does not exist (404), or neither. */
export interface PageAnswer<T> {
  data?: T;
  /** The server answered 404: the page is a "not found" one. */
  notFound: boolean;
}

/**
 * A call for a page's first screen, settled: its data, or `notFound` for a 404. Any other failure (the
 * API down, a timeout) leaves the data out: the page is sent as the browser shows it while loading, and
 * the browser makes the call again (the screen shows the error, with "Try again", if it fails there too).
 *
 * @example
 * const product = await pageCall(getCustomerProduct(client, { path: { id } }));
 * if (product.notFound) return notFound(url, 'Product');
 */
export async function pageCall<T>(call: Promise<{ data: T }>): Promise<PageAnswer<T>> {
  try {
    return { data: (await call).data, notFound: false };
  } catch (error) {
    return { notFound: isMarketplaceError(error) && error.status === 404 };
  }
}

/**
 * The calls a page needs only when another answered (the child categories of a product's sub-category),
 * or none: the answer of nothing.
 *
 * @example
 * const children = await maybeCall(sub && getChildCategories(client, { path: { id: sub.id } }));
 */
export function maybeCall<T>(
  call: Promise<{ data: T }> | null | undefined | false | 0,
): Promise<PageAnswer<T>> {
  return call ? pageCall(call) : Promise.resolve({ notFound: false });
}
