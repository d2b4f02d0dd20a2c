// Issue 27: the sitemap lists the storefront's pages from the sandbox's seed (the home page, every category
// and sub-category, every store with products, every product customers can see), and robots.txt keeps the
// private areas out and points at it.

import { createMemoryTokenStore } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../src/app/seo/robotsTxt';
import { sitemapXml } from '../../src/app/seo/sitemapXml';
import { clientFor, setupSandbox, table } from '../storefront/support';

const ctx = setupSandbox();
const ORIGIN = 'https://shop.example.ng';

/** The products customers see: approved, not deleted, in an approved store (the catalogue's rule). */
function visibleProducts() {
  const stores = table(ctx.sandbox, 'stores');
  return table(ctx.sandbox, 'products')
    .all()
    .filter(
      (p) =>
        String(p.approvalStatus).toLowerCase() === 'approved' &&
        !p.deleted &&
        stores.get(p.storeId as number)?.firstApproval === true,
    );
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

describe('sitemapXml', () => {
  it('lists home, every category and sub-category, every store with products and every visible product', async () => {
    const xml = await sitemapXml({ client: clientFor(createMemoryTokenStore()), origin: `${ORIGIN}/` });
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const categories = table(ctx.sandbox, 'categories').all();
    const subCategories = table(ctx.sandbox, 'subCategories').all();
    const products = visibleProducts();
    const stores = new Set(products.map((p) => p.storeId));
    const urls = locs(xml);
    expect(products.length).toBeGreaterThan(20);
    expect(urls).toHaveLength(1 + categories.length + subCategories.length + stores.size + products.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls[0]).toBe(`${ORIGIN}/`);
    for (const product of products) expect(urls).toContain(`${ORIGIN}/product/${product.id}`);
    for (const store of stores) expect(urls).toContain(`${ORIGIN}/store/${store}`);
    for (const category of categories) expect(urls).toContain(`${ORIGIN}/category/${category.id}`);
    // Products carry their date.
    const first = products[0] as { id: number; createdAt: string };
    expect(xml).toContain(`<loc>${ORIGIN}/product/${first.id}</loc><lastmod>${first.createdAt}</lastmod>`);
  });

  it('pages through a catalogue longer than one call, and leaves out what customers cannot see', async () => {
    const products = table(ctx.sandbox, 'products');
    const template = visibleProducts()[0] as Record<string, unknown>;
    for (let i = 0; i < 120; i += 1) {
      const { id: _id, ...copy } = structuredClone(template);
      products.insert({ ...copy, name: `Copy ${i} <&>`, sku: `COPY-${i}` });
    }
    const hidden = visibleProducts()[1] as { id: number };
    products.update(hidden.id, { approvalStatus: 'pending' });
    const xml = await sitemapXml({ client: clientFor(createMemoryTokenStore()), origin: ORIGIN });
    const productUrls = locs(xml).filter((url) => url.includes('/product/'));
    expect(productUrls).toHaveLength(visibleProducts().length);
    expect(productUrls).not.toContain(`${ORIGIN}/product/${hidden.id}`);
    expect(ctx.requestsTo('/products/customer/getallproducts').length).toBeGreaterThan(1);
  });

  it('escapes its URLs as XML', async () => {
    const xml = await sitemapXml({
      client: clientFor(createMemoryTokenStore()),
      origin: 'https://shop.example.ng/a&b',
    });
    expect(xml).toContain('<loc>https://shop.example.ng/a&amp;b/</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('robotsTxt', () => {
  it('allows the storefront, keeps the accounts, workspaces and cart out, and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example.ng/');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const area of ['/customer', '/merchant', '/admin', '/shipping-partner', '/cart'])
      expect(robots).toMatch(new RegExp(`^Disallow: ${area}$`, 'm'));
    expect(robots).not.toMatch(/^Disallow: \/search/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/shop\.example\.ng\/sitemap\.xml$/m);
  });
});
