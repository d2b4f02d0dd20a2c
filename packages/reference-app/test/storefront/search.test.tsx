import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupSandbox } from './support';

const ctx = setupSandbox();

function resultNames(): string[] {
  const results = screen.getByRole('region', { name: 'Results' });
  return within(results)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('SearchScreen', () => {
  it('finds products by name from the header’s search box', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Shop stores across Nigeria' });
    const header = screen.getByRole('search');
    fireEvent.change(within(header).getByLabelText('Search products'), { target: { value: 'rice' } });
    fireEvent.click(within(header).getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “rice”' })).toBeTruthy();
    expect(app.location()).toBe('/search?q=rice');
    await screen.findByText('2 products');
    expect(resultNames().sort()).toEqual(['Ofada Rice 5kg', 'Royal Stallion Parboiled Rice 50kg']);
    const call = new URL(ctx.requestsTo('/products/customer/getallproducts').at(-1)?.url ?? '');
    expect(call.searchParams.get('search')).toBe('rice');
  });

  it('says so when nothing matches, and searches again from the page', async () => {
    const app = renderApp('/search?q=zzzz');
    expect(await screen.findByRole('heading', { name: 'No results for “zzzz”' })).toBeTruthy();

    const form = screen.getAllByRole('search')[1] as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Search for'), { target: { value: 'oraimo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByText('3 products');
    expect(app.location()).toBe('/search?q=oraimo');
    expect(screen.queryByRole('heading', { name: /No results/ })).toBeNull();
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
    expect(ctx.requestsTo('/products/customer/getallproducts')).toHaveLength(0);
  });
});
