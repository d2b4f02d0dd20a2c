import type { Plugin } from 'vite';

/** A page whose first load is worth starting early: its path's start, and the module of its screen. */
export interface PreloadedRoute {
  /** `'/'` matches the home page only; other values match the paths starting with them. */
  path: string;
  /** The end of the screen's module id (`src/roles/storefront/HomeScreen.tsx`). */
  module: string;
}

/** The storefront's landing pages: where shoppers arrive from search engines, shared links and ads. */
export const LANDING_ROUTES: PreloadedRoute[] = [
  { path: '/', module: 'src/roles/storefront/HomeScreen.tsx' },
  { path: '/category/', module: 'src/roles/storefront/CategoryScreen.tsx' },
  { path: '/product/', module: 'src/roles/storefront/ProductScreen.tsx' },
];

/** The part of a Rollup/Rolldown output chunk this plugin reads. */
interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  /** Vite's: the CSS files the chunk loads with it. */
  viteMetadata?: { importedCss?: Set<string> };
}

/** A chunk and the chunks it imports statically, all the way down, in order, each once. */
function withImports(bundle: Record<string, ChunkInfo>, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) withImports(bundle, imported, seen);
  return seen;
}

/**
 * Per landing route, the files its screen needs beyond what the entry already loads (Vite preloads the
 * entry's own imports): its JavaScript chunks, then their CSS.
 *
 * @example
 * routeFiles(bundle, LANDING_ROUTES); // { '/': ['assets/HomeScreen-….js', …], '/category/': […], … }
 */
export function routeFiles(
  bundle: Record<string, ChunkInfo>,
  routes: PreloadedRoute[] = LANDING_ROUTES,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  const entryFiles = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry))
    withImports(bundle, entry.fileName, entryFiles);
  const files: Record<string, string[]> = {};
  for (const route of routes) {
    const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(route.module));
    if (!screen) continue;
    const js = [...withImports(bundle, screen.fileName)].filter((file) => !entryFiles.has(file));
    const css = new Set(js.flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]));
    files[route.path] = [...js, ...css];
  }
  return files;
}

/**
 * The inline script that, on a landing route, adds `<link rel="modulepreload">` for its screen's chunks
 * and its stylesheets (which Vite's loader then finds there and does not wait for again): they download
 * beside the entry instead of after it (the router loads a screen only once the entry has run), a round
 * trip or two less before a phone's first screen. Any other page loads as before.
 */
export function preloadScript(files: Record<string, string[]>, base = '/'): string {
  return `(function(p,r){var f=r[p]||r[Object.keys(r).filter(function(k){return k!=='/'&&p.indexOf(k)===0})[0]];(f||[]).forEach(function(h){var l=document.createElement('link');var c=/\\.css$/.test(h);l.rel=c?'stylesheet':'modulepreload';l.href=${JSON.stringify(base)}+h;document.head.appendChild(l)})})(location.pathname,${JSON.stringify(files)})`;
}

/**
 * A Vite plugin (builds only): index.html gets {@link preloadScript} for the storefront's landing routes
 * (home, category and product pages), from the built chunks.
 *
 * @example
 * export default defineConfig({ plugins: [react(), routePreload()] });
 */
export function routePreload(routes: PreloadedRoute[] = LANDING_ROUTES): Plugin {
  let base = '/';
  return {
    name: 'marketplace-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = routeFiles(context.bundle as unknown as Record<string, ChunkInfo>, routes);
        if (Object.keys(files).length === 0) return html;
        // Right after the charset (which must come first): a script after a stylesheet's link would wait
        // for the stylesheet.
        const script = `<script>${preloadScript(files, base)}</script>`;
        return html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${script}`);
      },
    },
  };
}
