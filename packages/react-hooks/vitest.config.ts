import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Files share their worker's jsdom and modules (about 3 times less CPU than a fresh one per file); each
    // test still gets a fresh SWR cache, sandbox and storage, and spies are restored after each test.
    isolate: false,
    // Two workers on two cores: Vitest's default (cores - 1) leaves one core idle while a worker waits
    // on its files (measured quiet: app 148 -> 97 s, sandbox 35 -> 25, hooks 39 -> 31, sdk 24 -> 18).
    maxWorkers: 2,
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
