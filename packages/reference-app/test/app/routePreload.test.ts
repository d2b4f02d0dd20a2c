// The landing pages' screen code preloaded from index.html (issue 15, speed): the home, category and
// product pages' chunks and stylesheets download beside the entry, not after it; other pages load as
// before.
import { describe, expect, it } from 'vitest';
import { preloadScript, routeFiles, routePreload } from '../../scripts/routePreload';

/** A small built bundle: the entry with its shared chunk, and the three landing screens' chunks. */
const bundle = {
  'assets/index.js': {
    type: 'chunk',
    fileName: 'assets/index.js',
    isEntry: true,
    imports: ['assets/react.js'],
  },
  'assets/react.js': { type: 'chunk', fileName: 'assets/react.js', imports: [] },
  'assets/HomeScreen.js': {
    type: 'chunk',
    fileName: 'assets/HomeScreen.js',
    facadeModuleId: '/app/src/roles/storefront/HomeScreen.tsx',
    imports: ['assets/grid.js', 'assets/react.js'],
  },
  'assets/grid.js': {
    type: 'chunk',
    fileName: 'assets/grid.js',
    imports: ['assets/price.js'],
    viteMetadata: { importedCss: new Set(['assets/grid.css']) },
  },
  'assets/price.js': { type: 'chunk', fileName: 'assets/price.js', imports: [] },
  'assets/CategoryScreen.js': {
    type: 'chunk',
    fileName: 'assets/CategoryScreen.js',
    facadeModuleId: '/app/src/roles/storefront/CategoryScreen.tsx',
    imports: ['assets/grid.js'],
  },
  'assets/ProductScreen.js': {
    type: 'chunk',
    fileName: 'assets/ProductScreen.js',
    facadeModuleId: '/app/src/roles/storefront/ProductScreen.tsx',
    imports: [],
  },
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};

/** Runs the inline script on a path and gives the links it added ("modulepreload /assets/…"). */
function linksOn(path: string): string[] {
  for (const link of document.head.querySelectorAll('link')) link.remove();
  const script = preloadScript(routeFiles(bundle as never)).replace(
    'location.pathname',
    JSON.stringify(path),
  );
  new Function(script)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}`,
  );
}

describe('routePreload', () => {
  it('lists each landing screen’s files beyond the entry’s: its chunks all the way down, then their CSS', () => {
    expect(routeFiles(bundle as never)).toEqual({
      '/': ['assets/HomeScreen.js', 'assets/grid.js', 'assets/price.js', 'assets/grid.css'],
      '/category/': ['assets/CategoryScreen.js', 'assets/grid.js', 'assets/price.js', 'assets/grid.css'],
      '/product/': ['assets/ProductScreen.js'],
    });
  });

  it('preloads the screen of the page being opened, and nothing on other pages', () => {
    expect(linksOn('/')).toEqual([
      'modulepreload /assets/HomeScreen.js',
      'modulepreload /assets/grid.js',
      'modulepreload /assets/price.js',
      'stylesheet /assets/grid.css',
    ]);
    expect(linksOn('/category/1/2')).toEqual([
      'modulepreload /assets/CategoryScreen.js',
      'modulepreload /assets/grid.js',
      'modulepreload /assets/price.js',
      'stylesheet /assets/grid.css',
    ]);
    expect(linksOn('/product/7')).toEqual(['modulepreload /assets/ProductScreen.js']);
    expect(linksOn('/cart')).toEqual([]);
    expect(linksOn('/customer/orders')).toEqual([]);
  });

  it('puts the script right after the charset, before any stylesheet it would wait for', () => {
    const plugin = routePreload();
    (plugin.configResolved as unknown as (config: { base: string }) => void)({ base: '/' });
    const { handler } = plugin.transformIndexHtml as unknown as {
      handler: (html: string, context: { bundle?: unknown }) => string;
    };
    const html =
      '<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/assets/index.css">\n</head>';
    const out = handler(html, { bundle });
    expect(out.indexOf('<meta charset="UTF-8" />')).toBeLessThan(out.indexOf('<script>'));
    expect(out.indexOf('<script>')).toBeLessThan(out.indexOf('rel="stylesheet"'));
    // The dev server (no bundle) leaves the page as it is.
    expect(handler(html, {})).toBe(html);
  });
});
