import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the shared presentational components (src/components). Works offline: telemetry and
 * update checks are off. `pnpm storybook` serves it, `pnpm build-storybook` builds storybook-static/,
 * and `pnpm test:stories` runs every story's play function as a test in Chromium
 * (vitest.stories.config.ts).
 */
const config: StorybookConfig = {
  stories: ['../src/components/**/*.stories.@(ts|tsx)', '../src/kit/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen took most of the build time (about 90 s of 100) for controls the stories' args give anyway.
  typescript: { reactDocgen: false },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
};

export default config;
