import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerCartCount, renderApp, setupSandbox } from './support';

setupSandbox();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The header's cart count element (a new one after each change, which replays its animation). */
function countElement(): Element | null {
  return screen.getByRole('navigation', { name: 'Account' }).querySelector('.site-header__cart-count');
}

describe('the confirmation of an add to cart', () => {
  it('opens the cart drawer from a card, with the product, the cart’s count and subtotal', async () => {
    const app = renderApp('/search?q=rice');
    const add = await screen.findByRole('button', { name: 'Add to cart: Ofada Rice 5kg' });
    const before = countElement();
    add.focus();
    fireEvent.click(add);

    const drawer = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(within(drawer).getByText('Added 1 × Ofada Rice 5kg to your cart.')).toBeTruthy();
    expect(within(drawer).getByText('Your cart: 1 item, subtotal ₦12,500.00')).toBeTruthy();
    // The drawer takes the focus, so the shopper (and a screen reader) is told where they look.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(drawer).getByRole('heading', { name: 'Added to your cart' }),
      ),
    );
    // The header's count changed, as a new element: its bump plays again.
    expect(headerCartCount()).toBe('1');
    expect(countElement()).not.toBe(before);

    // Continue shopping closes it and gives the focus back to the button.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(add);

    // A second add opens it again; Escape closes it; the cart link leads to the cart.
    fireEvent.click(add);
    const again = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(within(again).getByText('Your cart: 2 items, subtotal ₦25,000.00')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(add);
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'View cart and check out' }),
    );
    await waitFor(() => expect(app.location()).toBe('/cart'));
    // The cart's line links back to its product.
    const line = await screen.findByRole('article', { name: 'Ofada Rice 5kg' });
    expect(within(line).getByRole('link', { name: 'Ofada Rice 5kg' }).getAttribute('href')).toBe(
      '/product/49',
    );
  });

  it('names the chosen options in the drawer on the product page', async () => {
    renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Ankara Print Midi Dress' });
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Orange' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(
      within(drawer).getByText('Added 1 × Ankara Print Midi Dress (M, Orange) to your cart.'),
    ).toBeTruthy();
  });
});

describe('the sticky buy bar on phones', () => {
  it('appears once the page’s own button is out of view, and adds to the cart', async () => {
    // The page's button scrolled out of view (jsdom has no layout: the observer says so).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: false }]);
        }
        disconnect() {}
      },
    );
    renderApp('/product/49');
    const bar = await screen.findByRole('region', { name: 'Quick buy' });
    expect(within(bar).getByText('₦12,500.00')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeTruthy();
    await waitFor(() => expect(headerCartCount()).toBe('1'));
  });

  it('is not there while the page’s own button is in view', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    renderApp('/product/49');
    await screen.findByRole('heading', { level: 1, name: 'Ofada Rice 5kg' });
    expect(screen.queryByRole('region', { name: 'Quick buy' })).toBeNull();
  });
});

describe('variant pictures', () => {
  it('shows the chosen colour’s picture', async () => {
    renderApp('/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Ankara Print Midi Dress' });
    const main = () => document.querySelector('.gallery__main')?.getAttribute('src') ?? '';
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    await waitFor(() => expect(main()).toMatch(/~1\.svg$/));
    fireEvent.click(screen.getByRole('radio', { name: 'Orange' }));
    await waitFor(() => expect(main()).toMatch(/~2\.svg$/));
    // The thumbnails follow: the colour's picture is the pressed one.
    const pressed = within(screen.getByRole('list', { name: 'Pictures' })).getByRole('button', {
      pressed: true,
    });
    expect(pressed.getAttribute('aria-label')).toMatch(/^Show picture 2 of/);
  });
});
