import { buildHead } from './buildHead';
import { HOME_DESCRIPTION, HOME_TITLE } from './homeHead';
import type { PageHead } from './PageHead';

/**
 * The site's head for a page without one of its own (the cart, the account, sign-in): the shop's title
 * and description, the page's own canonical address.
 *
 * @example
 * siteHead(new URL('https://shop.ng/cart')).canonical; // 'https://shop.ng/cart'
 */
export function siteHead(url: URL): PageHead {
  return buildHead({
    url,
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    canonicalPath: url.pathname,
    siteTitle: false,
  });
}
