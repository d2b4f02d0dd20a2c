// The server's entry (built with `vite build --ssr src/entry-server.tsx`, loaded by server/app.mjs): a
// storefront page rendered with its data, streamed; every other page is the browser's (the client shell).
import { createClientStore, createMemoryStorage } from '@marketplace/react-hooks';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { consoleReporter } from './app/errorReporter';
import { httpSandboxControls } from './app/httpSandboxControls';
import { routes, STOREFRONT_ROUTE_IDS } from './app/routes';
import { renderHead } from './app/seo/renderHead';
import { robotsTxt } from './app/seo/robotsTxt';
import { sitemapXml } from './app/seo/sitemapXml';
import { type BrowserConfig, ssrScripts } from './app/ssr/browserGlobals';
import { customerFallback } from './app/ssr/customerFallback';
import { loadPageData } from './app/ssr/loadPageData';
import { type ServerHosts, serverClient } from './app/ssr/serverClient';

export { robotsTxt, serverClient, sitemapXml, ssrScripts };

/**
 * The module of each storefront route's screen (as in routes.tsx's lazy imports), for the server to add
 * its stylesheets and chunks to the page's head from Vite's manifest.
 */
export const ROUTE_MODULES: Record<(typeof STOREFRONT_ROUTE_IDS)[number], string> = {
  home: 'src/roles/storefront/HomeScreen.tsx',
  category: 'src/roles/storefront/CategoryScreen.tsx',
  product: 'src/roles/storefront/ProductScreen.tsx',
  search: 'src/roles/storefront/screens.tsx',
  collection: 'src/roles/storefront/screens.tsx',
  marketplace: 'src/roles/storefront/screens.tsx',
  'marketplace-product': 'src/roles/storefront/screens.tsx',
  store: 'src/roles/storefront/screens.tsx',
};

/** What {@link render} needs besides the request. */
export interface RenderOptions {
  /** Where the server calls the API (absolute URLs: the in-process sandbox's, or the real hosts). */
  hosts: ServerHosts;
  /** What the browser is told (`window.__APP_CONFIG__`): its hosts and whether the sandbox is the server's. */
  browser: BrowserConfig;
}

/** A page rendered on the server: its status, head tags, inline scripts, and its body as a stream. */
export interface RenderedPage {
  kind: 'page';
  /** The screen's module (see {@link ROUTE_MODULES}). */
  module: string;
  status: number;
  /** Escaped tags for `<head>` (title, description, canonical, ...). */
  head: string;
  /** Inline `<script>`s the browser reads before the app's code (config, fallback). */
  scripts: string;
  /** Streams the app's HTML (the router's hydration data at its end) into `destination`. */
  pipe(destination: NodeJS.WritableStream): void;
  /** Stops rendering (the client went away, or the render took too long). */
  abort(): void;
}

/** The page is rendered in the browser: the server sends the client shell (index.html as built). */
export interface ClientShell {
  kind: 'shell';
  scripts: string;
}

/** How long a render may stream before the rest is left to the browser. */
const RENDER_TIMEOUT_MS = 10_000;

const handler = createStaticHandler(routes);

/**
 * Renders `request`: a storefront page (home, category, search, collection, marketplace, product, store)
 * with the answers its screen reads first ({@link loadPageData}) and, with the customer's token cookie,
 * their cart; any other page is the client shell. The promise resolves once the page's shell (all of it
 * but what suspends) is ready to stream, and rejects when it cannot render (the server sends the shell).
 *
 * @example
 * const page = await render(request, { hosts, browser: { hosts: { main: '/api/v1', ... }, sandbox: true } });
 * if (page.kind === 'page') { res.status(page.status); page.pipe(res); }
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderedPage | ClientShell> {
  const url = new URL(request.url);
  const deepest = matchRoutes(routes, url.pathname)?.at(-1);
  const id = deepest?.route.id;
  if (!deepest || !id || !(STOREFRONT_ROUTE_IDS as readonly string[]).includes(id)) {
    return { kind: 'shell', scripts: ssrScripts({ config: options.browser }) };
  }
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The storefront answered ${context.status} to ${url}`);
  const client = serverClient(request, options.hosts);
  const [page, customer] = await Promise.all([
    loadPageData({ url, client, match: { id, params: deepest.params } }),
    customerFallback(client),
  ]);
  const fallback = [...page.fallback, ...customer];
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same first state as the browser's: nothing restored yet (the saved cart comes after hydration).
  const store = createClientStore({ storage: createMemoryStorage(), deferRestore: true, crossTab: false });
  const app = (
    <StrictMode>
      <App
        client={client}
        store={store}
        reporter={consoleReporter()}
        sandbox={options.browser.sandbox ? httpSandboxControls(() => undefined) : undefined}
        router={router}
        page={<StaticRouterProvider router={router} context={context} />}
        fallback={fallback}
        serverRendered
      />
    </StrictMode>
  );
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(app, {
      onShellReady: () => {
        const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
        resolve({
          kind: 'page',
          module: ROUTE_MODULES[id as keyof typeof ROUTE_MODULES],
          status: page.status,
          head: renderHead(page.head),
          scripts: ssrScripts({ config: options.browser, fallback }),
          pipe: (destination) => {
            destination.on('finish', () => clearTimeout(timer));
            stream.pipe(destination);
          },
          abort: () => {
            clearTimeout(timer);
            stream.abort();
          },
        });
      },
      onShellError: (error) => reject(failed ?? error),
      onError: (error) => {
        failed ??= error;
        console.error('[ssr]', url.pathname, error);
      },
    });
  });
}
