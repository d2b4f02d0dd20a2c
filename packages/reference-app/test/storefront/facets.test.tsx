import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupSandbox } from './support';

const ctx = setupSandbox();

/** The names of the products a results list shows. */
function productNames(region: string): string[] {
  return within(screen.getByRole('region', { name: region }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** Opens the filters (closed on narrow screens). */
async function openFilters(): Promise<void> {
  const summary = await screen.findByText(/^Filters/);
  const panel = summary.closest('details') as HTMLDetailsElement;
  if (!panel.open) fireEvent.click(summary);
  await waitFor(() => expect(panel.open).toBe(true));
}

/** Opens the filters and gives the brand group once its counts are there. */
async function brandFilters(): Promise<HTMLElement> {
  await openFilters();
  return screen.findByRole('group', { name: 'Brand' }, { timeout: 30000 });
}

/** The last product filter call's body. */
async function lastFilterBody(): Promise<Record<string, unknown>> {
  const request = ctx.requestsTo('/products/customer/product').at(-1);
  return (await request?.clone().json()) as Record<string, unknown>;
}

describe('the pay-on-delivery filter', () => {
  it('narrows search results to the stores that accept pay on delivery, counted, in the URL, cleared with the others', async () => {
    const app = renderApp('/search?q=home');
    await screen.findByRole('heading', { level: 1, name: 'Results for “home”' });
    await brandFilters();
    const payment = await screen.findByRole('group', { name: 'Payment' });
    // Of the twelve products "home" finds, Ibadan Home & Living's eleven are card only.
    const pod = within(payment).getByRole('checkbox', { name: /^Pay on delivery,\s?1 product$/ });
    await waitFor(() => expect(productNames('Results')).toContain('Binatone 1.5L Blender'));
    fireEvent.click(pod);
    await waitFor(() => expect(app.location()).toBe('/search?q=home&pod=1'));
    await waitFor(() => expect(productNames('Results')).toEqual(['Sony 5.1 Home Theatre System']));
    expect(await lastFilterBody()).toMatchObject({ search: 'home', payOnDelivery: true });
    expect(screen.getByText('Filters (in use)')).toBeTruthy();
    // The brands now count only what pay on delivery leaves.
    expect(within(await brandFilters()).getByRole('checkbox', { name: /^Sony,\s?1 product$/ })).toBeTruthy();

    cleanup();
    const again = renderApp('/search?q=kitchen&pod=1');
    await screen.findByRole('heading', { name: 'No products match your filters' }, { timeout: 15000 });
    await openFilters();
    // On while it finds nothing: still shown, so it can be taken off.
    expect(await screen.findByRole('checkbox', { name: /^Pay on delivery,\s?0 products$/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(again.location()).toBe('/search?q=kitchen'));
  });
});

describe('brand, rating and discount filters with counts', () => {
  it('narrows a category by brand, rating and discount, each option counted, in the URL', async () => {
    const app = renderApp('/category/6');
    await screen.findByRole('heading', { level: 1, name: 'Phones & Tablets' });
    // Wide screen: the filters are open beside the products; the brands come with their counts.
    const brands = await brandFilters();
    const samsung = await within(brands).findByRole('checkbox', { name: /^Samsung,\s?2 products$/ });
    expect(within(brands).getByRole('checkbox', { name: /^Apple,\s?3 products$/ })).toBeTruthy();

    fireEvent.click(samsung);
    await waitFor(() => expect(app.location()).toBe('/category/6?brand=Samsung'));
    await waitFor(() =>
      expect(productNames('Products').sort()).toEqual(['Samsung Galaxy A15 128GB', 'Samsung Galaxy Tab A9']),
    );
    expect(await lastFilterBody()).toMatchObject({ categoryId: 6, brands: ['Samsung'] });
    // The other brands keep their counts (a facet's own choice is not counted against it): a second one adds.
    fireEvent.click(within(brands).getByRole('checkbox', { name: /^Apple,\s?3 products$/ }));
    await waitFor(() => expect(app.location()).toBe('/category/6?brand=Samsung&brand=Apple'));
    await waitFor(() => expect(productNames('Products')).toHaveLength(5));
    expect(screen.getByText('Filters (in use)')).toBeTruthy();

    // A discount level: its count is of the chosen brands' products; the list follows it.
    const discount = screen.getByRole('group', { name: 'Discount' });
    const tenOff = within(discount).getByRole('radio', { name: /^10% off or more,\s?\d+ products?$/ });
    const expected = Number(
      tenOff.getAttribute('aria-label') ??
        tenOff.closest('label')?.textContent?.match(/(\d+) products?$/)?.[1],
    );
    fireEvent.click(tenOff);
    await waitFor(() => expect(app.location()).toContain('off=10'));
    await waitFor(() => expect(productNames('Products')).toHaveLength(expected));
    expect(await lastFilterBody()).toMatchObject({ brands: ['Samsung', 'Apple'], minDiscount: 10 });

    // Nothing matches: say so, and clear every filter at once.
    const rating = screen.getByRole('group', { name: 'Customer rating' });
    expect(within(rating).getByRole('radio', { name: 'Any' })).toHaveProperty('checked', true);
    cleanup();
    const again = renderApp('/category/6?brand=NoSuchBrand');
    await screen.findByRole('heading', { name: 'No products match your filters' }, { timeout: 15000 });
    await brandFilters();
    // The brand in force shows (with none), so it can be taken off.
    expect(await screen.findByRole('checkbox', { name: /^NoSuchBrand,\s?0 products$/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(again.location()).toBe('/category/6'));
  });

  it('filters search results by brand, with the term’s counts', async () => {
    const app = renderApp('/search?q=power%20bank');
    await screen.findByRole('heading', { level: 1, name: 'Results for “power bank”' });
    const brands = await brandFilters();
    fireEvent.click(await within(brands).findByRole('checkbox', { name: /^Anker,\s?1 product$/ }));
    await waitFor(() => expect(app.location()).toBe('/search?q=power+bank&brand=Anker'));
    await waitFor(() => expect(productNames('Results')).toEqual(['Anker 10000mAh Power Bank']));
    expect(await lastFilterBody()).toMatchObject({ search: 'power bank', brands: ['Anker'] });
  });
});
