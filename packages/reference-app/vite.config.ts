import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiPreconnect } from './scripts/apiPreconnect';

export default defineConfig({
  // The preconnect: the first screen's data comes from the API's origin (see scripts/apiPreconnect.ts).
  plugins: [react(), apiPreconnect()],
  build: {
    // The figures script reads which chunks the first page loads.
    manifest: true,
    sourcemap: true,
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 20_000,
  },
});
