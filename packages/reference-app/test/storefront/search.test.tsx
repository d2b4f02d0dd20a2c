import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupSandbox } from './support';

const ctx = setupSandbox();

function resultNames(name = 'Results'): string[] {
  const results = screen.getByRole('region', { name });
  return within(results)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('SearchScreen', () => {
  it('finds products by name from the header’s search box', async () => {
    const app = renderApp('/');
    // The first render of the file loads the home page's lazy chunk.
    await screen.findByRole('heading', { level: 1, name: 'Shop stores across Nigeria' });
    const header = screen.getByRole('search');
    fireEvent.change(within(header).getByLabelText('Search products'), { target: { value: 'rice' } });
    fireEvent.click(within(header).getByRole('button', { name: 'Search' }));

    // The file's first visit to the search screen loads its lazy chunk: seconds on a loaded machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “rice”' })).toBeTruthy();
    expect(app.location()).toBe('/search?q=rice');
    // The results' count (the filters beside them count their options too).
    await within(await screen.findByRole('region', { name: 'Results' })).findByText('2 products');
    expect(resultNames().sort()).toEqual(['Ofada Rice 5kg', 'Royal Stallion Parboiled Rice 50kg']);
    const call = new URL(ctx.requestsTo('/products/customer/getallproducts').at(-1)?.url ?? '');
    expect(call.searchParams.get('search')).toBe('rice');
  });

  it('finds every word anywhere in name, description, category and store, in any order', async () => {
    renderApp('/search?q=charger%20oraimo');
    await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(resultNames()).toContain('Oraimo 20W Fast Charger with Cable'));

    cleanup();
    renderApp('/search?q=phone');
    await screen.findByRole('region', { name: 'Results' });
    // "phone" is the category's word (Phones & Tablets): the names do not say it.
    await waitFor(() => expect(resultNames()).toContain('Samsung Galaxy A15 128GB'));
  });

  it('says so when nothing matches and offers each word that finds something, and the categories', async () => {
    renderApp('/search?q=samsung%20zzzz');
    expect(await screen.findByRole('heading', { name: 'No results for “samsung zzzz”' })).toBeTruthy();
    const suggestion = await screen.findByRole('link', { name: /^samsung \(\d+ products?\)$/ });
    expect(suggestion.getAttribute('href')).toBe('/search?q=samsung');
    expect(screen.queryByRole('link', { name: /^zzzz/ })).toBeNull();
    const categories = await screen.findByRole('navigation', { name: 'Browse categories instead' });
    expect(within(categories).getByRole('link', { name: 'Home & Kitchen' })).toBeTruthy();

    fireEvent.click(suggestion);
    await screen.findByRole('heading', { level: 1, name: 'Results for “samsung”' });
    await waitFor(() => expect(resultNames().every((name) => name.startsWith('Samsung'))).toBe(true));
  });

  it('forgives a misspelt word: “Did you mean”, with the corrected term’s results', async () => {
    renderApp('/search?q=samsnug');
    const note = await screen.findByText(/^No results for “samsnug”\. Did you mean/);
    expect(note.textContent).toBe(
      'No results for “samsnug”. Did you mean samsung? Showing results for “samsung”.',
    );
    expect(within(note).getByRole('link', { name: 'samsung' }).getAttribute('href')).toBe(
      '/search?q=samsung',
    );
    await waitFor(() => expect(resultNames('Results for “samsung”')).toContain('Samsung Galaxy A15 128GB'));
    expect(resultNames('Results for “samsung”').every((name) => name.startsWith('Samsung'))).toBe(true);
    const asked = new URL(ctx.requestsTo('/products/customer/search-suggestions').at(-1)?.url ?? '');
    expect(asked.searchParams.get('search')).toBe('samsnug');

    cleanup();
    renderApp('/search?q=iphnoe');
    await screen.findByText(/Did you mean/);
    await waitFor(() => expect(resultNames('Results for “iphone”').length).toBeGreaterThan(0));
    expect(resultNames('Results for “iphone”').every((name) => name.startsWith('iPhone'))).toBe(true);
  });

  it('filters a corrected search’s results by brand: the URL’s term becomes the corrected one', async () => {
    const app = renderApp('/search?q=iphnoe');
    await screen.findByText(/Did you mean/);
    await waitFor(() => expect(resultNames('Results for “iphone”').length).toBeGreaterThan(0));
    const summary = screen.getByText(/^Filters/);
    const panel = summary.closest('details') as HTMLDetailsElement;
    if (!panel.open) fireEvent.click(summary);
    const brands = await screen.findByRole('group', { name: 'Brand' }, { timeout: 30000 });
    fireEvent.click(await within(brands).findByRole('checkbox', { name: /^Apple,\s?\d+ products?$/ }));

    // The misspelt term with a brand would find nothing: the corrected term's results are filtered.
    await waitFor(() => expect(app.location()).toBe('/search?q=iphone&brand=Apple'));
    await screen.findByRole('heading', { level: 1, name: 'Results for “iphone”' });
    await waitFor(() => expect(resultNames().length).toBeGreaterThan(0));
    expect(resultNames().every((name) => name.startsWith('iPhone'))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'No products match your filters' })).toBeNull();
  });

  it('suggests products, categories and stores as the shopper types, forgiving a typo, with keys', async () => {
    const app = renderApp('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search the marketplace' }, { timeout: 15000 });
    // A plain search box until it is first used; then a combobox with its list.
    const box = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search products' });
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'samsnug' } });

    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 15000 });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(1));
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Did you mean “samsung”?',
      expect.stringMatching(/^Samsung Galaxy A15 128GB, ₦[\d,.]+$/),
      expect.stringMatching(/^Samsung Galaxy Tab A9, ₦/),
    ]);
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByText('3 suggestions: use the up and down arrows to choose')).toBeTruthy();

    // Arrow down twice: the first product is active; Enter opens it.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = options[1];
    expect(box.getAttribute('aria-activedescendant')).toBe(active?.id);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(app.location()).toMatch(/^\/product\/\d+$/));
    expect(list.hidden).toBe(true);

    // A store by its name; a click opens it. Escape closes the list.
    fireEvent.focus(box);
    fireEvent.input(box, { target: { value: 'adaeze' } });
    const store = await within(list).findByRole('option', { name: /Adaeze Styles,\s?Store/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(list.hidden).toBe(true);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Arrow Down brings it back; Escape again, then typing on.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(list.hidden).toBe(false);
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.input(box, { target: { value: 'adaeze ' } });
    await waitFor(() => expect(list.hidden).toBe(false));
    fireEvent.click(within(list).getByRole('option', { name: /Adaeze Styles,\s?Store/ }));
    await waitFor(() => expect(app.location()).toMatch(/^\/store\/\d+$/));
    expect(store).toBeTruthy();
  });

  it('has one search box, the header’s, filled with the term searched', async () => {
    renderApp('/search?q=rice');
    await screen.findByRole('heading', { level: 1, name: 'Results for “rice”' });
    expect(screen.getAllByRole('search')).toHaveLength(1);
    await waitFor(() =>
      expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('rice'),
    );
  });

  it('sorts the results by price, with the order in the URL, across pages', async () => {
    const app = renderApp('/search?q=e');
    const results = await screen.findByRole('region', { name: 'Results' });
    await within(results).findByText(/^Showing 1–12 of \d+$/);
    fireEvent.change(within(results).getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    await waitFor(() => expect(app.location()).toBe('/search?q=e&sort=price-asc'));
    const prices = () =>
      within(screen.getByRole('list', { name: 'Results' }))
        .getAllByRole('listitem')
        .map((item) =>
          Number((item.querySelector('.price__amount')?.textContent ?? '').replace(/[^0-9.]/g, '')),
        );
    await waitFor(() => {
      const shown = prices();
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    });
    const call = new URL(ctx.requestsTo('/products/customer/getallproducts').at(-1)?.url ?? '');
    expect(call.searchParams.get('sort')).toBe('price-asc');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.location()).toBe('/search?q=e&sort=price-asc&page=2'));
    expect((within(results).getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price-asc');
  });

  it('says what to type when the header’s search is sent empty', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Shop stores across Nigeria' });
    const header = screen.getByRole('search');
    fireEvent.click(within(header).getByRole('button', { name: 'Search' }));
    expect(
      await within(header).findByText('Type what you are looking for: a product, a brand or a store.'),
    ).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(document.activeElement).toBe(within(header).getByLabelText('Search products'));
  });

  it('pages through many results', async () => {
    const app = renderApp('/search?q=e');
    const results = await screen.findByRole('region', { name: 'Results' });
    await within(results).findByText(/^Showing 1–12 of \d+$/);
    const first = resultNames();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await within(results).findByText(/^Showing 13–24 of \d+$/);
    expect(app.location()).toBe('/search?q=e&page=2');
    await waitFor(() => expect(resultNames()).toHaveLength(12));
    expect(resultNames().some((name) => first.includes(name))).toBe(false);
  });

  it('asks for a term when there is none', async () => {
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search the marketplace' })).toBeTruthy();
    expect(screen.getByText(/Type what you are looking for in the search box at the top/)).toBeTruthy();
    expect(ctx.requestsTo('/products/customer/getallproducts')).toHaveLength(0);
  });
});
