import { headText } from './headText';
import { type HeadPrice, type PageHead, SITE_NAME } from './PageHead';

/** What {@link buildHead} makes a head from. */
export interface BuildHeadInput {
  /** The page's address (its origin makes the head's URLs absolute). */
  url: URL;
  /** The title; ` | Marketplace` is added unless `siteTitle` is false. */
  title: string;
  /** The description (collapsed and cut to 160 characters). */
  description: string;
  /** The canonical path and kept query (`/category/3?page=2`). */
  canonicalPath: string;
  /** The page's picture (made absolute). */
  image?: string;
  type?: 'website' | 'product';
  price?: HeadPrice;
  /** Keep the page out of search results (its links are still followed). */
  noindex?: boolean;
  jsonLd?: readonly Record<string, unknown>[];
  /** Whether ` | Marketplace` ends the title (default true). */
  siteTitle?: boolean;
}

/** Longest title and description the head says (what search results show). */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** What ends every page's title. */
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/**
 * An address made absolute on the page's origin (an absolute one stays as it is).
 *
 * @example
 * absoluteUrl(new URL('https://shop.ng/product/1'), '/sandbox-assets/a.jpg'); // 'https://shop.ng/sandbox-assets/a.jpg'
 */
export function absoluteUrl(page: URL, address: string): string {
  return new URL(address, page.origin).href;
}

/**
 * A page's head: the title (with the site's name, within 60 characters), the description (within 160),
 * the canonical URL, and the Open Graph and Twitter tags saying the same; a picture makes Twitter's card
 * large.
 *
 * @example
 * buildHead({ url, title: 'Groceries', description: 'Rice, oil and more.', canonicalPath: '/category/3' });
 */
export function buildHead(input: BuildHeadInput): PageHead {
  const siteTitled = input.siteTitle !== false;
  // Shared links show the page's own name (og:site_name says the site's).
  const name = headText(input.title, siteTitled ? TITLE_MAX - TITLE_SUFFIX.length : TITLE_MAX);
  const title = siteTitled ? `${name}${TITLE_SUFFIX}` : name;
  const description = headText(input.description, DESCRIPTION_MAX);
  const canonical = absoluteUrl(input.url, input.canonicalPath);
  const image = input.image ? absoluteUrl(input.url, input.image) : undefined;
  return {
    title,
    description,
    canonical,
    ...(input.noindex ? { robots: 'noindex, follow' } : {}),
    openGraph: {
      type: input.type ?? 'website',
      title: name,
      description,
      url: canonical,
      ...(image ? { image } : {}),
      siteName: SITE_NAME,
      ...(input.price ? { price: input.price } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { image } : {}),
    },
    ...(input.jsonLd?.length ? { jsonLd: input.jsonLd } : {}),
  };
}
