import { buildHead } from './buildHead';
import type { PageHead } from './PageHead';

/**
 * A storefront page's head while its data loads (in the browser, between pages): its name only.
 *
 * @example
 * useDocumentHead(product.data ? productHead({ url, product: product.data }) : loadingHead(url, 'Product'));
 */
export function loadingHead(url: URL, name: string): PageHead {
  return buildHead({ url, title: name, description: '', canonicalPath: url.pathname, noindex: true });
}
