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
    // Two workers on two cores: Vitest's default (cores - 1) leaves one core idle while a worker waits
    // on its files (measured quiet: app 148 -> 97 s, sandbox 35 -> 25, hooks 39 -> 31, sdk 24 -> 18).
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
