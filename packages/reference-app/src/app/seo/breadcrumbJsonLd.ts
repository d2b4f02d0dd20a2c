import type { CategoryCrumb } from '../../roles/storefront/categoryCrumbs';
import { absoluteUrl } from './buildHead';

/**
 * A schema.org `BreadcrumbList`: Home, the levels that have a page, and the page itself.
 *
 * @example
 * breadcrumbJsonLd(url, [{ name: 'Fashion', to: '/category/1' }], { name: 'Ankara dress', to: '/product/3' });
 */
export function breadcrumbJsonLd(
  url: URL,
  levels: readonly CategoryCrumb[],
  page: { name: string; to: string },
): Record<string, unknown> {
  const items = [{ name: 'Home', to: '/' }, ...levels.filter((level) => level.to), page];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(url, item.to as string),
    })),
  };
}
