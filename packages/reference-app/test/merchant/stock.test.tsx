// Stock per variant through the app's routes, against a fresh sandbox per test: the dashboard counts the
// variant at 0 under its product's alert of 3 (the product holds more in all) and leads to the products
// list narrowed to low stock; a stock changed in the list shows in the product's stock history with who,
// and the history narrows to one variant; the product's timeline shows its latest 20 acts, then the rest on asking.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { press } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface Variant {
  sku?: string;
  size?: string;
  color?: string;
  quantity?: number;
}
interface ProductRow {
  id: number;
  name: string;
  merchantId: number;
  quantity: number;
  stockAlertUnits?: number;
  productVariant?: { variant?: Variant[] };
}
type Tables = {
  table(name: string): {
    all(): ProductRow[];
    update(id: number, patch: Partial<ProductRow>): void;
    find(p: (row: { email?: string; id: number }) => boolean): { id: number };
  };
};
const db = () => ctx.sandbox.db as unknown as Tables;

/** The demo merchant's products, none low but `low`, whose first variant is at 0 under an alert of 3. */
function oneLowVariant(): ProductRow {
  const merchant = db()
    .table('users')
    .find((u) => u.email === 'merchant@demo.test');
  const own = db()
    .table('products')
    .all()
    .filter((p) => p.merchantId === merchant.id);
  for (const p of own) {
    const variant = p.productVariant?.variant?.map((v) => ({ ...v, quantity: 20 }));
    db()
      .table('products')
      .update(p.id, {
        quantity: variant ? variant.length * 20 : 20,
        stockAlertUnits: 3,
        ...(variant ? { productVariant: { ...p.productVariant, variant } } : {}),
      });
  }
  const low = own.find((p) => (p.productVariant?.variant?.length ?? 0) > 1) as ProductRow;
  const variants = (low.productVariant?.variant ?? []).map((v, i) => ({ ...v, quantity: i === 0 ? 0 : 8 }));
  db()
    .table('products')
    .update(low.id, {
      quantity: variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0),
      productVariant: { ...low.productVariant, variant: variants },
    });
  return { ...low, productVariant: { variant: variants } };
}

describe('low stock per variant', () => {
  it('counts the variant at 0 under the alert of 3 and leads to the products low on stock', async () => {
    const low = oneLowVariant();
    const first = low.productVariant?.variant?.[0] as Variant;
    const app = await signInAt('/merchant', 'merchant@demo.test');
    const link = await screen.findByRole('link', { name: 'Products and variants low on stock' });
    const card = link.closest('.stat-card') as HTMLElement;
    await waitFor(() => expect(card.getAttribute('aria-busy')).toBeNull());
    expect(card.textContent).toContain('1');
    const variantName = [first.size, first.color].filter(Boolean).join(' / ');
    const named = await screen.findByRole('link', { name: `${low.name}, ${variantName}` });
    expect(named.closest('li')?.textContent).toBe(`${low.name}, ${variantName}: 0 left (alert at 3)`);
    fireEvent.click(link);
    await waitFor(() => expect(app.location()).toBe('/merchant/products?f.lowStock=true'));
    const table = await screen.findByRole('table', { name: "Your store's products" });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(low.name)).toBeTruthy();
    expect(within(table).getByText('Low stock')).toBeTruthy();
    expect((screen.getByLabelText('Stock') as HTMLSelectElement).value).toBe('true');
  });
});

describe('stock history', () => {
  it('shows a stock changed in the list in the product history, with who, and one variant on its own', async () => {
    await signInAt('/merchant/products', 'merchant@demo.test');
    const name = 'Ankara Print Midi Dress';
    fireEvent.click(await screen.findByRole('button', { name: `Update stock of ${name}` }));
    const stock = await screen.findByRole('form', { name: `Stock of ${name}` });
    const inputs = within(stock).getAllByRole('spinbutton');
    const first = inputs[0] as HTMLInputElement;
    // Saving the stock as it stands sends nothing (nothing would move) and says so.
    fireEvent.click(within(stock).getByRole('button', { name: 'Save stock' }));
    expect(within(stock).getByRole('alert').textContent).toBe(
      'The stock is as it was: change a number to save.',
    );
    expect(ctx.requests.some((r) => r.path.endsWith('/update-product-inventory'))).toBe(false);
    const units = Number(first.value) + 5;
    fireEvent.change(first, { target: { value: String(units) } });
    fireEvent.click(within(stock).getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Stock of/ })).toBeNull());

    press(`Edit ${name}`);
    const history = await screen.findByRole('table', { name: `Stock changes of ${name}` });
    await waitFor(() => expect(within(history).getAllByRole('row').length).toBeGreaterThan(1));
    const rows = within(history).getAllByRole('row').slice(1);
    const manual = rows.filter((row) => row.textContent?.includes('Changed by hand'));
    // The variant's 5 more and the product's total's, each with the merchant's name.
    expect(manual).toHaveLength(2);
    expect(manual.every((row) => /\(Merchant\)/.test(row.textContent ?? ''))).toBe(true);
    const variantRow = manual.find((row) => row.textContent?.includes(' / ')) as HTMLElement;
    const cells = within(variantRow).getAllByRole('cell');
    expect(cells[3]?.textContent).toBe('+5');
    expect(cells[4]?.textContent).toBe(String(units));
    const variantName = cells[1]?.textContent as string;

    const select = screen.getByLabelText('Variant') as HTMLSelectElement;
    const value = [...select.options].find((o) => o.text === variantName)?.value as string;
    fireEvent.change(select, { target: { value } });
    await waitFor(() => {
      const shown = within(history).getAllByRole('row').slice(1);
      expect(shown.every((row) => within(row).getAllByRole('cell')[1]?.textContent === variantName)).toBe(
        true,
      );
    });
    expect(
      ctx.requests.some((r) => r.path.endsWith('/stock-history') && r.search.includes('variantSku=')),
    ).toBe(true);
  });

  it("shows the product's timeline, the latest 20 acts first and the earlier ones on asking", async () => {
    const name = 'Ankara Print Midi Dress';
    const product = db()
      .table('products')
      .all()
      .find((p) => p.name === name) as ProductRow;
    // 23 acts on the product, a minute apart, by the store's owner (as the sandbox signs them).
    const log = (
      ctx.sandbox.db as unknown as { table(name: 'auditLog'): { insert(row: object): void } }
    ).table('auditLog');
    for (let i = 0; i < 23; i++) {
      log.insert({
        kind: 'stock',
        action: `Set the stock to ${i} (was ${i + 1})`,
        recordType: 'product',
        recordId: product.id,
        recordLabel: name,
        actor: { id: product.merchantId, name: 'Adaeze Nwankwo', role: 'merchant' },
        createdAt: new Date(Date.UTC(2026, 9, 30, 9, i)).toISOString(),
      });
    }
    await signInAt(`/merchant/products?product=${product.id}`, 'merchant@demo.test');
    const timeline = await screen.findByRole('list', { name: 'Product activity' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(20));
    // Oldest first: the latest 20 start at the fourth act.
    expect(within(timeline).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^Set the stock to 3 \(was 4\)/,
    );
    // The seed's own acts on the product (if any) are older still: at least these 3 wait.
    const more = screen.getByRole('button', { name: /^Show earlier entries \(\d+ more\)$/ });
    const waiting = Number(/\((\d+) more\)/.exec(more.textContent ?? '')?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(3);
    fireEvent.click(more);
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')).toHaveLength(20 + Math.min(20, waiting)),
    );
    expect(within(timeline).getByText('Set the stock to 0 (was 1)')).toBeTruthy();
  });
});
