// The home page's "Top stores" (getTopMerchantsProducts): each store linking to its page with a few of
// its products, and the section's own error state with the contract's message, retried on its own.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOP_STORE_PRODUCTS } from '../../src/roles/storefront/TopStores';
import { homeSectionsIn, renderApp, section, setupSandbox } from './support';

const ctx = setupSandbox();

describe('TopStores', () => {
  it('lists the top stores, each linking to its page, with a few of its products', async () => {
    renderApp('/');
    await homeSectionsIn();
    await screen.findByRole('region', { name: 'Top stores' });
    const stores = await within(section('Top stores')).findAllByRole('heading', { level: 3 });
    expect(stores.length).toBeGreaterThan(0);
    for (const heading of stores) {
      const store = heading.closest('li') as HTMLElement;
      const link = within(heading).getByRole('link');
      expect(link.getAttribute('href')).toMatch(/^\/store\/\d+$/);
      expect(
        within(store)
          .getByRole('link', { name: `Visit ${link.textContent}` })
          .getAttribute('href'),
      ).toBe(link.getAttribute('href'));
      const cards = within(store).queryAllByRole('article');
      expect(cards.length).toBeLessThanOrEqual(TOP_STORE_PRODUCTS);
      for (const card of cards)
        expect(within(card).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/product\/\d+$/);
    }
    expect(within(section('Top stores')).queryAllByRole('article').length).toBeGreaterThan(0);
  });

  it("shows the contract's message when the stores cannot be loaded, and tries again", async () => {
    ctx.sandbox.faults.set('getTopMerchantsProducts', { malformed: true, times: 1 });
    renderApp('/');
    await homeSectionsIn();
    const region = await screen.findByRole('region', { name: 'Top stores' });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Could not get products right now. Try again later.');
    // The rest of the page is untouched.
    expect(
      await within(section('Daily deals')).findByRole('link', { name: 'Chiffon Peplum Blouse' }),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await within(region).findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});
