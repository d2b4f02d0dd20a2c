// Issue 27: a storefront page rendered on the server with its page data hydrates in the browser (jsdom)
// with the same answers (sent as JSON) without a hydration error or warning: the first client render
// shows what the server's HTML shows. The HTML has the lazily loaded parts in,
// as a streaming server's HTML ends up.

import { createMemoryTokenStore } from '@marketplace/sdk';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageData } from '../../src/app/ssr/loadPageData';
import { clientFor, setupSandbox } from '../storefront/support';
import { ORIGIN, pageAt, routeOf } from './pageAt';

setupSandbox();

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container?.remove();
  vi.restoreAllMocks();
});

/** The server's HTML of a page, then the browser's hydration of it; what React reported. */
async function serveAndHydrate(path: string) {
  const url = new URL(path, ORIGIN);
  const serverClient = clientFor(createMemoryTokenStore(), () => url.pathname);
  const route = routeOf(path);
  const data = await loadPageData({
    url,
    client: serverClient,
    match: { id: route.id, params: route.params },
  });
  // As a streaming server's HTML ends up, its lazily loaded parts in: a first render starts loading them
  // (React.lazy loads on first render), the second has them.
  renderToString(pageAt(path, serverClient, data.fallback));
  await import('../../src/roles/storefront/MarketplaceShelf');
  await new Promise((resolve) => setTimeout(resolve, 20));
  const html = renderToString(pageAt(path, serverClient, data.fallback));
  const fallback = JSON.parse(JSON.stringify(data.fallback));

  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const mounted = document.createElement('div');
  container = mounted;
  mounted.innerHTML = html;
  document.body.append(mounted);
  const browserClient = clientFor(createMemoryTokenStore(), () => url.pathname);
  await act(async () => {
    root = hydrateRoot(mounted, pageAt(path, browserClient, fallback), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { html, hydrated: mounted.innerHTML, errors, recoverable };
}

describe('hydration of the server-rendered storefront', () => {
  for (const path of [
    '/',
    '/product/1',
    '/category/1',
    '/category/1?sort=price-asc&brand=Adaeze',
    '/store/1',
    '/search?q=samsnug',
  ]) {
    it(`${path} hydrates without an error or warning`, async () => {
      const { errors, recoverable, html } = await serveAndHydrate(path);
      expect(html.length).toBeGreaterThan(500);
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    });
  }
});
