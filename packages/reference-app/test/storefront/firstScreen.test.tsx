// Speed as shoppers' phones feel it (issue 15): while a section loads, its content's shape holds its
// space (the sections below do not jump when it arrives: layout shift), and the first screen's images
// load at once and first (the page's largest paint), the rest lazily.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeSectionsIn, renderApp, section, setupSandbox } from './support';

const ctx = setupSandbox();

/**
 * A browser's IntersectionObserver that reports only when told (jsdom has none, and without one the
 * sections load at once): `showAll()` brings every watched element near the screen.
 */
function stubIntersectionObserver() {
  const watched = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class StubObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      watched.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      watched.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    showAll() {
      for (const { callback, elements } of [...watched]) {
        callback(
          elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The product images of a region, in order. */
function images(region: HTMLElement): HTMLImageElement[] {
  return Array.from(region.querySelectorAll<HTMLImageElement>('img.product-card__image'));
}

describe('The first screen', () => {
  it('holds the home sections’ space while they load, and lets go once they arrive', async () => {
    // Slow answers, so that the loading state can be looked at.
    ctx.sandbox.faults.set('getTopCategories', { latencyMs: 400, times: 1 });
    ctx.sandbox.faults.set('getSuperDeals', { latencyMs: 400, times: 1 });
    renderApp('/');

    const top = await screen.findByRole('region', { name: 'Top categories' });
    expect(within(top).getByRole('status').textContent).toContain('Loading top categories');
    // Four tiles' worth of space, hidden from assistive technologies.
    const tiles = top.querySelectorAll('.category-tile--placeholder');
    expect(tiles).toHaveLength(4);
    expect(tiles[0]?.closest('[aria-hidden="true"]')).toBeTruthy();
    const deals = section('Super deals');
    expect(deals.querySelectorAll('.product-grid-placeholder__card')).toHaveLength(4);

    // Loaded: the real tiles and cards, no placeholder left behind (no empty box).
    expect(await within(top).findByRole('link', { name: 'Fashion' })).toBeTruthy();
    expect(top.querySelector('.load-section__placeholder')).toBeNull();
    expect(await within(deals).findByRole('link', { name: 'Ofada Rice 5kg' })).toBeTruthy();
    expect(deals.querySelector('.product-grid-placeholder')).toBeNull();
  });

  it('shows a failed section’s error without its placeholder', async () => {
    ctx.sandbox.faults.set('getSuperDeals', { status: 503, message: 'Deals are resting', times: 1 });
    renderApp('/');
    const deals = await screen.findByRole('region', { name: 'Super deals' });
    expect((await within(deals).findByRole('alert')).textContent).toContain('Deals are resting');
    expect(deals.querySelector('.load-section__placeholder')).toBeNull();
  });

  it('loads the first shelf’s first five images (a wide first row) at once and first, the rest lazily', async () => {
    renderApp('/');
    await homeSectionsIn();
    const deals = await screen.findByRole('region', { name: 'Super deals' });
    await within(deals).findByRole('link', { name: 'Ofada Rice 5kg' });
    const dealImages = images(deals);
    expect(dealImages.length).toBeGreaterThan(5);
    expect(dealImages.slice(0, 5).map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      'high',
    ]);
    expect(dealImages.slice(0, 5).every((image) => image.getAttribute('loading') === 'eager')).toBe(true);
    expect(dealImages.slice(5).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);

    const daily = section('Daily deals');
    await within(daily).findByRole('link', { name: 'Chiffon Peplum Blouse' });
    expect(images(daily).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images(daily).some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('gives a featured collection’s banner its size before the picture arrives', async () => {
    renderApp('/');
    await homeSectionsIn();
    const collections = await screen.findByRole('region', { name: 'Featured collections' });
    await within(collections).findByRole('heading', { name: 'Back to School Tech' });
    const banner = collections.querySelector<HTMLImageElement>('img.collection__image');
    expect([banner?.getAttribute('width'), banner?.getAttribute('height')]).toEqual(['240', '200']);
    expect(banner?.getAttribute('loading')).toBe('lazy');
  });

  it('holds a category page’s grid and sub-categories while they load; its first five images load first', async () => {
    ctx.sandbox.faults.set('getAllCustomerProducts', { latencyMs: 400, times: 1 });
    ctx.sandbox.faults.set('getOneCategory', { latencyMs: 400, times: 1 });
    renderApp('/category/1');
    const container = document.body;

    const results = await screen.findByRole('region', { name: 'Products' });
    expect(within(results).getByRole('status').textContent).toContain('Loading products');
    expect(results.querySelectorAll('.product-grid-placeholder__card')).toHaveLength(4);
    expect(container.querySelector('.drill-down--loading')).toBeTruthy();

    await within(results).findByRole('link', { name: 'Chiffon Peplum Blouse' });
    expect(results.querySelector('.product-grid-placeholder')).toBeNull();
    const loaded = images(results);
    expect(loaded.length).toBeGreaterThan(5);
    expect(loaded.slice(0, 5).every((image) => image.getAttribute('fetchpriority') === 'high')).toBe(true);
    expect(loaded.slice(5).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    await screen.findByRole('navigation', { name: 'Shop Fashion' });
    await waitFor(() => expect(container.querySelector('.drill-down--loading')).toBeNull());
  });

  it('fetches the product page’s main picture first, never lazily', async () => {
    renderApp('/product/1');
    const main = await screen.findByRole('img', { name: 'Ankara Print Midi Dress, picture 1 of 3' });
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).toBe('eager');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['600', '600']);
  });

  it('loads the home sections further down once the first screen is there, not before', async () => {
    stubIntersectionObserver();
    ctx.sandbox.faults.set('getSuperDeals', { latencyMs: 600, times: 1 });
    renderApp('/');
    await screen.findByRole('region', { name: 'Daily deals' });
    await pause(300);
    // The first screen's calls are under way; the shelves below wait (their space held meanwhile), their
    // code too: each is a stand-in of the same name.
    expect(document.querySelectorAll('.load-section--code-pending').length).toBeGreaterThan(0);
    expect(ctx.requestsTo('/products/daily-discount-offer')).toHaveLength(0);
    expect(ctx.requestsTo('/products/customer/official-outlets')).toHaveLength(0);
    expect(section('Daily deals').querySelectorAll('.product-grid-placeholder__card')).toHaveLength(4);

    // Super deals answered: the rest follows, by itself.
    await within(section('Super deals')).findByRole('link', { name: 'Ofada Rice 5kg' });
    await homeSectionsIn();
    expect(
      await within(section('Daily deals')).findByRole('link', { name: 'Chiffon Peplum Blouse' }),
    ).toBeTruthy();
    expect(
      await within(section('Top stores')).findByRole('link', { name: 'Naija Gadgets Hub' }),
    ).toBeTruthy();
    expect(ctx.requestsTo('/products/daily-discount-offer')).toHaveLength(1);
  });

  it('loads a section at once when the shopper scrolls near it', async () => {
    const observer = stubIntersectionObserver();
    ctx.sandbox.faults.set('getSuperDeals', { latencyMs: 3000, times: 1 });
    renderApp('/');
    await screen.findByRole('region', { name: 'Daily deals' });
    await pause(200);
    expect(ctx.requestsTo('/products/daily-discount-offer')).toHaveLength(0);
    observer.showAll();
    await homeSectionsIn();
    expect(
      await within(section('Daily deals')).findByRole('link', { name: 'Chiffon Peplum Blouse' }),
    ).toBeTruthy();
    // Super deals are still on their way.
    expect(within(section('Super deals')).queryByRole('link', { name: 'Ofada Rice 5kg' })).toBeNull();
  });

  it('loads the delivery and seller boxes after the product’s picture, even when they are near the screen', async () => {
    const observer = stubIntersectionObserver();
    renderApp('/product/1');
    const main = await screen.findByRole('img', { name: 'Ankara Print Midi Dress, picture 1 of 3' });
    // Just below a phone's first screen, both are "near" from the start: they still wait for the picture.
    observer.showAll();
    await pause(300);
    expect(screen.queryByRole('region', { name: 'Delivery & returns' })).toBeNull();
    expect(document.querySelector('.delivery-estimate-placeholder')).toBeTruthy();
    expect(document.querySelector('.seller-box-placeholder')).toBeTruthy();
    expect(ctx.requestsTo('/followstore/1/score')).toHaveLength(0);

    // The picture is in: near the screen, they load at once.
    fireEvent.load(main);
    observer.showAll();
    expect(await screen.findByRole('region', { name: 'Delivery & returns' })).toBeTruthy();
    await waitFor(() => expect(ctx.requestsTo('/followstore/1/score')).toHaveLength(1));
  });

  it('loads the store’s other products once the product’s picture is there', async () => {
    stubIntersectionObserver();
    renderApp('/product/1');
    const main = await screen.findByRole('img', { name: 'Ankara Print Midi Dress, picture 1 of 3' });
    const more = await screen.findByRole('region', { name: 'More from Adaeze Styles' });
    await pause(300);
    expect(ctx.requestsTo('/products/getmerchant/store/products/1')).toHaveLength(0);
    expect(more.querySelectorAll('.product-grid-placeholder__card')).toHaveLength(4);

    fireEvent.load(main);
    expect(await within(more).findAllByRole('article')).toHaveLength(4);
    expect(ctx.requestsTo('/products/getmerchant/store/products/1')).toHaveLength(1);
  });
});
