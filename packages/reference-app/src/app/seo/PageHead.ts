/** The site's name, as Open Graph's `og:site_name` and the end of every page's title say it. */
export const SITE_NAME = 'Marketplace';

/** A product's price for Open Graph (`product:price:amount`, `product:price:currency`). */
export interface HeadPrice {
  /** In naira, two decimals (`'12500.00'`). */
  amount: string;
  currency: 'NGN';
}

/**
 * What a storefront page's `<head>` says about it: to search engines (title, description, canonical URL,
 * robots, structured data) and to the apps a link is shared in (Open Graph, Twitter). Every URL is
 * absolute. The server writes it into the HTML ({@link renderHead}); in the browser a page keeps the
 * document's head in step as the shopper moves on (`useDocumentHead`). Made by the page builders of this
 * folder (`productHead`, `categoryHead`, ...), the same on both sides.
 */
export interface PageHead {
  /** The tab's title, within about 60 characters. */
  title: string;
  /** The meta description, within about 160 characters, whitespace collapsed. */
  description: string;
  /** The page's one address: no tracking, sort or filter parameters. */
  canonical: string;
  /** `noindex, follow` for pages search engines should not list (not found, search results). */
  robots?: string;
  openGraph: {
    type: 'website' | 'product';
    title: string;
    description: string;
    url: string;
    image?: string;
    siteName: string;
    price?: HeadPrice;
  };
  twitter: {
    card: 'summary_large_image' | 'summary';
    title: string;
    description: string;
    image?: string;
  };
  /** schema.org objects (`Product`, `BreadcrumbList`), each written as its own JSON-LD script. */
  jsonLd?: readonly Record<string, unknown>[];
}
