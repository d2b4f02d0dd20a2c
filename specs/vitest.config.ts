import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    root: new URL('.', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
