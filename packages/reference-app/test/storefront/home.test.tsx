import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerCartCount, homeSectionsIn, renderApp, section, setupSandbox, table } from './support';

const ctx = setupSandbox();

describe('HomeScreen', () => {
  it('renders every section from the seeded marketplace', async () => {
    renderApp('/');
    await homeSectionsIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop stores across Nigeria' })).toBeTruthy();

    // Top categories: the flagged ones, each a link to its category page.
    const top = await screen.findByRole('region', { name: 'Top categories' });
    const fashion = await within(top).findByRole('link', { name: 'Fashion' });
    expect(fashion.getAttribute('href')).toBe('/category/1');

    // Shelves filled by the seed: product cards linking to their pages.
    const deals = section('Super deals');
    const rice = await within(deals).findByRole('link', { name: 'Ofada Rice 5kg' });
    expect(rice.getAttribute('href')).toBe('/product/49');
    expect(
      await within(section('Super discounted offers')).findByRole('link', { name: 'Slim Fit Oxford Shirt' }),
    ).toBeTruthy();
    expect(
      await within(section('Daily deals')).findByRole('link', { name: 'Chiffon Peplum Blouse' }),
    ).toBeTruthy();
    expect(
      await within(section('Promotions')).findByRole('link', { name: 'Hisense 43 Inch Smart TV' }),
    ).toBeTruthy();

    // Official outlets link to their stores; featured collections show their products.
    const outlets = section('Official outlets');
    const outlet = await within(outlets).findByRole('link', { name: 'Naija Gadgets Hub' });
    expect(outlet.getAttribute('href')).toBe('/store/2');
    const collections = section('Featured collections');
    expect(await within(collections).findByRole('heading', { name: 'Back to School Tech' })).toBeTruthy();
    expect(await within(collections).findByRole('link', { name: 'Samsung Galaxy Tab A9' })).toBeTruthy();

    // Random picks, grouped by category.
    const picks = section('Picked for you');
    expect(await within(picks).findByRole('heading', { level: 3, name: 'Groceries' })).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows a failing section’s error while the others render, and retries it', async () => {
    ctx.sandbox.faults.set('getSuperDeals', { status: 503, message: 'Deals are resting', times: 1 });
    renderApp('/');
    await homeSectionsIn();

    const deals = await screen.findByRole('region', { name: 'Super deals' });
    const alert = await within(deals).findByRole('alert');
    expect(alert.textContent).toContain('Deals are resting');
    // The rest of the page is untouched.
    expect(
      await within(section('Daily deals')).findByRole('link', { name: 'Chiffon Peplum Blouse' }),
    ).toBeTruthy();
    expect(await within(section('Top categories')).findByRole('link', { name: 'Groceries' })).toBeTruthy();
    expect(within(section('Daily deals')).queryByRole('alert')).toBeNull();

    // The fault was for one call: "Try again" brings the shelf back.
    fireEvent.click(within(deals).getByRole('button', { name: 'Try again' }));
    expect(await within(deals).findByRole('link', { name: 'Ofada Rice 5kg' })).toBeTruthy();
    expect(within(deals).queryByRole('alert')).toBeNull();
  });

  it('shows a section’s empty state when its call answers nothing', async () => {
    const promotions = table(ctx.sandbox, 'promotions');
    for (const promotion of promotions.all()) promotions.delete(promotion.id as number);
    renderApp('/');
    await homeSectionsIn();
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(await within(region).findByText('No promotions running.')).toBeTruthy();
  });

  it('adds a product without variants to the cart from its card', async () => {
    renderApp('/');
    await homeSectionsIn();
    const deals = await screen.findByRole('region', { name: 'Super deals' });
    await within(deals).findByRole('link', { name: 'Ofada Rice 5kg' });
    expect(headerCartCount()).toBe('0');
    // Cards of products with variants link to their page instead of adding.
    expect(within(deals).queryByRole('button', { name: 'Add to cart: Ankara Print Midi Dress' })).toBeNull();

    fireEvent.click(within(deals).getByRole('button', { name: 'Add to cart: Ofada Rice 5kg' }));
    await waitFor(() => expect(headerCartCount()).toBe('1'));
    // The count changes with the cart; the card's message follows on its own render.
    expect(await within(deals).findByText(/Added 1 × Ofada Rice 5kg to your cart\./)).toBeTruthy();
  });
});
