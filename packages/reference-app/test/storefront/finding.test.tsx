import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeSectionsIn, renderApp, setupSandbox, table } from './support';

const ctx = setupSandbox();

/** The selling prices the product list shows, in order. */
function shownPrices(list: string): number[] {
  return within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => Number(item.querySelector('.price__amount')?.textContent?.replace(/[^0-9.]/g, '')));
}

/** Pretends the screen is as narrow as a phone's (390 px) for `(min-width: …)` queries. */
function phoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: !query.includes('min-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header’s category menu', () => {
  it('lists every category, and the open one’s sub- and child categories, linking to them', async () => {
    const app = renderApp('/');
    // The first render of the file loads the home page's lazy chunk.
    await screen.findByRole('heading', { level: 1, name: 'Shop stores across Nigeria' });
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    const menu = await screen.findByRole('navigation', { name: 'Categories' });
    // All six top-level categories, the two the home page's tiles leave out included, folded at first
    // (jsdom has no screen width: the phone's menu).
    const toggles = await within(menu).findAllByRole('button', { expanded: false });
    const names = toggles.map((b) => b.textContent);
    expect(names).toEqual(expect.arrayContaining(['Home & Kitchen', 'Beauty & Health', 'Electronics']));
    expect(names).toHaveLength(6);

    fireEvent.click(within(menu).getByRole('button', { name: 'Home & Kitchen' }));
    const subs = await within(menu).findByRole('list', { name: 'Home & Kitchen sub-categories' });
    expect(within(subs).getByRole('link', { name: 'Kitchen Appliances' })).toBeTruthy();
    const children = await within(subs).findByRole('list', { name: 'Kitchen Appliances categories' });
    const blenders = within(children).getByRole('link', { name: 'Blenders & Juicers' });
    expect(blenders.getAttribute('href')).toMatch(/^\/category\/\d+\/\d+\/\d+$/);
    expect(within(menu).getByRole('link', { name: 'All Home & Kitchen' }).getAttribute('href')).toMatch(
      /^\/category\/\d+$/,
    );

    fireEvent.click(blenders);
    // The file's first visit to a storefront screen loads (and, in tests, transforms) its lazy chunk:
    // seconds on a loaded machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Blenders & Juicers' })).toBeTruthy();
    expect(app.location()).toBe(blenders.getAttribute('href'));
    // Following a link closes the menu.
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('closes on Escape, giving the focus back to its button', async () => {
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Categories' });
    fireEvent.click(button);
    await screen.findByRole('navigation', { name: 'Categories' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });

  it('is there on phones too', async () => {
    phoneScreen();
    renderApp('/cart');
    const button = await screen.findByRole('button', { name: 'Categories' });
    // Nothing is loaded until the shopper opens the menu.
    expect(ctx.requestsTo('/categories/getallcategories')).toHaveLength(0);
    fireEvent.click(button);
    const menu = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await within(menu).findByRole('button', { name: 'Beauty & Health' })).toBeTruthy();
  });
});

describe('sorting and counting products', () => {
  it('sorts a category by price both ways and biggest discount, in the URL, asking the server', async () => {
    const app = renderApp('/category/5');
    const results = await screen.findByRole('region', { name: 'Products' });
    await within(results).findByText('11 products');
    const sort = within(results).getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('newest');

    fireEvent.change(sort, { target: { value: 'price-desc' } });
    await waitFor(() => expect(app.location()).toBe('/category/5?sort=price-desc'));
    await waitFor(() => {
      const prices = shownPrices('Products');
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
    const call = new URL(ctx.requestsTo('/products/customer/getallproducts').at(-1)?.url ?? '');
    expect(call.searchParams.get('sort')).toBe('price-desc');

    fireEvent.change(sort, { target: { value: 'discount' } });
    await waitFor(() => expect(app.location()).toBe('/category/5?sort=discount'));

    // With a price range the list goes through the filter call, which sorts too.
    fireEvent.change(sort, { target: { value: 'price-asc' } });
    fireEvent.change(screen.getByLabelText('Minimum price (₦)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(app.location()).toBe('/category/5?sort=price-asc&min=1000'));
    await waitFor(async () => {
      const body = await ctx.requestsTo('/products/customer/product').at(-1)?.clone().json();
      expect(body).toMatchObject({ sort: 'price-asc', minPrice: 1000 });
    });
    await waitFor(() => {
      const prices = shownPrices('Products');
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  it('opens a category sorted as its URL says', async () => {
    renderApp('/category/5?sort=price-asc');
    const results = await screen.findByRole('region', { name: 'Products' });
    await within(results).findByText('11 products');
    expect((within(results).getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price-asc');
    const prices = shownPrices('Products');
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts a store’s products and says how many there are', async () => {
    const app = renderApp('/store/2');
    await screen.findByRole('heading', { level: 1, name: 'Naija Gadgets Hub' });
    const all = screen.getByRole('region', { name: 'All products' });
    expect(within(all).getByText('23 products')).toBeTruthy();
    fireEvent.change(within(all).getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    await waitFor(() => expect(app.location()).toBe('/store/2?sort=price-asc'));
    await waitFor(() => {
      const prices = within(all)
        .getAllByRole('listitem')
        .map((item) => Number(item.querySelector('.price__amount')?.textContent?.replace(/[^0-9.]/g, '')))
        .filter((price) => !Number.isNaN(price));
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });
});

describe('the filter panel', () => {
  it('starts closed on phones, so the first products show on the first screen', async () => {
    phoneScreen();
    renderApp('/category/5');
    await screen.findByRole('region', { name: 'Products' });
    const panel = screen.getByText('Filters').closest('details') as HTMLDetailsElement;
    expect(panel.open).toBe(false);
    // Nor is the filter form's code loaded for the first screen: it comes with the first opening.
    expect([...panel.children].map((child) => child.tagName)).toEqual(['SUMMARY']);
    fireEvent.click(screen.getByText('Filters'));
    await waitFor(() => expect(panel.open).toBe(true));
    const form = await screen.findByRole('form', { name: 'Filter products' });
    fireEvent.change(within(form).getByLabelText('Minimum price (₦)'), { target: { value: '500' } });
    // Closed again, what was typed stays.
    fireEvent.click(screen.getByText('Filters'));
    await waitFor(() => expect(panel.open).toBe(false));
    expect((within(form).getByLabelText('Minimum price (₦)') as HTMLInputElement).value).toBe('500');
  });

  it('on phones stays closed with filters in use, saying so, and opens as a sheet that Done and Escape close', async () => {
    phoneScreen();
    renderApp('/category/5?min=1000');
    await screen.findByRole('region', { name: 'Products' });
    const summary = screen.getByText('Filters (in use)');
    const panel = summary.closest('details') as HTMLDetailsElement;
    // The sheet would cover the products: the first screen shows them, and the summary says filters apply.
    expect(panel.open).toBe(false);
    fireEvent.click(summary);
    await waitFor(() => expect(panel.open).toBe(true));
    const sheet = screen.getByRole('region', { name: 'Refine results' });
    const done = within(sheet).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    fireEvent.click(done);
    await waitFor(() => expect(panel.open).toBe(false));
    expect(document.activeElement).toBe(summary);
    fireEvent.click(summary);
    await waitFor(() => expect(panel.open).toBe(true));
    fireEvent.keyDown(within(sheet).getByRole('button', { name: 'Done' }), { key: 'Escape' });
    await waitFor(() => expect(panel.open).toBe(false));
  });
});

describe('product cards', () => {
  /** The card of a product in the results list. */
  async function card(name: string): Promise<HTMLElement> {
    const link = await screen.findByRole('link', { name });
    return link.closest('article') as HTMLElement;
  }

  it('show the discount as -N% and, for variant products, a "Choose options" link', async () => {
    renderApp('/search?q=ankara%20midi');
    const dress = await card('Ankara Print Midi Dress');
    // ₦15,500 instead of ₦18,000.
    expect(within(dress).getByText('-14%')).toBeTruthy();
    const options = within(dress).getByRole('link', { name: 'Choose options: Ankara Print Midi Dress' });
    expect(options.getAttribute('href')).toMatch(/^\/product\/\d+$/);
    expect(within(dress).queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('say "Sold out" on a sold-out product with variants, not "Choose options"', async () => {
    renderApp('/search?q=agbada');
    const agbada = await card('Agbada Three-Piece Set');
    expect(within(agbada).queryByRole('link', { name: /Choose options/ })).toBeNull();
    const button = within(agbada).getByRole('button', { name: 'Sold out: Agbada Three-Piece Set' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('show the rating of reviewed products only', async () => {
    const reviews = table(ctx.sandbox, 'reviews').all() as { productId?: number; rating: number }[];
    const reviewed = reviews.find((r) => r.productId !== undefined)?.productId as number;
    const ratings = reviews.filter((r) => r.productId === reviewed).map((r) => r.rating);
    const average = (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1);
    const product = table(ctx.sandbox, 'products').get(reviewed) as { name: string };
    renderApp(`/search?q=${encodeURIComponent(product.name)}`);
    const reviewedCard = await card(product.name);
    expect(within(reviewedCard).getByText(`(${ratings.length}`, { exact: false }).textContent).toBe(
      `★ Rated ${average} out of 5 (${ratings.length} ${ratings.length === 1 ? 'review' : 'reviews'})`,
    );
    // A product nobody reviewed shows no rating (not "0 stars").
    cleanup();
    const unreviewed = (
      table(ctx.sandbox, 'products').all() as { id: number; name: string; approvalStatus: string }[]
    ).find((p) => p.approvalStatus === 'approved' && !reviews.some((r) => r.productId === p.id)) as {
      name: string;
    };
    renderApp(`/search?q=${encodeURIComponent(unreviewed.name)}`);
    const plainCard = await card(unreviewed.name);
    expect(within(plainCard).queryByText(/Rated/)).toBeNull();
  });

  it('follow the store’s sold-out rule: sold out only when it stops selling', async () => {
    const products = table(ctx.sandbox, 'products');
    const all = products.all() as { id: number; name: string }[];
    const charger = all.find((p) => p.name === 'Oraimo 20W Fast Charger with Cable') as { id: number };
    const bank = all.find((p) => p.name === 'Oraimo 27000mAh Power Bank') as { id: number };
    products.update(charger.id, { quantity: 0, contSalesOutOfStock: true, whenSoldOut: 'Continue selling' });
    products.update(bank.id, { quantity: 0, contSalesOutOfStock: false, whenSoldOut: 'Stop selling' });
    renderApp('/search?q=oraimo');
    const chargerCard = await card('Oraimo 20W Fast Charger with Cable');
    expect(within(chargerCard).queryByText('Sold out')).toBeNull();
    expect(
      (
        within(chargerCard).getByRole('button', {
          name: 'Add to cart: Oraimo 20W Fast Charger with Cable',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    const bankCard = await card('Oraimo 27000mAh Power Bank');
    expect(within(bankCard).getByText('Sold out', { selector: '.badge' })).toBeTruthy();
    expect(
      (
        within(bankCard).getByRole('button', {
          name: 'Sold out: Oraimo 27000mAh Power Bank',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });
});

describe('links where they point', () => {
  it('leads from the home page’s featured collection to its page, with all its products', async () => {
    const app = renderApp('/');
    await homeSectionsIn();
    const collections = await screen.findByRole('region', { name: 'Featured collections' });
    const link = await within(collections).findByRole('link', { name: 'Detty December Looks' });
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Detty December Looks' })).toBeTruthy();
    expect(app.location()).toMatch(/^\/collection\/\d+$/);
    const products = await screen.findByRole('region', { name: 'Products' });
    await within(products).findByText(/^\d+ products$/);
    expect(within(products).getByRole('link', { name: 'Ankara Print Midi Dress' })).toBeTruthy();
  });

  it('says so for a collection that does not exist', async () => {
    renderApp('/collection/9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection not found' })).toBeTruthy();
  });

  it('links each “Picked for you” category to its page', async () => {
    const app = renderApp('/');
    await homeSectionsIn();
    const picks = await screen.findByRole('region', { name: 'Picked for you' });
    const seeAll = await within(picks).findByRole('link', { name: 'See all Groceries' });
    fireEvent.click(seeAll);
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeTruthy();
    expect(app.location()).toBe('/category/5');
  });

  it('gives the product page a breadcrumb whose categories link to their pages', async () => {
    const app = renderApp('/product/49');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Ofada Rice 5kg').getAttribute('aria-current')).toBe('page');
    const groceries = await within(breadcrumb).findByRole('link', { name: 'Groceries' });
    expect(groceries.getAttribute('href')).toBe('/category/5');
    const links = await within(breadcrumb).findAllByRole('link');
    // Home, category, sub-category and child category.
    await waitFor(async () => expect(await within(breadcrumb).findAllByRole('link')).toHaveLength(4));
    expect(links[0]?.getAttribute('href')).toBe('/');
    const child = (await within(breadcrumb).findAllByRole('link')).at(-1) as HTMLElement;
    expect(child.getAttribute('href')).toMatch(/^\/category\/5\/\d+\/\d+$/);
    fireEvent.click(child);
    expect(await screen.findByRole('heading', { level: 1, name: child.textContent ?? '' })).toBeTruthy();
    expect(app.location()).toBe(child.getAttribute('href'));
  });
});
