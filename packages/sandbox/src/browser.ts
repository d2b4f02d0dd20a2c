// @marketplace/sandbox/browser: the sandbox in the browser (the reference app's `pnpm dev`, Storybook),
// on MSW's service worker, with its state kept in local storage so a reload keeps carts and orders.
import { setupWorker } from 'msw/browser';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox';
import type { SandboxHosts } from './http/createHandlers';

export * from './index';

/** The local-storage entry holding the browser sandbox's state. */
export const BROWSER_STATE_KEY = 'marketplace-sandbox';

/** Options of {@link startSandboxWorker}. */
export interface SandboxWorkerOptions extends Omit<SandboxOptions, 'persist'> {
  hosts?: Partial<SandboxHosts>;
  /** Keep state across reloads (default true). */
  persist?: boolean;
  /** Local-storage key (default `marketplace-sandbox`). */
  storageKey?: string;
  /** URL of MSW's worker script (default `/mockServiceWorker.js`; create it with `msw init public --save`). */
  serviceWorkerUrl?: string;
  /** Log each request MSW answers (default false). */
  quiet?: boolean;
}

/**
 * Starts the sandbox in the browser. Requests to the hosts' paths are answered by the sandbox; anything
 * else goes to the network. Returns the sandbox (to reset it or inject faults) and the worker.
 *
 * @example
 * const { sandbox } = await startSandboxWorker();
 * resetButton.onclick = () => { sandbox.reset(); location.reload(); };
 */
export async function startSandboxWorker(options: SandboxWorkerOptions = {}): Promise<{
  sandbox: Sandbox;
  worker: ReturnType<typeof setupWorker>;
}> {
  const key = options.storageKey ?? BROWSER_STATE_KEY;
  const storage = safeStorage();
  const sandbox = createSandbox({
    ...options,
    // Absolute, because the contract types image fields as URIs.
    assetsBase: options.assetsBase ?? new URL('/sandbox-assets', location.origin).href,
    // Emailed links open this app.
    appUrl: options.appUrl ?? location.origin,
    persist:
      options.persist === false || !storage
        ? undefined
        : {
            load: () => storage.getItem(key),
            save: (snapshot) => {
              try {
                storage.setItem(key, snapshot);
              } catch (error) {
                // A full quota only loses persistence, never the running sandbox.
                options.onError?.(error);
              }
            },
            clear: () => storage.removeItem(key),
          },
  });
  const worker = setupWorker(...sandbox.handlers(options.hosts));
  const url = options.serviceWorkerUrl ?? '/mockServiceWorker.js';
  addEventListener('unhandledrejection', markWorkerUpdateFailureHandled(new URL(url, location.href).href));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url },
  });
  return { sandbox, worker };
}

/**
 * MSW refreshes an already registered worker with `registration.update()` and never awaits it
 * (mswjs/msw#2006). When the browser cannot refresh the script (a navigation or a busy server cuts it
 * short: "Failed to update a ServiceWorker … Not found"), that rejection surfaced as an uncaught error,
 * although the registered worker goes on answering. Only that rejection, for this worker's script, is
 * marked handled; every other one stays uncaught.
 */
function markWorkerUpdateFailureHandled(workerUrl: string) {
  return (event: PromiseRejectionEvent) => {
    const message = String((event.reason as { message?: unknown } | null)?.message ?? '');
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes(workerUrl)) {
      event.preventDefault();
    }
  };
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
