// The admin's products through the app's routes, against a fresh sandbox per test: the list narrowed to
// a store on the server, a product added to a store (a missing field named, what was typed kept), and
// an account without the right kept from the form.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

interface Row {
  id: number;
  [field: string]: unknown;
}

function rows(table: string): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(table).all();
}

function fill(form: HTMLElement, label: RegExp, value: string): void {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

/** Picks the first real choice of the select labelled `label` once it has one. */
async function pickFirst(form: HTMLElement, label: RegExp): Promise<void> {
  const select = within(form).getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
  fireEvent.change(select, { target: { value: (select.options[1] as HTMLOptionElement).value } });
}

describe('admin products', () => {
  it("narrows the list to one store's products on the server", async () => {
    const store = rows('stores').find(
      (s) => s.firstApproval && rows('products').some((p) => p.storeId === s.id && !p.deleted),
    ) as Row;
    await signInAt('/admin/products', 'admin@demo.test');
    await screen.findByRole('table', { name: 'Products of every store' });
    const select = (await screen.findByLabelText('Store')) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].some((o) => o.value === String(store.id))).toBe(true));
    fireEvent.change(select, { target: { value: String(store.id) } });
    const table = await screen.findByRole('table', { name: `Products of ${String(store.storeName)}` });
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.endsWith('/getallproducts') && r.method === 'GET')).toBe(true),
    );
    const names = new Set(
      rows('products')
        .filter((p) => p.storeId === store.id)
        .map((p) => p.name),
    );
    await waitFor(() => {
      const cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td, th')?.textContent);
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) expect(names.has(cell)).toBe(true);
    });
  });

  it('adds a product to a store; a missing price is named and the values stay', async () => {
    await signInAt('/admin/products', 'admin@demo.test');
    fireEvent.click(await screen.findByRole('link', { name: 'Add product' }));
    const form = await screen.findByRole('form', { name: 'New product' });
    await pickFirst(form, /^Store/);
    fill(form, /^Name/, 'Adire throw pillow');
    fill(form, /^Description/, 'Hand-dyed in Abeokuta.\n\nCover only.');
    await pickFirst(form, /^Category/);
    await pickFirst(form, /^Sub-category/);
    await pickFirst(form, /^Child category/);
    fill(form, /^Regular price/, '9000');
    fill(form, /^SKU/, 'ADR-PIL');
    // Two sizes make two variant rows; the product's stock is theirs added up.
    fireEvent.click(within(form).getByRole('button', { name: 'Add sizes' }));
    for (const size of ['S', 'M']) {
      fill(form, /^New size/, size);
      fireEvent.click(within(form).getByRole('button', { name: 'Add size' }));
    }
    const variants = await within(form).findByRole('table', { name: '2 variants' });
    fireEvent.change(within(variants).getByLabelText('Stock of S'), { target: { value: '5' } });
    fireEvent.change(within(variants).getByLabelText('Stock of M'), { target: { value: '7' } });
    await waitFor(() =>
      expect((within(form).getByLabelText(/^Units in stock/) as HTMLInputElement).value).toBe('12'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    // Beside the field and in the summary.
    expect(await within(form).findAllByText('Selling price (₦) is required')).toHaveLength(2);
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Adire throw pillow');

    // A negative cost price is named on the cost price, not on the selling price.
    fill(form, /^Cost price/, '-50');
    fill(form, /^Selling price/, '7500');
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/^Cost price/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(
      within(form)
        .getByLabelText(/^Selling price/)
        .getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(rows('products').some((p) => p.name === 'Adire throw pillow')).toBe(false);

    fill(form, /^Cost price/, '5000');
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    await screen.findByRole('table', { name: 'Products of every store' });
    expect(rows('products').find((p) => p.name === 'Adire throw pillow')).toMatchObject({
      quantity: 12,
      description: ['Hand-dyed in Abeokuta.', 'Cover only.'],
      approvalStatus: 'approved',
    });
    expect(
      (
        rows('products').find((p) => p.name === 'Adire throw pillow')?.productVariant as {
          variant?: unknown[];
        }
      )?.variant,
    ).toHaveLength(2);
  });

  it('keeps a dispatcher out of the products and the form', async () => {
    await signInAt('/admin/products/new', 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open New product' }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin workspace' });
    expect(within(nav).queryByRole('link', { name: 'Products' })).toBeNull();
  });
});
