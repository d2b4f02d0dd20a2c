import { OPERATIONS } from '@marketplace/sdk';
import type { Plugin } from 'vite';
import { apiOrigins } from './apiPreconnect.ts';

/**
 * A call a landing page's first screen makes, started by index.html beside the app's code. `query` values
 * may be `$1`, the id the page's path captured.
 */
export interface LandingCall {
  operation: string;
  query?: Record<string, string>;
  /**
   * Its answer's first product's first picture is the page's largest paint (the first card, the product's
   * main picture): preloaded as soon as the answer arrives, before the app's code has rendered the image.
   */
  picture?: true;
}

/** A landing page: its path (a regular expression whose first group is the id), and its first calls. */
export interface LandingPage {
  pattern: string;
  calls: LandingCall[];
}

/**
 * The storefront's landing pages and the calls their first screen waits for (its largest picture comes
 * from them): the home page's first shelf and top categories, a category's first page of products in the
 * default order (`limit`/`offset` as the category screen asks, PAGE_SIZE 12), a product. A category page
 * with a query string (sort, page, filters) or a sub-category is left to the app.
 */
export const LANDING_PAGES: LandingPage[] = [
  {
    pattern: '^/$',
    calls: [{ operation: 'getSuperDeals', picture: true }, { operation: 'getTopCategories' }],
  },
  {
    pattern: '^/category/(\\d+)/?$',
    calls: [
      {
        operation: 'getAllCustomerProducts',
        query: { categoryId: '$1', limit: '12', offset: '0' },
        picture: true,
      },
      { operation: 'getOneCategory' },
    ],
  },
  { pattern: '^/product/(\\d+)/?$', calls: [{ operation: 'getCustomerProduct', picture: true }] },
];

/** A landing page as the inline script reads it: its pattern, and each call's URL with 1 when its picture is preloaded. */
export type LandingUrls = [string, [string, 0 | 1][]][];

/**
 * The URLs of a landing page's calls on the main host `main`, with `$1` for the page's id (a path's
 * `{id}` and any `$1` query value), each with 1 when its answer's first picture is preloaded.
 *
 * @example
 * landingUrls('https://api.example.com/api/v1', LANDING_PAGES);
 * // [['^/$', [['https://api.example.com/api/v1/products/super-deals', 1], …]], …]
 */
export function landingUrls(main: string, pages: LandingPage[] = LANDING_PAGES): LandingUrls {
  return pages.map(({ pattern, calls }) => [
    pattern,
    calls.map(({ operation, query, picture }): [string, 0 | 1] => {
      const op = OPERATIONS.find((candidate) => candidate.id === operation);
      if (op?.method !== 'get' || op.host !== 'main' || !op.roles.includes('guest'))
        throw new Error(`${operation} is not a public GET of the main host`);
      const search = query ? `?${new URLSearchParams(query).toString().replace(/%241/g, () => '$1')}` : '';
      return [
        `${main.replace(/\/$/, '')}${op.path.replace(/\{\w+\}/g, () => '$1')}${search}`,
        picture ? 1 : 0,
      ];
    }),
  ]);
}

/**
 * The inline script: on a landing page opened without a query string, it fetches the page's first calls
 * at once (their answers wait in `window.__landingData`, by URL, for the SDK's fetch: see
 * src/app/prefetchedFetch.ts), so the data arrives while the app's code downloads instead of after it;
 * from a call marked for it, the first product's first picture is preloaded with high priority (read
 * from a copy of the answer, registered before the SDK reads the original).
 */
export function landingScript(pages: LandingUrls): string {
  return `(function(p,q,r){var d=window.__landingData={};if(q)return;r.forEach(function(x){var m=new RegExp(x[0]).exec(p);if(!m)return;x[1].forEach(function(c){var u=c[0].replace(/\\$1/g,m[1]||'');d[u]=fetch(u,{headers:{accept:'application/json'}});if(c[1])d[u].then(function(a){return a.clone().json()}).then(function(j){var v=j&&j.data,f=Array.isArray(v)?v[0]:v&&v.rows?v.rows[0]:v,i=f&&f.hostedImages&&f.hostedImages[0];if(typeof i!=='string')return;var l=document.createElement('link');l.rel='preload';l.as='image';l.href=i;l.setAttribute('fetchpriority','high');document.head.appendChild(l)},function(){})})})})(location.pathname,location.search,${JSON.stringify(pages)})`;
}

/**
 * A Vite plugin (builds pointed at an API, VITE_API_MAIN absolute): index.html starts the landing pages'
 * first calls with {@link landingScript}. Nothing on the in-browser sandbox, whose worker is not running
 * yet when the page's first script runs.
 *
 * @example
 * export default defineConfig({ plugins: [react(), landingData()] });
 */
export function landingData(pages: LandingPage[] = LANDING_PAGES): Plugin {
  let main: string | undefined;
  return {
    name: 'marketplace-landing-data',
    apply: 'build',
    configResolved(config) {
      const value = config.env.VITE_API_MAIN?.trim();
      main = value && apiOrigins({ VITE_API_MAIN: value }).length > 0 ? value : undefined;
    },
    transformIndexHtml(html) {
      if (!main) return html;
      // Right after the charset (which must come first), before any stylesheet a script would wait for.
      const script = `<script>${landingScript(landingUrls(main, pages))}</script>`;
      return html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${script}`);
    },
  };
}
