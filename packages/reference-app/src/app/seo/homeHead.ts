import { buildHead } from './buildHead';
import type { PageHead } from './PageHead';

/** The home page's title and description (what a shared link of the shop says). */
export const HOME_TITLE = 'Marketplace: shop from stores across Nigeria';
export const HOME_DESCRIPTION =
  "Shop fashion, phones, electronics, home and beauty from Nigeria's independent stores: daily deals, delivery nationwide, returns within 7 days.";

/**
 * The home page's head.
 *
 * @example
 * useDocumentHead(homeHead(usePageUrl()));
 */
export function homeHead(url: URL): PageHead {
  return buildHead({
    url,
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    canonicalPath: '/',
    siteTitle: false,
  });
}
