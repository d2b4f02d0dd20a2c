// The marketplace for guests: the listed products (getMarketplaceProducts) with their number, order and
// pages, each opening its marketplace page (getMarketplaceProduct) under the marketplace's breadcrumb;
// loading, empty, error and "no longer on the marketplace" states; the home page's shelf leading there.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupSandbox, table } from './support';

const ctx = setupSandbox();

const LIST = '/products/customer/marketplace/products';
const listings = () => table(ctx.sandbox, 'marketplaceListings');
/** The listed products' ids, as the sandbox keeps them. */
const listedIds = () =>
  listings()
    .all()
    .map((l) => l.productId as number);

async function marketplaceGrid(): Promise<HTMLElement> {
  const grid = await screen.findByRole('list', { name: 'Marketplace products' });
  await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
  return grid;
}

describe('MarketplaceScreen', () => {
  it('lists the marketplace products with their number; each card opens its marketplace page', async () => {
    ctx.sandbox.faults.set('getMarketplaceProducts', { latencyMs: 300, times: 1 });
    renderApp('/marketplace');
    expect(await screen.findByRole('heading', { level: 1, name: 'The marketplace' })).toBeTruthy();
    expect(await screen.findByText('Loading the marketplace')).toBeTruthy();
    const grid = await marketplaceGrid();
    const total = listedIds().length;
    expect(screen.getByText(`${total} products`)).toBeTruthy();
    // Twelve a page, the rest on the next.
    expect(within(grid).getAllByRole('article')).toHaveLength(Math.min(12, total));
    const links = within(grid)
      .getAllByRole('heading')
      .map((h) => within(h).getByRole('link').getAttribute('href'));
    for (const href of links) expect(href).toMatch(/^\/marketplace\/\d+$/);
    expect(links.map((href) => Number(href?.split('/').pop())).every((id) => listedIds().includes(id))).toBe(
      true,
    );
  });

  it('sorts and pages in the URL', async () => {
    const app = renderApp('/marketplace');
    await marketplaceGrid();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    await waitFor(() => expect(app.location()).toBe('/marketplace?sort=price-asc'));
    const grid = await marketplaceGrid();
    // The cards' products in the order shown, cheapest first (by the price the shopper pays).
    const price = (id: number) =>
      (table(ctx.sandbox, 'products').get(id)?.pricing as { sellingPrice: number }[] | undefined)?.[0]
        ?.sellingPrice ?? 0;
    const shownPrices = within(grid)
      .getAllByRole('heading')
      .map((h) => price(Number(within(h).getByRole('link').getAttribute('href')?.split('/').pop())));
    expect(shownPrices).toEqual([...shownPrices].sort((a, b) => a - b));
    // The seed lists more than a page: the rest is on page 2.
    expect(listedIds().length).toBeGreaterThan(12);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: /Next/ }),
    );
    await waitFor(() => expect(app.location()).toBe('/marketplace?sort=price-asc&page=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Marketplace products' })).getAllByRole('article'),
      ).toHaveLength(listedIds().length - 12),
    );
  });

  it('says so when nothing is on the marketplace', async () => {
    for (const row of listings().all()) listings().delete(row.id as number);
    renderApp('/marketplace');
    expect(
      await screen.findByText('No products are on the marketplace right now. Come back soon.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Marketplace products' })).toBeNull();
  });

  it("shows the spec's message when the listing fails, then the products after Try again", async () => {
    ctx.sandbox.faults.set('getMarketplaceProducts', { malformed: true, times: 1 });
    renderApp('/marketplace');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not get products right now. Try again later.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await marketplaceGrid();
  });

  it('is linked from the footer', async () => {
    const app = renderApp('/contact');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    fireEvent.click(within(footer).getByRole('link', { name: 'The marketplace' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace'));
    await marketplaceGrid();
  });
});

describe('MarketplaceProductScreen', () => {
  it('opens a listed product through getMarketplaceProduct, with the breadcrumb back to the marketplace', async () => {
    const id = listedIds()[0] as number;
    const name = table(ctx.sandbox, 'products').get(id)?.name as string;
    const app = renderApp('/marketplace');
    const grid = await marketplaceGrid();
    fireEvent.click(within(grid).getByRole('link', { name }));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(app.location()).toBe(`/marketplace/${id}`);
    expect(ctx.requestsTo(`${LIST}/${id}`)).toHaveLength(1);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'The marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
    expect(within(trail).getByText(name).getAttribute('aria-current')).toBe('page');
    // The product page's view: price, description and buying.
    expect(screen.getByRole('region', { name: 'Description' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add to cart|Choose/ })).toBeTruthy();
  });

  it('shows the loading state while the product loads', async () => {
    const id = listedIds()[0] as number;
    ctx.sandbox.faults.set('getMarketplaceProduct', { latencyMs: 400, times: 1 });
    renderApp(`/marketplace/${id}`);
    expect(await screen.findByText('Loading the product')).toBeTruthy();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: table(ctx.sandbox, 'products').get(id)?.name as string,
      }),
    ).toBeTruthy();
  });

  it('says a product taken off the marketplace is no longer on it, with the way back', async () => {
    const listing = listings().all()[0] as { id: number; productId: number };
    listings().delete(listing.id);
    renderApp(`/marketplace/${listing.productId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This product is no longer on the marketplace' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what is on it now' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });

  it("shows the spec's message when the product cannot be loaded, and loads it on Try again", async () => {
    const id = listedIds()[0] as number;
    ctx.sandbox.faults.set('getMarketplaceProduct', { status: 500, times: 1 });
    renderApp(`/marketplace/${id}`);
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Product unavailable' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: table(ctx.sandbox, 'products').get(id)?.name as string,
      }),
    ).toBeTruthy();
  });
});

describe('MarketplaceShelf (home page)', () => {
  it('shows the newest listed products, each opening its marketplace page, and leads to the marketplace', async () => {
    const app = renderApp('/');
    // The shelf's section is drawn again once its code is there: found by its products' list.
    const grid = await screen.findByRole('list', { name: 'From the marketplace' });
    const shelf = grid.closest('section') as HTMLElement;
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(Math.min(10, listedIds().length));
    for (const heading of within(grid).getAllByRole('heading')) {
      expect(within(heading).getByRole('link').getAttribute('href')).toMatch(/^\/marketplace\/\d+$/);
    }
    fireEvent.click(within(shelf).getByRole('link', { name: 'See all marketplace products' }));
    await waitFor(() => expect(app.location()).toBe('/marketplace'));
    await marketplaceGrid();
  });

  it('says so when nothing is listed, without hiding the rest of the page', async () => {
    for (const row of listings().all()) listings().delete(row.id as number);
    renderApp('/');
    const empty = await screen.findByText('No products are on the marketplace right now.', undefined);
    expect(empty.closest('section')?.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'From the marketplace' }).id,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
