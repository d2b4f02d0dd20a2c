// Issue 27 §2: the storefront's heads. Built from the contract's product shape; every value escaped in
// the server's HTML (attributes, the title, and JSON-LD that no text can close).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryHead } from '../../src/app/seo/categoryHead';
import { headText } from '../../src/app/seo/headText';
import { listingPath } from '../../src/app/seo/listingPath';
import type { PageHead } from '../../src/app/seo/PageHead';
import { productHead } from '../../src/app/seo/productHead';
import { escapeHtml, headTags, renderHead, scriptJson } from '../../src/app/seo/renderHead';
import type { StorefrontProduct } from '../../src/components/product';

const URL_OF = (path: string) => new URL(path, 'https://shop.example.ng');

const DRESS: StorefrontProduct = {
  id: 12,
  name: 'Ankara Print Midi Dress',
  description: ['Hand-sewn  ankara\ncotton,', 'lined bodice.'],
  category: 'Fashion',
  subCategory: 'Women',
  childCategory: 'Dresses',
  storeName: 'Adaeze Styles',
  storeId: 1,
  merchantId: 3,
  brand: 'Adaeze',
  sku: 'ADZ-001',
  hostedImages: ['/sandbox-assets/dress-1.jpg', 'https://cdn.example.ng/dress-2.jpg'],
  pricing: [{ sellingPrice: 15500, price: 18000 }],
  quantity: 4,
  whenSoldOut: 'Stop selling',
  rating: 4.5,
  reviewCount: 2,
};

const CRUMBS = [
  { name: 'Fashion', to: '/category/1' },
  { name: 'Women', to: '/category/1/2' },
  { name: 'Dresses', to: '/category/1/2/5' },
];

