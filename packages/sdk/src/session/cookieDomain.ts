// A last label that is all digits, or 0x and hex digits, makes the URL parser read the host as IPv4
// (WHATWG URL "ends in a number"), so 10.1, 0x7f.1 and 192.168.0.1 are all addresses, not names.
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/;

/**
 * The domain the session cookies are shared on (spec section 9): the last two labels of the host, so that
 * `shop.example.com` and `admin.example.com` share one login. `undefined` (a host-only cookie) for
 * `localhost` and `*.localhost`, for IPv4 and IPv6 addresses (bracketed or not), for single-label hosts and
 * for an empty host. The host is lower-cased and a trailing dot is dropped. It takes a hostname, without a
 * port.
 *
 * Two labels can be a public suffix (`com.ng`), on which a browser refuses the cookie;
 * `createBrowserTokenStore` notices that and falls back to a host-only cookie.
 *
 * @example
 * cookieDomain('shop.example.com'); // 'example.com'
 * cookieDomain('Example.COM.'); // 'example.com'
 * cookieDomain('localhost'); // undefined
 * cookieDomain('[::1]'); // undefined
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  // Only IPv6 addresses contain a colon or brackets; a name never does (".[.a" is not a domain).
  if (host.includes('[') || host.includes(']') || host.includes(':')) return undefined;
  const labels = host.split('.');
  const last = labels.at(-1) ?? '';
  const secondLast = labels.at(-2) ?? '';
  if (labels.length < 2 || last === '' || secondLast === '') return undefined;
  if (last === 'localhost' || NUMERIC_LABEL.test(last)) return undefined;
  return `${secondLast}.${last}`;
}
