/**
 * The cookies of a `Cookie` header by name (values URI-decoded, quotes removed); the first of a name wins,
 * as in `document.cookie` (the browser sends the most specific path first).
 *
 * @example
 * parseCookieHeader('customer_token=ey%2E1; theme=dark').get('customer_token'); // 'ey.1'
 */
export function parseCookieHeader(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = decode(part.slice(0, eq).trim());
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name && !jar.has(name)) jar.set(name, decode(value));
  }
  return jar;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
