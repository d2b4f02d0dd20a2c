import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Generous timeouts: property tests over fresh jsdom pages are slow on a loaded two-core machine;
  // no test asserts on time.
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
