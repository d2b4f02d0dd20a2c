import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupSandbox, table } from './support';

const ctx = setupSandbox();

/** The names of the products the results list shows. */
function productNames(): string[] {
  const results = screen.getByRole('region', { name: 'Products' });
  return within(results)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

async function resultsCount(text: string) {
  const results = await screen.findByRole('region', { name: 'Products' });
  await within(results).findByText(text);
}

/** Puts `count` more rice products into Groceries › Food Cupboard › Rice & Grains, older than the seed's. */
function addGroceries(count: number) {
  const products = table(ctx.sandbox, 'products');
  const rice = products.get(49);
  for (let n = 1; n <= count; n++) {
    products.insert({
      ...rice,
      id: undefined,
      name: `Test Rice ${n}`,
      sku: `TEST-RICE-${n}`,
      shelves: [],
      createdAt: `2025-01-${String(n).padStart(2, '0')}T10:00:00.000Z`,
    });
  }
}

describe('CategoryScreen', () => {
  it('drills down from a category to its sub-categories and child categories', async () => {
    const app = renderApp('/category/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phones & Tablets' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await resultsCount('12 products');
    expect(productNames()).toContain('Samsung Galaxy Tab A9');

    const subs = screen.getByRole('navigation', { name: 'Shop Phones & Tablets' });
    fireEvent.click(within(subs).getByRole('link', { name: 'Smartphones' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Smartphones' })).toBeTruthy();
    expect(app.location()).toBe('/category/6/17');
    await resultsCount('6 products');
    expect(productNames()).toContain('iPhone 15 Pro 256GB');
    expect(productNames()).not.toContain('Samsung Galaxy Tab A9');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Phones & Tablets',
      }),
    ).toBeTruthy();

    const children = await screen.findByRole('navigation', { name: 'Shop Smartphones' });
    fireEvent.click(within(children).getByRole('link', { name: 'iPhones' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'iPhones' })).toBeTruthy();
    expect(app.location()).toBe('/category/6/17/46');
    await resultsCount('2 products');
    expect(productNames().sort()).toEqual(['iPhone 13 128GB (UK Used)', 'iPhone 15 Pro 256GB']);
    // The children stay listed, the current one marked.
    const siblings = screen.getByRole('navigation', { name: 'More in Smartphones' });
    expect(within(siblings).getByRole('link', { name: 'iPhones' }).getAttribute('aria-current')).toBe('page');
    // The products were asked for by the deepest id.
    const last = ctx.requestsTo('/products/customer/getallproducts').at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('childCategoryId')).toBe('46');
  });

  it('pages through the products with the page in the URL', async () => {
    addGroceries(14);
    const app = renderApp('/category/5');
    await resultsCount('25 products');
    expect(screen.getByText('Showing 1–12 of 25')).toBeTruthy();
    const first = productNames();
    expect(first).toHaveLength(12);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 13–24 of 25');
    expect(app.location()).toBe('/category/5?page=2');
    await waitFor(() => expect(productNames()).toHaveLength(12));
    const second = productNames();
    expect(second.some((name) => first.includes(name))).toBe(false);
    const call = new URL(ctx.requestsTo('/products/customer/getallproducts').at(-1)?.url ?? '');
    expect(call.searchParams.get('offset')).toBe('12');
    expect(call.searchParams.get('categoryId')).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 25–25 of 25');
    await waitFor(() => expect(productNames()).toHaveLength(1));
    // Focus moves to the results, so the new page is where the reader is.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Products' }));
  });

  it('filters by search and price range, and clears the filters', async () => {
    const app = renderApp('/category/5');
    await resultsCount('11 products');

    fireEvent.change(screen.getByLabelText('Minimum price (₦)'), { target: { value: '10000' } });
    fireEvent.change(screen.getByLabelText('Maximum price (₦)'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await resultsCount('4 products');
    expect(app.location()).toBe('/category/5?min=10000&max=20000');
    expect(productNames().sort()).toEqual([
      'Golden Penny Spaghetti (Carton of 20)',
      'Kings Vegetable Oil 5L',
      'Maltina (Pack of 24 Cans)',
      'Ofada Rice 5kg',
    ]);
    // Prices go through the product filter call, which takes them.
    const filter = ctx.requestsTo('/products/customer/product').at(-1);
    expect(await filter?.json()).toMatchObject({
      categoryId: 5,
      minPrice: 10000,
      maxPrice: 20000,
      limit: 12,
      offset: 0,
    });

    fireEvent.change(screen.getByLabelText('Search in Groceries'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('heading', { name: 'No products match your filters' })).toBeTruthy();

    const results = screen.getByRole('region', { name: 'Products' });
    fireEvent.click(within(results).getByRole('button', { name: 'Clear filters' }));
    await resultsCount('11 products');
    expect(app.location()).toBe('/category/5');
  });

  it('checks the price range on the client', async () => {
    const app = renderApp('/category/5');
    await resultsCount('11 products');
    fireEvent.change(screen.getByLabelText('Minimum price (₦)'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Maximum price (₦)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Maximum price must not be below the minimum price')).toBeTruthy();
    expect(screen.getByLabelText('Maximum price (₦)').getAttribute('aria-invalid')).toBe('true');
    expect(app.location()).toBe('/category/5');
  });

  it('shows its empty state for a category without products', async () => {
    const products = table(ctx.sandbox, 'products');
    for (const product of products.all()) if (product.categoryId === 3) products.delete(product.id as number);
    renderApp('/category/3');
    expect(await screen.findByRole('heading', { name: 'No products here yet' })).toBeTruthy();
  });
});
