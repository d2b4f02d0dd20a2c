// The build's preconnect to the API (issue 15, speed): index.html opens the main API's connection early
// when the build points at a real host, and adds nothing on the in-browser sandbox.
import { describe, expect, it } from 'vitest';
import { apiOrigins, apiPreconnect } from '../../scripts/apiPreconnect';

/** Runs the plugin's hooks as Vite does, with the build's environment. */
function tags(env: Record<string, string>) {
  const plugin = apiPreconnect();
  (plugin.configResolved as (config: { env: Record<string, string> }) => void)({ env });
  return (plugin.transformIndexHtml as () => unknown)();
}

describe('apiPreconnect', () => {
  it('preconnects to the main API’s origin, in the anonymous pool the SDK’s fetches use', () => {
    expect(tags({ VITE_API_MAIN: 'https://api.example.com/api/v1' })).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: '' },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing on the in-browser sandbox (no host, or a path on the page’s own origin)', () => {
    expect(tags({})).toEqual([]);
    expect(tags({ VITE_API_MAIN: '/api/v1' })).toEqual([]);
  });

  it('lists each absolute host’s origin once', () => {
    expect(
      apiOrigins({
        VITE_API_MAIN: 'http://127.0.0.1:4342/api/v1',
        VITE_API_SHIPPING: 'http://127.0.0.1:4342/shipping',
        VITE_API_THEMES: '/themes',
      }),
    ).toEqual(['http://127.0.0.1:4342']);
  });
});
