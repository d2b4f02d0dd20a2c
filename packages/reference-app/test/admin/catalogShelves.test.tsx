// The admin's promotions, official outlets and featured collections through the app's routes, against a
// fresh sandbox per test: a product promoted after a search and a promotion stopped once confirmed, a
// store made an official outlet, a collection edited (its products by name), a new one without its banner
// refused beside the field, one deleted once confirmed, and a dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface Row {
  id: number;
  [field: string]: unknown;
}

function rows(table: string): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(table).all();
}

describe('admin catalog shelves', () => {
  it('promotes an approved product found by name, and stops a promotion once confirmed', async () => {
    const promoted = new Set(rows('promotions').map((p) => p.productId));
    const product = rows('products').find(
      (p) => !p.deleted && String(p.approvalStatus).toLowerCase() === 'approved' && !promoted.has(p.id),
    ) as Row;
    await signInAt('/admin/catalog/promotions', 'admin@demo.test');
    const table = await screen.findByRole('table', { name: 'Promoted products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Promote a product' }));
    const form = await screen.findByRole('form', { name: 'Promote a product' });
    fireEvent.change(within(form).getByLabelText('Search products by name'), {
      target: { value: String(product.name) },
    });
    fireEvent.click(await within(form).findByRole('button', { name: `Choose ${String(product.name)}` }));
    fireEvent.click(within(form).getByRole('button', { name: 'Promote product' }));
    await within(table).findByText(String(product.name));
    expect(rows('promotions').some((p) => p.productId === product.id)).toBe(true);

    const first = rows('promotions')[0] as Row;
    const before = rows('promotions').length;
    const stop = (
      await within(table).findAllByRole('button', { name: /^Stop promoting / })
    )[0] as HTMLElement;
    fireEvent.click(stop);
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows('promotions')).toHaveLength(before);
    fireEvent.click(stop);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop promotion' }));
    await waitFor(() => expect(rows('promotions')).toHaveLength(before - 1));
    expect(first).toBeTruthy();
  });

  it('makes an approved store an official outlet', async () => {
    await signInAt('/admin/catalog/outlets', 'admin@demo.test');
    const table = await screen.findByRole('table', { name: 'Official outlets' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add official outlet' }));
    const form = await screen.findByRole('form', { name: 'Add an official outlet' });
    const select = within(form).getByLabelText(/^Store/) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    const option = select.options[1] as HTMLOptionElement;
    fireEvent.change(select, { target: { value: option.value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add outlet' }));
    const storeName = String(rows('stores').find((s) => s.id === Number(option.value))?.storeName);
    await within(table).findByText(storeName);
    expect(rows('officialOutlets').some((o) => o.storeId === Number(option.value))).toBe(true);
  });

  it('edits a collection, refuses a new one without its banner, and deletes one once confirmed', async () => {
    const collection = rows('featuredCollections')[0] as Row;
    const productIds = collection.productIds as number[];
    await signInAt('/admin/catalog/collections', 'admin@demo.test');
    const table = await screen.findByRole('table', { name: 'Featured image collections' });
    fireEvent.click(await within(table).findByRole('button', { name: `Edit ${String(collection.title)}` }));
    const form = await screen.findByRole('form', { name: `Edit ${String(collection.title)}` });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Harmattan picks' } });
    const chosen = within(form).getByRole('list', { name: 'Products chosen' });
    const removes = within(chosen).getAllByRole('button', { name: /^Remove / });
    expect(removes).toHaveLength(productIds.length);
    fireEvent.click(removes[0] as HTMLElement);
    fireEvent.click(within(form).getByRole('button', { name: 'Save collection' }));
    await within(table).findByText('Harmattan picks');
    expect(rows('featuredCollections').find((c) => c.id === collection.id)).toMatchObject({
      title: 'Harmattan picks',
      productIds: productIds.slice(1),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const create = await screen.findByRole('form', { name: 'New featured collection' });
    fireEvent.change(within(create).getByLabelText(/^Title/), { target: { value: 'Back to school' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create collection' }));
    // The banner is required: the refusal shows beside it, and the title typed stays.
    const banner = within(create)
      .getByText('Banner image', { selector: 'label' })
      .closest('.kit-field') as HTMLElement;
    await within(banner).findByText('Banner image is required');
    expect(
      ctx.requests.some((r) => r.method === 'POST' && r.path.endsWith('/featuredImageCollections')),
    ).toBe(false);
    expect((within(create).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Back to school');

    const before = rows('featuredCollections').length;
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Harmattan picks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harmattan picks?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(rows('featuredCollections')).toHaveLength(before - 1));
    await waitFor(() => expect(within(table).queryByText('Harmattan picks')).toBeNull());
  });

  it('keeps a dispatcher out of the catalog', async () => {
    await signInAt('/admin/catalog/promotions', 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Promotions' }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin workspace' });
    expect(within(nav).queryByRole('link', { name: 'Featured collections' })).toBeNull();
    expect(ctx.requests.some((r) => r.path.includes('/promotions'))).toBe(false);
  });
});
