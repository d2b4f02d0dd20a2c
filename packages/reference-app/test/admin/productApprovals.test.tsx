// The admin's product approvals through the app's routes, against a fresh sandbox per test: the waiting
// list (12 a page from offset 0), search and the merchant filter going to the server, the detail, one
// approval and a bulk approval (each confirmed first, each result reported, failures with the spec's
// message), and the accounts that may not approve.

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { ADMIN_PRODUCT_PAGE_SIZE } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { fieldError, press, type } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { renderRoutes, sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

const PATH = '/admin/approvals/products';

interface ProductRow {
  id: number;
  name: string;
  storeId?: number;
  approvalStatus?: string;
  deleted?: boolean;
}
interface StoreRow {
  id: number;
  storeName: string;
}

/** A table of the sandbox's state, read as rows of the fields these tests look at. */
function rowsOf<Row>(name: 'products' | 'stores'): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(name).all();
}

/** The waiting products of the table once it has loaded. */
async function waitingTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: /Products waiting for approval/ });
  await waitFor(() => expect(within(table).queryAllByRole('checkbox').length).toBeGreaterThan(1));
  return table;
}

/** The pending products the sandbox holds, newest first (the list's order). */
function pendingNames(): string[] {
  return rowsOf<ProductRow>('products')
    .filter((p) => !p.deleted && String(p.approvalStatus).toLowerCase() === 'pending')
    .map((p) => p.name);
}

