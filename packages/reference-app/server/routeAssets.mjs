// The files a server-rendered page's screen needs beyond the entry's, from Vite's manifest: its chunks
// (modulepreload: they download beside the entry, not after it) and its stylesheets (in the head, so the
// server's HTML is painted with them and does not shift when they arrive).

/**
 * @typedef {{ file: string, css?: string[], imports?: string[], isEntry?: boolean }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The chunk `key` and what it imports statically, all the way down, each once.
 *
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [seen]
 */
function withImports(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * The `<link>` tags of a screen's module (`src/roles/storefront/ProductScreen.tsx`): modulepreload for its
 * chunks and stylesheet for its CSS, leaving out what the entry (index.html) loads already.
 *
 * @param {Manifest} manifest
 * @param {string} module
 * @param {{ base?: string, modulepreload?: boolean }} [options] `modulepreload: false`: the stylesheets only.
 * @returns {string}
 * @example
 * routeLinks(manifest, 'src/roles/storefront/ProductScreen.tsx');
 * // '<link rel="stylesheet" href="/assets/ProductGridPlaceholder-….css">…<link rel="modulepreload" …>'
 */
export function routeLinks(manifest, module, { base = '/', modulepreload = true } = {}) {
  const entryKeys = new Set();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) withImports(manifest, key, entryKeys);
  const entryCss = new Set([...entryKeys].flatMap((key) => manifest[key]?.css ?? []));
  const keys = [...withImports(manifest, module)].filter((key) => !entryKeys.has(key));
  const css = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !entryCss.has(file),
  );
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...(modulepreload
      ? keys.map((key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key].file}">`)
      : []),
  ].join('');
}
