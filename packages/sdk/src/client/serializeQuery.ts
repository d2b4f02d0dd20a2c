/**
 * A query object as the URL's query string, the way openapi-fetch's default serialiser writes it (the
 * contract's parameters are all `style: form` with `explode`, objects `deepObject`): `undefined`, `null` and
 * empty arrays are left out, an array repeats its name (`ids=1&ids=2`), an object names its keys
 * (`filter[status]=paid`), every value is percent-encoded. Nested arrays or objects are refused.
 *
 * @example
 * serializeQuery({ ids: [1, 2], q: 'fabric & thread', page: undefined }); // 'ids=1&ids=2&q=fabric%20%26%20thread'
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  for (const name in query) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) parts.push(pair(name, item));
    else if (typeof value === 'object')
      for (const key in value) parts.push(pair(`${name}[${key}]`, (value as Record<string, unknown>)[key]));
    else parts.push(pair(name, value));
  }
  return parts.filter(Boolean).join('&');
}

function pair(name: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') {
    throw new Error(
      'Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.',
    );
  }
  return `${name}=${encodeURIComponent(value as string | number | boolean)}`;
}
