import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