/** Answers the open confirmation dialog with `label`. */
async function answer(label: string): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('product approvals', () => {
  it('lists the products waiting, 12 a page from offset 0, narrowed by store and by search', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const list = ctx.requests.find((r) => r.path.endsWith('/products/admin/getallproducts'));
    expect(list).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    // Only waiting products are shown, each with its approval status.
    for (const row of rows) expect(row.textContent).toMatch(/Pending/i);
    expect(rows.length).toBeLessThanOrEqual(ADMIN_PRODUCT_PAGE_SIZE);

    // The store filter goes to the server (storeId): only that store's waiting products remain.
    const firstName = within(rows[0] as HTMLElement).getAllByRole('link')[0]?.textContent ?? '';
    const storeId = rowsOf<ProductRow>('products').find((p) => p.name === firstName)?.storeId;
    const store = rowsOf<StoreRow>('stores').find((s) => s.id === storeId);
    expect(store).toBeTruthy();
    const storeSelect = screen.getByRole('combobox', { name: 'Store' }) as HTMLSelectElement;
    await waitFor(() => expect(storeSelect.options.length).toBeGreaterThan(1));
    fireEvent.change(storeSelect, { target: { value: String(store?.id) } });
    const expected = rowsOf<ProductRow>('products')
      .filter(
        (p) => !p.deleted && p.storeId === store?.id && String(p.approvalStatus).toLowerCase() === 'pending',
      )
      .map((p) => p.name)
      .sort();
    await waitFor(() => {
      const shown = within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((a) => a.textContent ?? '');
      expect(shown.sort()).toEqual(expected);
    });

    // The search goes to the server too: one product by its name.
    const name = expected[0] ?? '';
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: name } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([name]),
    );
  });

  it('narrows the list to one merchant', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const firstName = within(table).getAllByRole('link')[0]?.textContent ?? '';
    const merchantId = rowsOf<ProductRow & { merchantId: number }>('products').find(
      (p) => p.name === firstName,
    )?.merchantId;
    const merchantSelect = screen.getByRole('combobox', { name: 'Merchant' }) as HTMLSelectElement;
    await waitFor(() => expect(merchantSelect.options.length).toBeGreaterThan(1));
    fireEvent.change(merchantSelect, { target: { value: String(merchantId) } });
    const expected = rowsOf<ProductRow & { merchantId: number }>('products')
      .filter(
        (p) =>
          !p.deleted && p.merchantId === merchantId && String(p.approvalStatus).toLowerCase() === 'pending',
      )
      .map((p) => p.name)
      .sort();
    await waitFor(() => {
      const shown = within(screen.getByRole('table'))
        .getAllByRole('link')
        .map((a) => a.textContent ?? '');
      expect(shown.sort()).toEqual(expected);
    });
  });

  it('approves products selected under two searches together (the selection outlives the rows shown)', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const boxes = within(table).getAllByRole('checkbox');
    const firstName = boxes[1]?.closest('tr')?.querySelector('a')?.textContent ?? '';
    const secondName = boxes[3]?.closest('tr')?.querySelector('a')?.textContent ?? '';
    fireEvent.click(boxes[1] as HTMLElement);
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: secondName } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([secondName]),
    );
    fireEvent.click(within(screen.getByRole('table')).getAllByRole('checkbox')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await answer('Approve');
    const report = await screen.findByRole('region', { name: 'Approval results' });
    await waitFor(() => expect(report.textContent).toContain('2 of 2 approved'));
    expect(pendingNames()).not.toContain(firstName);
    expect(pendingNames()).not.toContain(secondName);
  });

  it('opens the detail and approves one product after confirming; cancelling sends nothing', async () => {
    const app = await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const first = within(table).getAllByRole('link')[0] as HTMLElement;
    const name = first.textContent ?? '';
    fireEvent.click(first);
    const detail = await screen.findByRole('region', { name });
    expect(app.location()).toMatch(/product=\d+/);
    await within(detail).findByText('Selling price');

    fireEvent.click(within(detail).getByRole('button', { name: 'Approve product' }));
    await answer('Cancel');
    expect(ctx.requests.some((r) => r.path.endsWith('/products/approve-product'))).toBe(false);

    fireEvent.click(within(detail).getByRole('button', { name: 'Approve product' }));
    await answer('Approve product');
    await within(detail).findByText('This product is approved and on sale.');
    expect(pendingNames()).not.toContain(name);
    // The approved product leaves the waiting list.
    await waitFor(() => expect(within(table).queryByRole('link', { name })).toBeNull());
  });

  it('rejects a product with the reason the merchant reads: none is refused beside the field', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const first = within(table).getAllByRole('link')[0] as HTMLElement;
    const name = first.textContent ?? '';
    fireEvent.click(first);
    const detail = await screen.findByRole('region', { name });
    await within(detail).findByText('Selling price');

    fireEvent.click(within(detail).getByRole('button', { name: 'Reject product' }));
    const form = await within(detail).findByRole('form', { name: `Reject ${name}` });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject product' }));
    await waitFor(() => expect(fieldError('Reason')).toBeTruthy());
    expect(ctx.requests.some((r) => r.path.endsWith('/products/reject-product'))).toBe(false);

    const reason = 'The photos show another brand’s logo; upload photos of what you sell.';
    type('Reason', reason);
    fireEvent.click(within(form).getByRole('button', { name: 'Reject product' }));
    await within(detail).findByText(reason);
    expect(within(detail).getByText('Rejected')).toBeTruthy();
    await waitFor(() => expect(within(detail).queryByRole('form')).toBeNull());
    // It leaves the waiting list and may still be approved; it is not rejected twice.
    await waitFor(() => expect(within(table).queryByRole('link', { name })).toBeNull());
    expect(within(detail).getByRole('button', { name: 'Approve product' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Reject product' })).toBeNull();
    const stored = rowsOf<ProductRow & { rejectionReason?: string }>('products').find((p) => p.name === name);
    expect(stored).toMatchObject({ approvalStatus: 'rejected', rejectionReason: reason });
    // The product's own timeline takes the rejection without a reload: what, who (name and role), when.
    const timeline = await within(detail).findByRole('list', { name: 'Product activity' });
    const entry = (await within(timeline).findByText(`Rejected the product: ${reason}`)).closest('li');
    expect(entry?.textContent).toMatch(/, by Ifeoma Obi \(Admin\)$/);
    expect(entry?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('approves several at once after one confirmation and reports each result', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const boxes = within(table).getAllByRole('checkbox').slice(1, 3);
    const names = boxes.map((b) => b.closest('tr')?.querySelector('a')?.textContent ?? '');
    for (const box of boxes) fireEvent.click(box);
    const original = pendingNames();
    expect(original).toEqual(expect.arrayContaining(names));

    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await answer('Approve');
    const report = await screen.findByRole('region', { name: 'Approval results' });
    await waitFor(() => expect(report.textContent).toContain('2 of 2 approved'));
    for (const n of names) expect(report.textContent).toContain(`${n}: approved`);
    const calls = ctx.requests.filter((r) => r.path.endsWith('/products/approve-product')).length;
    expect(calls).toBe(2);
    expect(pendingNames()).not.toEqual(expect.arrayContaining(names));
  });

  it('approves every product matching the filter, beyond the page, after one confirmation', async () => {
    // 20 waiting: the 8 of the seed and 12 more, so the list has two pages.
    const products = (
      ctx.sandbox.db as unknown as {
        table(name: string): { all(): ProductRow[]; update(id: number, patch: object): unknown };
      }
    ).table('products');
    for (const p of products
      .all()
      .filter((row) => row.approvalStatus === 'approved')
      .slice(0, 12)) {
      products.update(p.id, { approvalStatus: 'pending' });
    }
    const waiting = pendingNames();
    expect(waiting).toHaveLength(20);
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    expect(screen.queryByRole('button', { name: /Select all \d+ matching/ })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: /Select all rows on this page/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 20 matching the filter' }));
    expect(screen.getByText('All 20 matching selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Approve 20 products?' })).toBeTruthy();
    expect(dialog.textContent).toContain('and 15 more will be on sale');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const report = await screen.findByRole('region', { name: 'Approval results' });
    await waitFor(() => expect(report.textContent).toContain('20 of 20 approved'));
    expect(pendingNames()).toEqual([]);
    expect(ctx.requests.filter((r) => r.path.endsWith('/products/approve-product'))).toHaveLength(20);
    // The choice is gone with the run: nothing stays selected.
    expect(screen.queryByText(/matching selected/)).toBeNull();
  });

  it('rejects the selected products (the whole page) with one reason the merchants read: one call per product', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const waiting = pendingNames();
    expect(waiting.length).toBeGreaterThan(1);
    fireEvent.click(within(table).getByRole('checkbox', { name: /Select all rows on this page/ }));
    // All on one page: every waiting product is ticked.
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const form = await screen.findByRole('form', { name: `Reject ${waiting.length} products` });
    const rejections = () => ctx.requests.filter((r) => r.path.endsWith('/products/reject-product'));
    const reason = 'The photos show another brand’s logo; upload photos of what you sell.';
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: reason } });
    expect(rejections()).toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    const report = await screen.findByRole('region', { name: 'Rejection results' });
    await waitFor(() =>
      expect(report.textContent).toContain(`${waiting.length} of ${waiting.length} rejected`),
    );
    expect(rejections()).toHaveLength(waiting.length);
    const stored = rowsOf<ProductRow & { rejectionReason?: string }>('products').filter((p) =>
      waiting.includes(p.name),
    );
    expect(stored.every((p) => p.approvalStatus === 'rejected' && p.rejectionReason === reason)).toBe(true);
  });

  it('reports a failed approval with the message of the spec and keeps that product selected', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await waitingTable();
    const box = within(table).getAllByRole('checkbox')[1] as HTMLElement;
    const name = box.closest('tr')?.querySelector('a')?.textContent ?? '';
    fireEvent.click(box);
    // A failure without a message of the server: the user reads the spec's fallback for this call.
    ctx.sandbox.faults.set('approveProduct', { status: 500, message: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await answer('Approve');
    const report = await screen.findByRole('region', { name: 'Approval results' });
    await waitFor(() => expect(report.textContent).toContain('0 of 1 approved, 1 not approved'));
    expect(report.textContent).toContain(`${name}: not approved.`);
    expect(report.textContent).toContain('Could not approve product. Try again later.');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(pendingNames()).toContain(name);

    // Tried again once the server is back: only the failed one is sent, and it is approved.
    ctx.sandbox.faults.clear();
    const before = ctx.requests.filter((r) => r.path.includes('approve')).length;
    fireEvent.click(within(report).getByRole('button', { name: 'Try again for the one not approved' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Approval results' }).textContent).toContain(
        '1 of 1 approved',
      ),
    );
    expect(ctx.requests.filter((r) => r.path.includes('approve')).length).toBe(before + 1);
    await waitFor(() => expect(pendingNames()).not.toContain(name));
  });

  it('shows the error of a failed list with a way to try again', async () => {
    ctx.requests.length = 0;
    const app = renderRoutes({ path: '/admin/login', routes });
    await screen.findByLabelText('Email address');
    type('Email address', 'admin@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin'));
    ctx.sandbox.faults.set('getAdminProducts', { status: 500, message: 'Catalogue down' });
    await app.router.navigate(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Product approvals' });
    const region = (await screen.findByText('Catalogue down')).closest('.data-table__state') as HTMLElement;
    expect(region).toBeTruthy();
    ctx.sandbox.faults.clear();
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitingTable();
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt(PATH, 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Product approvals' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.endsWith('/products/admin/getallproducts'))).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Admin workspace' });
    expect(within(nav).queryByRole('link', { name: 'Product approvals' })).toBeNull();
  });
});