/** The head's tags parsed back by the browser's parser (jsdom). */
function parsed(html: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  const meta = (key: string) =>
    doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const jsonLd = [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { doc, meta, jsonLd };
}

describe('productHead', () => {
  const head = productHead({
    url: URL_OF('/product/12?utm_source=whatsapp&fbclid=x'),
    product: DRESS,
    crumbs: CRUMBS,
  });

  it('names the product and its price in naira in the title, within 60 characters', () => {
    expect(head.title).toBe('Ankara Print Midi Dress — ₦15,500 | Marketplace');
    const long = productHead({ url: URL_OF('/product/12'), product: { ...DRESS, name: 'Very '.repeat(30) } });
    expect(long.title.length).toBeLessThanOrEqual(60);
    expect(long.title).toMatch(/… — ₦15,500 \| Marketplace$/);
  });

  it('describes it within 160 characters, whitespace collapsed', () => {
    expect(head.description).toBe(
      'Ankara Print Midi Dress, ₦15,500 from Adaeze Styles. Hand-sewn ankara cotton, lined bodice.',
    );
    const long = productHead({
      url: URL_OF('/product/12'),
      product: { ...DRESS, description: ['word '.repeat(80)] },
    });
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description).not.toMatch(/\s{2}/);
  });

  it('has the canonical URL without tracking parameters, and Open Graph and Twitter tags', () => {
    const { meta, doc } = parsed(renderHead(head));
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example.ng/product/12',
    );
    expect(doc.title).toBe(head.title);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:title')).toBe('Ankara Print Midi Dress');
    expect(meta('og:url')).toBe('https://shop.example.ng/product/12');
    expect(meta('og:image')).toBe('https://shop.example.ng/sandbox-assets/dress-1.jpg');
    expect(meta('og:site_name')).toBe('Marketplace');
    expect(meta('product:price:amount')).toBe('15500.00');
    expect(meta('product:price:currency')).toBe('NGN');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe('https://shop.example.ng/sandbox-assets/dress-1.jpg');
    expect(meta('description')).toBe(head.description);
  });

  it('carries schema.org Product data: offer in NGN, stock, seller, rating; and its breadcrumb', () => {
    const { jsonLd } = parsed(renderHead(head));
    const [product, breadcrumb] = jsonLd;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ankara Print Midi Dress',
      sku: 'ADZ-001',
      brand: { '@type': 'Brand', name: 'Adaeze' },
      image: ['https://shop.example.ng/sandbox-assets/dress-1.jpg', 'https://cdn.example.ng/dress-2.jpg'],
      offers: {
        '@type': 'Offer',
        price: '15500.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Adaeze Styles' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = (breadcrumb as { itemListElement: { position: number; name: string; item: string }[] })
      .itemListElement;
    expect(items.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', 'https://shop.example.ng/'],
      [2, 'Fashion', 'https://shop.example.ng/category/1'],
      [3, 'Women', 'https://shop.example.ng/category/1/2'],
      [4, 'Dresses', 'https://shop.example.ng/category/1/2/5'],
      [5, 'Ankara Print Midi Dress', 'https://shop.example.ng/product/12'],
    ]);
  });

  it('says out of stock when the store stops selling a sold-out product, and leaves the rating out without reviews', () => {
    const sold = productHead({
      url: URL_OF('/product/12'),
      product: { ...DRESS, quantity: 0, rating: undefined, reviewCount: undefined },
    });
    const [product] = sold.jsonLd ?? [];
    expect((product as { offers: { availability: string } }).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('escapes a name with "<>&\' and </script> everywhere, and the JSON-LD reads back the same name', () => {
    const name = `"<b>" & 'x' </script><script>alert(1)</script>`;
    const html = renderHead(productHead({ url: URL_OF('/product/12'), product: { ...DRESS, name } }));
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const { jsonLd, meta, doc } = parsed(html);
    expect(jsonLd[0]?.name).toBe(name);
    expect(meta('og:title')).toBe(name);
    expect(doc.title).toContain(name.slice(0, 20));
    expect(doc.head.querySelectorAll('script')).toHaveLength(2);
  });
});

describe('categoryHead and listingPath', () => {
  it('keeps the page past the first in the canonical URL; drops sort, tracking and filters', () => {
    expect(listingPath('/category/3', new URLSearchParams('page=2&sort=price-asc&utm_source=x'))).toBe(
      '/category/3?page=2',
    );
    expect(listingPath('/category/3', new URLSearchParams('page=1'))).toBe('/category/3');
    expect(listingPath('/category/3', new URLSearchParams('page=2&brand=Tecno'))).toBe('/category/3');
    const head = categoryHead({
      url: URL_OF('/category/1/2?page=3&sort=discount'),
      trail: CRUMBS.slice(0, 2),
      count: 14,
      products: [DRESS],
    });
    expect(head.canonical).toBe('https://shop.example.ng/category/1/2?page=3');
    expect(head.title).toBe('Women | Marketplace');
    expect(head.description).toBe(
      'Shop Women in Fashion › Women. 14 products from stores across Nigeria: Ankara Print Midi Dress.',
    );
    expect(head.openGraph.type).toBe('website');
  });
});

describe('escaping', () => {
  it('headText collapses whitespace and cuts at a word', () => {
    expect(headText('Rich   cotton\n ankara,  hand-sewn', 20)).toBe('Rich cotton ankara…');
  });

  it('any text stays text in an attribute: no raw < > " or \' in it, and the parser reads the text back', () => {
    // Text as a browser's parser keeps it (it turns NUL aside and CR into LF).
    const text = fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[\0\r]/g, ''));
    fc.assert(
      fc.property(text, (value) => {
        expect(escapeHtml(value)).not.toMatch(/[<>"']/);
        const head: PageHead = {
          title: 'T',
          description: value,
          canonical: 'https://shop.example.ng/',
          openGraph: {
            type: 'website',
            title: value,
            description: value,
            url: 'https://shop.example.ng/',
            siteName: 'Marketplace',
          },
          twitter: { card: 'summary', title: value, description: value },
        };
        const { meta, doc } = parsed(renderHead(head));
        expect(meta('og:title')).toBe(value);
        expect(meta('description')).toBe(value);
        expect(doc.head.children).toHaveLength(headTags(head).length);
      }),
    );
  });

  it('any value stays data in JSON-LD: no < or > in the script, and JSON.parse reads it back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (name, other) => {
        const script = scriptJson({ name, other });
        expect(script).not.toMatch(/[<>]/);
        expect(JSON.parse(script)).toEqual({ name, other });
        const head: PageHead = {
          title: 'T',
          description: 'D',
          canonical: 'https://shop.example.ng/',
          openGraph: {
            type: 'website',
            title: 'T',
            description: 'D',
            url: 'https://shop.example.ng/',
            siteName: 'Marketplace',
          },
          twitter: { card: 'summary', title: 'T', description: 'D' },
          jsonLd: [{ name, other }],
        };
        const { jsonLd, doc } = parsed(renderHead(head));
        expect(jsonLd).toEqual([{ name, other }]);
        expect(doc.head.querySelectorAll('script')).toHaveLength(1);
      }),
    );
  });
});
