import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Files share their worker's modules (about half the CPU of a fresh module graph per file); each test
    // makes its own sandbox.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
