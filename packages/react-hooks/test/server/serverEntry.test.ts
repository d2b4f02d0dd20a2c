// @vitest-environment node
// Issue 26 §1: `@marketplace/react-hooks/server` is what a server may import (a React Server Component, a
// loader): no React, no SWR, no zustand, no module marked 'use client', anywhere in its imports. The
// build checks the same on dist/server.js (scripts/keep-directives.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCookieTokenStore, createMarketplaceClient } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { moduleGraph } from '../support/moduleGraph';

const src = join(dirname(fileURLToPath(import.meta.url)), '../../src');

describe('@marketplace/react-hooks/server', () => {
  it('reaches no React, SWR or zustand and no client module', () => {
    const modules = moduleGraph(join(src, 'server.ts'));
    expect(modules.size).toBeGreaterThan(40);
    const packages = new Set([...modules.values()].flatMap((m) => m.packages));
    expect([...packages].sort()).toEqual(['@marketplace/sdk']);
    expect([...modules].filter(([, m]) => m.client).map(([file]) => file)).toEqual([]);
  });

  it('runs in Node: key factories and fallback entries keyed as the hooks key them', async () => {
    const server = await import('../../src/server');
    const session = createCookieTokenStore({
      cookie: 'customer_token=tok-1',
      location: { hostname: 'shop.example.com', protocol: 'https:' },
    });
    const client = createMarketplaceClient({
      hosts: { main: 'https://api.example.com' },
      session,
      pathname: () => '/customer/cart',
    });
    const key = server.getCartKey(client);
    expect(key?.[0]).toBe('getCart');
    expect(key?.[1]).toMatchObject({ as: 'customer', session: expect.any(String) });
    expect(server.fallbackQuery(client, 'getCart', undefined, { cart: [] } as never)).toEqual({
      kind: 'query',
      key,
      data: { cart: [] },
    });
    const pages = server.fallbackPages(client, 'getAllCustomerProducts', { query: { categoryId: 3 } }, [], {
      pageSize: 24,
    });
    expect(pages.key[1]).toMatchObject({ query: { categoryId: 3, limit: 24, offset: 0 } });
  });

  it("themes a server component's HTML: a store's theme with its CSS variables, defaults filled in", async () => {
    const server = await import('../../src/server');
    const theme = server.storeThemeFrom({
      colors: { headingsAndLinks: '#112233' },
      body: { bannerMainText: 'New season' },
    } as never);
    expect(theme.body.bannerMainText).toBe('New season');
    expect(theme.cssVariables).toMatchObject({
      [server.STORE_THEME_CSS_VARIABLES.headingsAndLinks]: '#112233',
      [server.STORE_THEME_CSS_VARIABLES.primaryLabel]: '#ffffff',
    });
    expect(server.themeCssVariables()).toEqual(server.storeThemeFrom().cssVariables);
  });
});
