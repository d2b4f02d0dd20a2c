/// <reference types="node" />
import { defineConfig, devices } from '@playwright/test';
import base, { SLOWEST_TESTS } from './playwright.config';

// End-to-end tests where several roles work on ONE marketplace at once, each in its own browser context
// (issue 14: one order's life). The in-browser sandbox keeps its state per context, so these tests run the
// app's production server (issue 27: `pnpm build` + `pnpm start`, built into a cache folder): the storefront
// rendered on the server and hydrated, and the sandbox in the server's process on the same origin, which
// every context and the server's own renders share (one process, one marketplace: the server's HTML and
// the browser read the same sandbox). Separate from the main config so that running one in-browser spec
// never builds this second app. `pnpm --filter @marketplace/reference-app test:e2e:shared`.

const APP_PORT = Number(process.env.E2E_SHARED_PORT || 4327);
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const OUT_DIR = `node_modules/.cache/e2e-shared-dist-${APP_PORT}`;

/** The sandbox's origin (the server's own: its API, outbox and provider pages), for tests that read it. */
export const SHARED_SANDBOX_URL = APP_URL;

export default defineConfig({
  ...base,
  testDir: './e2e/shared',
  testIgnore: [],
  outputDir: './test-results-shared',
  // The tests of a file share one marketplace and run in order.
  fullyParallel: false,
  workers: 1,
  timeout: 240_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: './playwright-report-shared' }],
    [SLOWEST_TESTS],
  ],
  use: { ...base.use, ...devices['Desktop Chrome'], baseURL: APP_URL },
  webServer: [
    {
      // The client and server builds, then a fresh marketplace in memory for every run, its emailed links
      // pointing at the app.
      command:
        `pnpm exec vite build --logLevel error --outDir ${OUT_DIR}/client --emptyOutDir && ` +
        `pnpm exec vite build --logLevel error --ssr src/entry-server.tsx --outDir ${OUT_DIR}/server --emptyOutDir && ` +
        'node server/main.mjs',
      url: `${APP_URL}/sandbox/emails`,
      env: { PORT: String(APP_PORT), CLIENT_DIR: `${OUT_DIR}/client`, SERVER_DIR: `${OUT_DIR}/server` },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
