import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiPreconnect } from './scripts/apiPreconnect.ts';
import { landingData } from './scripts/landingData.ts';
import { routePreload } from './scripts/routePreload.ts';

export default defineConfig({
  // The first screen sooner: a preconnect to the API's origin, which has its data, and the landing
  // pages' screen code and first data fetched beside the entry (scripts/apiPreconnect.ts,
  // scripts/routePreload.ts, scripts/landingData.ts).
  plugins: [react(), apiPreconnect(), routePreload(), landingData()],
  build: {
    // The figures script reads which chunks the first page loads.
    manifest: true,
    sourcemap: true,
  },
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 20_000,
  },
});
