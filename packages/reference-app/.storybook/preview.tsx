import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import '../src/styles/theme.css';

// Play functions wait (waitFor, findBy) up to 20 s: a loaded two-core machine is many times slower than a
// quiet one; a passing story never reaches the limit.
configure({ asyncUtilTimeout: 20_000 });

/**
 * Every story renders inside a memory router (ProductCard links) on the app's theme, and is checked with
 * axe: an accessibility violation fails the story's test.
 */
const preview: Preview = {
  decorators: [
    (Story) => (
      <MemoryRouter>
        <main className="container page">
          <Story />
        </main>
      </MemoryRouter>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
