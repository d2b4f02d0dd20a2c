/**
 * A short, stable name for a session, for cache keys: a 53-bit hash of its token (cyrb53, public domain),
 * in base 36. Keys carry it so that every login and logout moves a role's queries to fresh keys; the
 * token itself never enters a key (keys are visible in devtools and in `cache.keys()`). Not a secret and
 * not for security: two tokens of one role colliding would only share a cache entry. `undefined` when
 * there is no token. Written out here (a few lines) because a hash library would cost more bytes than
 * the hooks' whole query layer, and Web Crypto is asynchronous (keys are made during render).
 *
 * @example
 * sessionFingerprint('eyJhbGciOi...'); // 'k3x9f1q2m0a'
 * sessionFingerprint(undefined); // undefined
 */
export function sessionFingerprint(token: string | undefined): string | undefined {
  if (!token) return undefined;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
