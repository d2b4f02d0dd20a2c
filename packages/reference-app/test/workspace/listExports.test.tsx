// The exports of the workspace lists through the app's routes, against a fresh sandbox per test: "Export
// all N" writes every row the list's search and filters match, across all its pages (not the page on
// screen), in a CSV with plain values; the orders (merchant and admin), products (merchant and admin)
// and returns lists.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads, csvRows } from '../support/catchDownloads';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface Row {
  id: number;
  status?: string;
  storeId?: number;
  merchantId?: number;
  approvalStatus?: string;
}

function rowsOf(table: string): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(table).all();
}

/** Presses "Export all N" once the list counted its rows, and gives N and the file's rows. */
async function exportAll(blobs: Blob[]): Promise<{ count: number; header: string[]; rows: string[][] }> {
  const button = await screen.findByRole('button', { name: /^Export all \d+$/ });
  const count = Number(button.textContent?.replace(/\D/g, ''));
  fireEvent.click(button);
  // The first export loads the CSV module (papaparse), which a busy machine takes seconds to transform.
  expect(await screen.findByText(`Exported ${count} ${count === 1 ? 'row' : 'rows'}`)).toBeTruthy();
  const [header = [], ...rows] = await csvRows(blobs.at(-1));
  return { count, header, rows };
}

const column = (header: string[], name: string) => {
  const at = header.indexOf(name);
  if (at < 0) throw new Error(`no ${name} column in ${header.join(',')}`);
  return at;
};

describe('list exports', () => {
  it("exports every delivered order of the marketplace, across the list's pages", async () => {
    const blobs = catchDownloads();
    const delivered = rowsOf('orders').filter((o) => o.status === 'delivered');
    expect(delivered.length).toBeGreaterThan(12);
    await signInAt('/admin/orders?f.status=delivered', 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Every order of the marketplace/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    const { count, header, rows } = await exportAll(blobs);
    expect(count).toBe(delivered.length);
    expect(rows).toHaveLength(delivered.length);
    expect(header).toEqual(['Order', 'Store', 'Customer', 'Status', 'Assigned to', 'Total', 'Placed']);
    expect(rows.every((row) => row[column(header, 'Status')] === 'Delivered')).toBe(true);
    // Each order once: the pages follow one another without a gap or an overlap.
    expect(new Set(rows.map((row) => row[0])).size).toBe(delivered.length);
    expect(rows.every((row) => /^\d+(\.\d+)?$/.test(row[column(header, 'Total')] ?? ''))).toBe(true);
  });

  it("exports the store's orders of the status chosen, and all of them without it", async () => {
    const blobs = catchDownloads();
    await signInAt('/merchant/orders', 'merchant@demo.test');
    await screen.findByRole('table', { name: /Your store's orders/ });
    const all = await exportAll(blobs);
    expect(all.rows).toHaveLength(all.count);
    const statuses = all.rows.map((row) => row[column(all.header, 'Status')]);
    const delivered = statuses.filter((s) => s === 'Delivered').length;
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThan(all.count);
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].some((o) => o.text === 'Delivered')).toBe(true));
    const value = [...select.options].find((o) => o.text === 'Delivered')?.value ?? '';
    fireEvent.change(select, { target: { value } });
    await screen.findByRole('button', { name: `Export all ${delivered}` });
    const chosen = await exportAll(blobs);
    expect(chosen.rows).toHaveLength(delivered);
    expect(chosen.rows.every((row) => row[column(chosen.header, 'Status')] === 'Delivered')).toBe(true);
  });

  it("exports the store's products that the approval filter keeps, with their stock and prices", async () => {
    const blobs = catchDownloads();
    await signInAt('/merchant/products?f.approvalStatus=approved', 'merchant@demo.test');
    await screen.findByRole('table', { name: "Your store's products" });
    const { count, header, rows } = await exportAll(blobs);
    expect(rows).toHaveLength(count);
    expect(count).toBeGreaterThan(0);
    expect(rows.every((row) => row[column(header, 'Approval')] === 'Approved')).toBe(true);
    for (const name of ['Id', 'Product', 'SKU', 'Stock', 'Stock alert', 'Price', 'Selling price'])
      expect(header).toContain(name);
    const ids = rows.map((row) => Number(row[column(header, 'Id')]));
    const own = rowsOf('products').filter((p) => ids.includes(p.id));
    expect(own).toHaveLength(count);
    expect(own.every((p) => p.approvalStatus === 'approved')).toBe(true);
  });

  it("exports every product of the store the admin chose, not only the page's", async () => {
    const blobs = catchDownloads();
    const products = rowsOf('products');
    const counts = new Map<number, number>();
    for (const p of products) counts.set(p.storeId ?? 0, (counts.get(p.storeId ?? 0) ?? 0) + 1);
    const [storeId, inStore] = [...counts].sort((a, b) => b[1] - a[1])[0] as [number, number];
    expect(inStore).toBeGreaterThan(1);
    await signInAt(`/admin/products?f.storeId=${storeId}&size=12`, 'admin@demo.test');
    await screen.findByRole('table', { name: /^Products of / });
    const { count, header, rows } = await exportAll(blobs);
    expect(count).toBe(inStore);
    const ids = rows.map((row) => Number(row[column(header, 'Id')])).sort((a, b) => a - b);
    expect(ids).toEqual(
      products
        .filter((p) => p.storeId === storeId)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
  });

  it('exports the returns of the status chosen', async () => {
    const blobs = catchDownloads();
    await signInAt('/admin/returns', 'admin@demo.test');
    await screen.findByRole('table', { name: 'Every return, newest first' });
    const all = await exportAll(blobs);
    expect(all.rows).toHaveLength(all.count);
    expect(all.count).toBe(rowsOf('returns').length);
    const first = all.rows[0]?.[column(all.header, 'Status')] as string;
    const same = all.rows.filter((row) => row[column(all.header, 'Status')] === first).length;
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    const value = [...select.options].find((o) => o.text === first)?.value ?? '';
    fireEvent.change(select, { target: { value } });
    await screen.findByRole('button', { name: `Export all ${same}` });
    const chosen = await exportAll(blobs);
    expect(chosen.rows).toHaveLength(same);
    expect(chosen.rows.every((row) => row[column(chosen.header, 'Status')] === first)).toBe(true);
  });
});
