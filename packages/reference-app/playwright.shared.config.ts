/// <reference types="node" />
import { defineConfig, devices } from '@playwright/test';
import base, { SLOWEST_TESTS } from './playwright.config';

// End-to-end tests where several roles work on ONE marketplace at once, each in its own browser context
// (issue 14: one order's life). The in-browser sandbox keeps its state per context, so these tests run the
// built app against the sandbox's HTTP server instead, which every context shares. Separate from the main
// config so that running one in-browser spec never builds this second app.
// `pnpm --filter @marketplace/reference-app test:e2e:shared`.

const APP_PORT = Number(process.env.E2E_SHARED_PORT || 4327);
const SANDBOX_PORT = APP_PORT + 1;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
const OUT_DIR = `node_modules/.cache/e2e-shared-dist-${APP_PORT}`;

/** The HTTP sandbox's origin, for tests that read its outbox or state. */
export const SHARED_SANDBOX_URL = SANDBOX_URL;

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
      // A fresh marketplace in memory for every run, its emailed links pointing at the app below.
      command: `node ../sandbox/dist/cli.js --port ${SANDBOX_PORT} --app-url ${APP_URL}`,
      url: `${SANDBOX_URL}/sandbox/emails`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        `pnpm exec vite build --logLevel error --outDir ${OUT_DIR} --emptyOutDir && ` +
        `pnpm exec vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      url: APP_URL,
      env: {
        VITE_API_MAIN: `${SANDBOX_URL}/api/v1`,
        VITE_API_SHIPPING: `${SANDBOX_URL}/shipping`,
        VITE_API_THEMES: `${SANDBOX_URL}/themes`,
        VITE_API_PROVIDER: `${SANDBOX_URL}/provider`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
