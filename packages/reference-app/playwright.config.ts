/// <reference types="node" />
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests of the BUILT app on the in-browser sandbox, in Debian's Chromium (no browser can be
// downloaded on these machines). `pnpm --filter @marketplace/reference-app test:e2e`.

/** The Chromium binary: CHROME_PATH, else Debian's. Missing is an error, never a skipped suite. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) {
  throw new Error(
    `No Chromium at ${CHROME_PATH}. Install it with \`apt-get update && apt-get install -y chromium\`, ` +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
}

/** Flags that keep Chromium quiet on a closed network (see STACK.md). */
export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Prints the ten slowest tests when the run ends. */
export const SLOWEST_TESTS = '../../scripts/slowest-tests.playwright.mjs';

const PORT = Number(process.env.E2E_PORT || 4317);
// Its own build folder per port, so a `vite build` elsewhere (into dist/), or a run on another port,
// never pulls files from under the server.
const OUT_DIR = `node_modules/.cache/e2e-dist-${PORT}`;
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  // e2e/shared/ needs the app built against the shared HTTP sandbox: playwright.shared.config.ts runs it.
  testIgnore: 'shared/**',
  // The docs' desktop screenshots run only when asked for (`pnpm screenshots`).
  grepInvert: process.env.SCREENSHOTS ? undefined : /@docs/,
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers on two cores: a test often waits (for the page, the sandbox's worker, a poll), and the
  // other one runs meanwhile. 22 tests took 2.2 and 1.8 min with two, 2.5 and 2.6 min with one (traces
  // off; with a trace recorded for every test, two had been slower than one).
  workers: Number(process.env.E2E_WORKERS || 2),
  // Limits, not expectations: generous enough for a loaded two-core machine (the CPU hog of
  // `pnpm test:stress` doubles every step), and only reached by a test that is failing anyway.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }], [SLOWEST_TESTS]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    // Every test gets a new context: empty local storage, so a fresh sandbox and no session.
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    serviceWorkers: 'allow',
    // A trace records every step's DOM and screen: recording one for every test to keep the failed ones
    // cost a quarter of the suite's time (22 tests, two runs each: 229 and 270 s with it, 174 and 197 s
    // without). CI retries a failure once and traces that retry; a local run keeps a failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The built app; without VITE_API_MAIN it runs on the in-browser sandbox (public/mockServiceWorker.js).
    command:
      `pnpm exec vite build --logLevel error --outDir ${OUT_DIR} --emptyOutDir && ` +
      `pnpm exec vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    env: { VITE_API_MAIN: '' },
    // Always a fresh build: a server left on the port fails the run instead of testing an old build.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
