import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiPreconnect } from './scripts/apiPreconnect.ts';
import { landingData } from './scripts/landingData.ts';
import { routePreload } from './scripts/routePreload.ts';

/** Test files that replace a module (vi.mock) or a global (vi.stubGlobal): each in a fresh worker. */
const ISOLATED = [
  'test/kit/lineChartEndLabel.test.tsx',
  'test/merchant/reports.test.tsx',
  'test/storefront/addToCart.test.tsx',
  'test/storefront/finding.test.tsx',
  'test/storefront/firstScreen.test.tsx',
  // Runs as the server (no DOM): not in a worker whose globals jsdom set.
  'test/ssr/entryServer.test.tsx',
];

export default defineConfig({
  // The first screen sooner: a preconnect to the API's origin, which has its data, and the landing
  // pages' screen code and first data fetched beside the entry (scripts/apiPreconnect.ts,
  // scripts/routePreload.ts, scripts/landingData.ts).
  plugins: [react(), apiPreconnect(), routePreload(), landingData()],
  build: {
    // The figures script reads which chunks the first page loads.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Every module the entry needs at start (its static imports, all the way down) in one chunk. Left
        // to itself, Rolldown merges shared chunks into the entry one by one in module order, so an unrelated
        // change in a package's module order could leave React and the hooks' core in chunks of their own
        // (about 650 B more on the home page). figures checks that React stays in the entry chunk.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // Two workers on two cores: Vitest's default (cores - 1) leaves one core idle while a worker waits
    // on its files (measured quiet: app 148 -> 97 s, sandbox 35 -> 25, hooks 39 -> 31, sdk 24 -> 18).
    maxWorkers: 2,
    // Limits for a loaded two-core machine; no test asserts on time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most files share their worker's jsdom and modules (loading React, the router, the SDK and the
    // sandbox once per worker instead of once per file: about 2.5 times less CPU); each test still gets a
    // fresh sandbox, SWR cache, router and storage. Files that replace modules or globals run isolated.
    projects: [
      {
        extends: true,
        test: { name: 'screens', include: ['test/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
