// Speed as shoppers' phones feel it (issue 15): while a section loads, its content's shape holds its
// space (the sections below do not jump when it arrives: layout shift), and the first screen's images
// load at once and first (the page's largest paint), the rest lazily.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, section, setupSandbox } from './support';

const ctx = setupSandbox();

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
});
