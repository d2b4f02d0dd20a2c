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
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { sandbox, worker };
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
