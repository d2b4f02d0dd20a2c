import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
