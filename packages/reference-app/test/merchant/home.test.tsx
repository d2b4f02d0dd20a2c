// The merchant's dashboard against a fresh sandbox: each figure (sales today and this month, orders to
// process, products low on stock, returns waiting, onboarding) leads to its screen; the low-stock products
// are named and lead to the product; a failing card says why while the others stay.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

/** The figure of the card linked as `name`, once loaded. */
async function figure(name: string): Promise<string> {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('.stat-card') as HTMLElement;
  await waitFor(() => expect(card.getAttribute('aria-busy')).toBeNull());
  return card.textContent ?? '';
}

describe('MerchantHomeScreen', () => {
  it('leads from each figure to its screen', async () => {
    await signInAt('/merchant', 'merchant@demo.test');
    const links: [string, string][] = [
      ["Today's sales", '/merchant/reports?period=today'],
      ["This month's sales", '/merchant/reports?period=thisMonth'],
      ['Orders to process', '/merchant/orders'],
      ['Products and variants low on stock', '/merchant/products?f.lowStock=true'],
      ['Returns waiting for a decision', '/merchant/returns?status=pending'],
      ['Onboarding completion', '/merchant/onboarding'],
    ];
    for (const [name, href] of links) {
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(href);
    }
    expect(await figure('Onboarding completion')).toMatch(/\d+%/);
    // The sandbox's tables are not typed for tests: rows are read as plain records.
    const db = ctx.sandbox.db as unknown as { table(name: string): { all(): Record<string, unknown>[] } };
    const merchant = db
      .table('users')
      .all()
      .find((u) => u.email === 'merchant@demo.test');
    const pending = db
      .table('returns')
      .all()
      .filter((r) => r.merchantId === merchant?.id && r.status === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(await figure('Returns waiting for a decision')).toContain(String(pending));
  });

  it('counts and names the products at or under their stock alert, leading to the product', async () => {
    const app = await signInAt('/merchant', 'merchant@demo.test');
    expect(await figure('Products and variants low on stock')).toMatch(/[1-9]/);
    // Each of its variants at or under the alert is named (the product has no stock of its own to count).
    const [agbada] = await screen.findAllByRole('link', { name: /^Agbada Three-Piece Set/ });
    if (!agbada) throw new Error('Agbada is not named');
    expect(agbada.closest('li')?.textContent).toContain('0 left (alert at 5)');
    fireEvent.click(agbada);
    await waitFor(() => expect(app.location()).toBe('/merchant/products?f.lowStock=true&q=ADA-FAS-0006'));
    const table = await screen.findByRole('table', { name: "Your store's products" });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Agbada Three-Piece Set')).toBeTruthy();
  });

  it('keeps the other cards when the products cannot be loaded, with the message on the stock card', async () => {
    ctx.sandbox.faults.set('getMerchantProducts', { status: 500, message: 'Stock is unavailable' });
    await signInAt('/merchant', 'merchant@demo.test');
    expect(await screen.findByText('Stock is unavailable')).toBeTruthy();
    expect(await figure('Orders to process')).toMatch(/\d/);
    expect(screen.queryByText('No product is low on stock.')).toBeNull();
  });
});
