/** Attributes of a cookie write (the subset the session cookies use). */
export interface CookieWrite {
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  expires?: Date;
}

// Our own three functions rather than a cookie library: the maintained ones run code when imported,
// which bundlers cannot drop, so every app importing anything from the SDK would pay for them.

/**
 * Reads a cookie from `document.cookie`; undefined outside a browser or when absent.
 *
 * @example
 * readCookie('customer_token'); // 'eyJhbGciOi...' or undefined
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || !document.cookie) return undefined;
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (safeDecode(key) !== name) continue;
    const value = eq < 0 ? '' : part.slice(eq + 1);
    return safeDecode(value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
  }
  return undefined;
}

/**
 * Writes a cookie through `document.cookie` (a no-op outside a browser). The browser may still refuse
 * it (a public-suffix domain, cookies disabled): read it back to know.
 *
 * @example
 * writeCookie('customer_token', token, { path: '/', sameSite: 'Lax', secure: true });
 */
export function writeCookie(name: string, value: string, attributes: CookieWrite = {}): void {
  if (typeof document === 'undefined') return;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  if (attributes.path) cookie += `; path=${attributes.path}`;
  if (attributes.domain) cookie += `; domain=${attributes.domain}`;
  if (attributes.expires) cookie += `; expires=${attributes.expires.toUTCString()}`;
  if (attributes.sameSite) cookie += `; samesite=${attributes.sameSite}`;
  if (attributes.secure) cookie += '; secure';
  document.cookie = cookie;
}

/**
 * Removes a cookie written with the same path and domain.
 *
 * @example
 * removeCookie('customer_token', { path: '/', domain: 'example.com' });
 */
export function removeCookie(name: string, attributes: CookieWrite = {}): void {
  writeCookie(name, '', { ...attributes, expires: new Date(0) });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
