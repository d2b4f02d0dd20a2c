import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Files share their worker's modules (about 40 % less CPU than a fresh module graph per file); tests
    // that stub a global restore it after each test.
    isolate: false,
    // Limits for a loaded two-core machine (property tests over fresh jsdom pages); no test asserts on time.
    testTimeout: 60_000,
  },
});
