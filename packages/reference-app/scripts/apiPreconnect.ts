import type { Plugin } from 'vite';

/** The build's API hosts (as `src/app/config.ts` reads them); relative ones are the page's own origin. */
const HOST_VARIABLES = ['VITE_API_MAIN', 'VITE_API_SHIPPING', 'VITE_API_THEMES', 'VITE_API_PROVIDER'];

/**
 * The origins of the API hosts a build is configured with, other than the page's own: absolute URLs only,
 * each origin once.
 *
 * @example
 * apiOrigins({ VITE_API_MAIN: 'https://api.example.com/api/v1' }); // ['https://api.example.com']
 */
export function apiOrigins(env: Record<string, string | undefined>): string[] {
  const origins = HOST_VARIABLES.flatMap((name) => {
    const value = env[name]?.trim();
    if (!value || !/^https?:\/\//.test(value)) return [];
    return [new URL(value).origin];
  });
  return [...new Set(origins)];
}

/**
 * A Vite plugin: `<link rel="preconnect" crossorigin>` in index.html for the main API's origin when the
 * build points at one (VITE_API_MAIN), so that the browser opens the connection while the app's code
 * downloads and the first screen's data (a phone's largest paint waits for it) skips the set-up. Only the
 * main host: the others are used later, and an unused preconnect costs a connection. `crossorigin`
 * because the SDK's fetches carry no credentials (the anonymous connection pool). Nothing when the app
 * runs on the in-browser sandbox.
 *
 * @example
 * export default defineConfig({ plugins: [react(), apiPreconnect()] });
 */
export function apiPreconnect(): Plugin {
  let origin: string | undefined;
  return {
    name: 'marketplace-api-preconnect',
    configResolved(config) {
      origin = apiOrigins({ VITE_API_MAIN: config.env.VITE_API_MAIN })[0];
    },
    transformIndexHtml() {
      if (!origin) return [];
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' }];
    },
  };
}
