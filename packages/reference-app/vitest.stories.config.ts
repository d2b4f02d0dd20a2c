import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// The story tests: every story in .storybook/main.ts becomes a test (render + its play function + axe),
// run in Debian's Chromium through Vitest browser mode. No browser is downloaded: set CHROME_PATH to
// use another Chromium. Run with `pnpm test:stories`.
const dirname = path.dirname(fileURLToPath(import.meta.url));
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(executablePath)) {
  throw new Error(
    `Story tests need Chromium, but there is none at ${executablePath}. ` +
      'Install it with `apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.',
  );
}

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    // The ten slowest tests of the run, printed at its end.
    reporters: ['default', new URL('../../scripts/slowest-tests.vitest.mjs', import.meta.url).pathname],
    name: 'storybook',
    // Limits for a loaded two-core machine; no story asserts on time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
