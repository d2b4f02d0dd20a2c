import type { StoreTheme } from '@marketplace/react-hooks';
import './themed.css';

/** Props of {@link ThemedBanner}. */
export interface ThemedBannerProps {
  body: StoreTheme['body'];
  /** The main text's heading level (2 on the store page, 3 inside a preview). */
  headingLevel?: 2 | 3;
  /** Where "Shop now" goes (the store's products). */
  shopHref?: string;
}

/**
 * A themed store's banner: the banner image behind the main and sub text, and a "Shop now" link in the
 * theme's primary button colours. Without an image, a band in the primary button colour.
 *
 * @example
 * <ThemedBanner body={theme.body} shopHref="#store-products" />
 */
export function ThemedBanner({ body, headingLevel = 2, shopHref }: ThemedBannerProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={`themed-banner${body.bannerImage ? ' themed-banner--image' : ''}`}
      aria-label="Banner"
    >
      {body.bannerImage ? <img className="themed-banner__image" src={body.bannerImage} alt="" /> : null}
      <div className="themed-banner__text">
        <Heading className="themed-banner__main">{body.bannerMainText}</Heading>
        {body.bannerSubText ? <p className="themed-banner__sub">{body.bannerSubText}</p> : null}
        {shopHref ? (
          <a className="button themed-banner__shop" href={shopHref}>
            Shop now
          </a>
        ) : (
          <span className="button themed-banner__shop">Shop now</span>
        )}
      </div>
    </section>
  );
}
