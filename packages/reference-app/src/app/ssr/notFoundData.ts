import { notFoundHead } from '../seo/notFoundHead';
import type { PageData } from './loadPageData';

/**
 * A "not found" page's data: no answers, its head (kept out of search results) and status 404.
 *
 * @example
 * if (product.notFound) return notFoundData(url, 'Product');
 */
export function notFoundData(url: URL, what: string): PageData {
  return { fallback: [], head: notFoundHead(url, what), status: 404 };
}
