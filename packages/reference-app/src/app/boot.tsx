import { createClientStore } from '@marketplace/react-hooks';
import { createMarketplaceClient, logout } from '@marketplace/sdk';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { type AppConfig, readConfig } from './config';
import { consoleReporter, type ErrorReporter, httpReporter } from './errorReporter';
import { prefetchedFetch } from './prefetchedFetch';
import { createAppRouter, routes } from './routes';
import type { SandboxControls } from './SandboxContext';
import { resolveLazyMatches } from './ssr/resolveLazyMatches';

/**
 * Starts the app: the error reporter, the sandbox in the browser when no API is configured (loaded on
 * demand, so builds for real hosts never contain it; on `/sandbox/pay/<reference>` it shows the sandbox
 * card provider's page instead of the app), the SDK client, the persisted client state, and the React tree.
 * Served by the app's server (server/app.mjs), the config is the server's (`window.__APP_CONFIG__`: its
 * hosts, its sandbox over HTTP), and a page it rendered (a storefront page) is hydrated: its lazy routes
 * loaded first, the router over the server's hydration data, the same fallback, the saved state restored
 * after hydration.
 *
 * @example
 * void boot(document.getElementById('root')!);
 */
export async function boot(root: HTMLElement): Promise<void> {
  const served = window.__APP_CONFIG__;
  const config: AppConfig = served
    ? { hosts: served.hosts, useSandbox: false, errorReportingUrl: served.errorReportingUrl }
    : readConfig(import.meta.env);
  const fallback = window.__MARKETPLACE_FALLBACK__;
  const serverRendered = fallback !== undefined;
  const reporter: ErrorReporter = config.errorReportingUrl
    ? httpReporter(config.errorReportingUrl)
    : consoleReporter();
  window.addEventListener('error', (event) => reporter.captureException(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reporter.captureException(event.reason));

  // The sandbox controls over HTTP (a server running the sandbox) are a chunk of their own, fetched beside
  // the page's screen: a shop on a real API never loads them.
  const httpControls = served?.sandbox ? import('./httpSandboxControls') : undefined;
  // The router starts loading this page's screen now, while the sandbox below starts (no route has a
  // loader: the screens fetch their data once rendered). Over the server's HTML, the screen is loaded
  // before the router is made (it reads the server's hydration data itself).
  if (serverRendered) await resolveLazyMatches(routes, location.pathname);
  const router = createAppRouter();
  let sandbox: SandboxControls | undefined;
  if (config.useSandbox) {
    // The payment page's small module is fetched beside the sandbox, not after the worker started: once
    // the worker runs, every fetch of the page makes a round trip through it.
    const paymentPage = import('./showPaymentPage');
    const { startSandboxWorker } = await import('@marketplace/sandbox/browser');
    const started = await startSandboxWorker({
      hosts: config.hosts,
      onError: (e) => reporter.captureException(e),
    });
    // The provider's payment page (the worker's, not the app's): shown instead of the app.
    const page = await paymentPage;
    if (page.isSandboxPaymentPage(location.pathname)) {
      await page.showPaymentPage(document);
      return;
    }
    sandbox = {
      emails: async (to) => started.sandbox.emails(to),
      reset: () => {
        started.sandbox.reset();
        // The one logout (the SDK's): every role's cookies, the domain ones included, and their
        // local-storage entries; then the persisted cart and logins.
        logout(client.session);
        store.getState().reset();
        location.assign('/');
      },
    };
  }

  if (httpControls) {
    sandbox = (await httpControls).httpSandboxControls(() => {
      logout(client.session);
      store.getState().reset();
      location.assign('/');
    });
  }

  // The landing page's first answers, started by index.html beside the app's code (builds for real hosts).
  const client = createMarketplaceClient({
    hosts: config.hosts,
    fetch: prefetchedFetch(window.__landingData),
  });
  const store = createClientStore({
    onError: (error, phase) => reporter.captureException(error, { phase }),
    // Over the server's HTML the first render shows what the server's did (no saved cart yet): the saved
    // state is restored once the page has hydrated (ClientStateProvider does it).
    deferRestore: serverRendered,
  });
  const props = { client, store, sandbox, reporter, router, fallback, serverRendered };
  const app = (
    <StrictMode>
      <App {...props} />
    </StrictMode>
  );
  if (serverRendered) {
    // In a transition, hydration yields to the browser between pieces of work instead of holding the main
    // thread for the whole page (a default-priority hydration is one task).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => reporter.captureException(error, { phase: 'hydration' }),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}
