/**
 * Where to go after login: the `next` path only when it is a path of this site (no open redirect:
 * `//evil.example`, `https://…`, `/\evil`, `javascript:` and anything not starting with one `/` fall back).
 *
 * @example
 * safeRedirect('/customer/checkout', '/customer'); // '/customer/checkout'
 * safeRedirect('https://evil.example', '/customer'); // '/customer'
 */
export function safeRedirect(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const base = 'http://app.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
