// Issue 27 §3: moving between storefront pages in the browser keeps the document's head on the page: the
// title, canonical URL and Open Graph tags change, and the previous page's tags (a product's JSON-LD) go.

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupSandbox } from '../storefront/support';

setupSandbox();

const head = () => ({
  title: document.title,
  canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
  ogType: [...document.head.querySelectorAll('meta[property="og:type"]')].map((m) =>
    m.getAttribute('content'),
  ),
  ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  descriptions: document.head.querySelectorAll('meta[name="description"]').length,
  jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
  ),
});

describe('useDocumentHead', () => {
  it('replaces the product’s head with the category’s when the shopper follows the breadcrumb', async () => {
    const app = renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Ankara Print Midi Dress' });
    const origin = window.location.origin;
    await waitFor(() =>
      expect(head()).toEqual({
        title: 'Ankara Print Midi Dress — ₦15,500 | Marketplace',
        canonical: [`${origin}/product/1`],
        ogType: ['product'],
        ogUrl: `${origin}/product/1`,
        descriptions: 1,
        jsonLd: ['Product', 'BreadcrumbList'],
      }),
    );

    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    const category = await within(trail).findByRole('link', { name: 'Fashion' });
    const path = category.getAttribute('href') as string;
    await act(() => app.router.navigate(path));
    await screen.findByRole('heading', { level: 1, name: 'Fashion' });
    await waitFor(() =>
      expect(head()).toEqual({
        title: 'Fashion | Marketplace',
        canonical: [`${origin}${path}`],
        ogType: ['website'],
        ogUrl: `${origin}${path}`,
        descriptions: 1,
        jsonLd: ['BreadcrumbList'],
      }),
    );
    expect(document.head.querySelector('meta[property="product:price:amount"]')).toBeNull();
  });

  it('takes the storefront page’s tags away on a page without a head of its own (the cart)', async () => {
    const app = renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Ankara Print Midi Dress' });
    await waitFor(() => expect(head().jsonLd).toEqual(['Product', 'BreadcrumbList']));
    await act(() => app.router.navigate('/cart'));
    await screen.findByRole('heading', { level: 1, name: /cart/i });
    expect(head().jsonLd).toEqual([]);
    expect(head().canonical).toEqual([]);
    expect(document.title).not.toContain('Ankara');
  });
});
