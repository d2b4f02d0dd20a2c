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
    // Two workers on two cores: Vitest's default (cores - 1) leaves one core idle while a worker waits
    // on its files (measured quiet: app 148 -> 97 s, sandbox 35 -> 25, hooks 39 -> 31, sdk 24 -> 18).
    maxWorkers: 2,
    // Limits for a loaded two-core machine (property tests over fresh jsdom pages); no test asserts on time.
    testTimeout: 60_000,
  },
});
