import { cookieDomain } from './cookieDomain';

/** The part of `window.location` the cookie rules read. */
export interface CookieLocation {
  readonly hostname: string;
  readonly protocol: string;
}

/** The attributes of a session cookie. */
export interface SessionCookieAttributes {
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
  /** Absent for a host-only cookie (see {@link cookieDomain}). */
  domain?: string;
}

/**
 * The attributes every session cookie is written with (spec section 9): path `/`, SameSite Lax, Secure on
 * https, and the domain of {@link cookieDomain}; the `domain` key is left out when there is none, so the
 * cookie is host-only.
 *
 * @example
 * cookieAttributes({ hostname: 'shop.example.com', protocol: 'https:' });
 * // { path: '/', sameSite: 'Lax', secure: true, domain: 'example.com' }
 * cookieAttributes({ hostname: 'localhost', protocol: 'http:' });
 * // { path: '/', sameSite: 'Lax', secure: false }
 */
export function cookieAttributes({ hostname, protocol }: CookieLocation): SessionCookieAttributes {
  const domain = cookieDomain(hostname);
  const attributes: SessionCookieAttributes = { path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
  if (domain !== undefined) attributes.domain = domain;
  return attributes;
}
