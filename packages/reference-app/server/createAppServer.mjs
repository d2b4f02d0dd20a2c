// The app's server: the storefront's pages rendered with their data (src/entry-server.tsx), the client
// shell for every other page, the built assets, and, when no API is configured, the sandbox on the same
// origin. Development: Vite in middleware mode (its module graph and hot reload). Production: the client
// build (dist/) and the server build (dist-server/), compressed, hashed assets cached for a year.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSandboxRequestHandler } from '@marketplace/sandbox/node';
import compression from 'compression';
import express from 'express';
import sirv from 'sirv';
import { readServerConfig } from './readServerConfig.mjs';
import { routeLinks } from './routeAssets.mjs';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Hashed file names (Vite's `assets/`): they never change, so browsers and CDNs keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages: always asked again (a CDN may keep one a minute); they hold the session's cart count. */
const PAGE_CACHE = 'no-cache';
/** The sitemap and robots.txt: an hour. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * @typedef {object} AppServerOptions
 * @property {boolean} dev Vite's dev server (middleware mode) instead of the builds.
 * @property {string} origin Where the server is reached (`http://127.0.0.1:5173`): the in-process
 *   sandbox's hosts and images, its emailed links, and the server's own calls to it.
 * @property {NodeJS.ProcessEnv} [env] Where API_MAIN, API_SHIPPING, API_THEMES, API_PROVIDER and
 *   ERROR_REPORTING_URL are read (default process.env).
 * @property {import('node:http').Server} [httpServer] The server it runs in, for Vite's hot reload socket.
 * @property {string} [clientDir] The client build (default dist/).
 * @property {string} [serverDir] The server build (default dist-server/).
 */

/**
 * The Express app of the reference app's server, and what to close with it.
 *
 * @param {AppServerOptions} options
 * @returns {Promise<{ app: import('express').Express, close(): Promise<void>, sandbox: boolean }>}
 * @example
 * const { app } = await createAppServer({ dev: false, origin: 'http://127.0.0.1:3000' });
 * app.listen(3000, '127.0.0.1');
 */
export async function createAppServer({
  dev,
  origin,
  env = process.env,
  httpServer,
  clientDir = `${APP_DIR}/dist`,
  serverDir = `${APP_DIR}/dist-server`,
}) {
  const config = readServerConfig(env, origin);
  const app = express();
  app.disable('x-powered-by');
  if (!dev) app.use(compression());
  if (config.sandbox) {
    app.use(createSandboxRequestHandler({ origin, appUrl: origin }));
  }

  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;
  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: APP_DIR,
      appType: 'custom',
      server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : undefined },
    });
    app.use(vite.middlewares);
  }

  /** The server entry's module (Vite's fresh one in development). */
  const entry = async () =>
    vite
      ? /** @type {typeof import('../src/entry-server')} */ (
          await vite.ssrLoadModule('/src/entry-server.tsx')
        )
      : /** @type {typeof import('../src/entry-server')} */ (await import(`${serverDir}/entry-server.js`));
  const builtTemplate = dev ? undefined : readFileSync(`${clientDir}/index.html`, 'utf8');
  const manifest = dev ? undefined : JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, 'utf8'));
  /** index.html as the browser gets it (with Vite's client and transforms in development). */
  const template = async (url) =>
    vite ? vite.transformIndexHtml(url, readFileSync(`${APP_DIR}/index.html`, 'utf8')) : builtTemplate;

  app.get('/robots.txt', async (_req, res, next) => {
    try {
      const { robotsTxt } = await entry();
      res.set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': CRAWLER_CACHE });
      res.send(robotsTxt(origin));
    } catch (error) {
      next(error);
    }
  });
  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      const { sitemapXml, serverClient } = await entry();
      const client = serverClient(toRequest(req, origin), config.serverHosts);
      res.set({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': CRAWLER_CACHE });
      res.send(await sitemapXml({ client, origin }));
    } catch (error) {
      next(error);
    }
  });

  if (!dev) {
    // After the crawlers' routes: the build's public/ files must not answer for them.
    app.use(
      sirv(clientDir, {
        // index.html is the pages' template, never served as a file.
        extensions: [],
        dotfiles: false,
        setHeaders: (res, pathname) => {
          res.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
        },
      }),
    );
  }

  app.get('/{*path}', async (req, res, next) => {
    try {
      const html = await template(req.originalUrl);
      const { render, ssrScripts } = await entry();
      const request = toRequest(req, origin);
      const page = await render(request, { hosts: config.serverHosts, browser: config.browser }).catch(
        (error) => {
          // The page could not be rendered: the browser renders it (the shell), as a static host would.
          vite?.ssrFixStacktrace(error);
          console.error('[server] rendering', req.originalUrl, 'failed:', error);
          return undefined;
        },
      );
      res.set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': PAGE_CACHE });
      if (!page || page.kind === 'shell') {
        res.send(injectShell(html, page?.scripts ?? ssrScripts({ config: config.browser })));
        return;
      }
      // In development Vite adds the screen's CSS with its module.
      const links = manifest ? routeLinks(manifest, page.module, { modulepreload: false }) : '';
      const [start, end] = splitTemplate(
        dev ? html : codeAfterFirstPaint(html),
        `${page.head}\n    ${links}`,
      );
      res.status(page.status);
      res.write(start);
      res.on('close', () => page.abort());
      // React's stream into the response, then the template's end and the page's data.
      const { Writable } = await import('node:stream');
      const sink = new Writable({
        write(chunk, encoding, callback) {
          res.write(chunk, encoding);
          // compression's flush: each chunk React sends goes out at once.
          /** @type {{ flush?: () => void }} */ (res).flush?.();
          callback();
        },
        final(callback) {
          res.end(`</div>${page.scripts}${end}`);
          callback();
        },
      });
      page.pipe(sink);
    } catch (error) {
      if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });

  return {
    app,
    sandbox: config.sandbox,
    close: async () => {
      await vite?.close();
    },
  };
}

/** An Express request as a Fetch API one (what React Router's static handler and the SDK read). */
function toRequest(req, origin) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return new Request(new URL(req.originalUrl, origin), { method: req.method, headers });
}

/** index.html with the browser's config (its PageShell stays, the browser renders the page). */
function injectShell(html, scripts) {
  return html.replace('</head>', `  ${scripts}\n  </head>`);
}

/**
 * A built page whose content the server rendered loads the app's code once that content is painted: the
 * entry script (and its preloads, and the landing routes' preload script) leave the head, and a small
 * script adds the entry after the first paint. The picture and text of the page then have a phone's
 * bandwidth and main thread to themselves until they show (Lighthouse counted every script the head
 * started before the first paint in it); the page hydrates right after.
 */
function codeAfterFirstPaint(html) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) return html;
  const load = `<script>requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)})})</script>`;
  return html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script>\(function\(p,r\)[\s\S]*?<\/script>\s*/, '')
    .replace('</body>', `${load}\n  </body>`);
}

const ROOT = /<div id="root">[\s\S]*?<\/div>(?=\s*(?:<script|<\/body>))/;

/**
 * index.html around the app's HTML: its title and description replaced by the page's head, its shell in
 * #root by the rendered page. Returns what goes before the app's HTML and what goes after #root's end.
 */
function splitTemplate(html, head) {
  const withHead = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`);
  const root = withHead.match(ROOT);
  if (!root || root.index === undefined) throw new Error('index.html has no #root element to render into');
  return [`${withHead.slice(0, root.index)}<div id="root">`, withHead.slice(root.index + root[0].length)];
}
