// The admin's transactions through the app's routes, against a fresh sandbox per test: the list and its
// server search, one payment's detail, the CSV export of every matching payment (reference quoted), the
// list's error and retry, and a dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '../support/catchDownloads';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

const PATH = '/admin/money/transactions';

interface TransactionRow {
  id: number;
  reference: string;
  customerName?: string;
  orderName?: string;
  orderItems?: { productName?: string; storeName?: string }[];
}

/** Adds copies of the first payment under new references, so the list runs past one export page. */
function addTransactions(count: number): void {
  const table = (
    ctx.sandbox.db as unknown as {
      table(name: string): { all(): TransactionRow[]; insert(row: Omit<TransactionRow, 'id'>): unknown };
    }
  ).table('transactions');
  const { id: _id, ...first } = table.all()[0] as TransactionRow;
  for (let i = 0; i < count; i += 1)
    table.insert({ ...first, reference: `BULK-${String(i).padStart(4, '0')}` });
}

function transactions(): TransactionRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): TransactionRow[] } })
    .table('transactions')
    .all();
}

describe('admin transactions', () => {
  it('lists the payments, searches them on the server and opens one with its products', async () => {
    const target = transactions()[0] as TransactionRow;
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Transactions, newest first/ });
    await within(table).findAllByRole('link');
    const search = screen.getByRole('searchbox', { name: 'Search transactions' });
    fireEvent.change(search, { target: { value: target.reference } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([target.reference]),
    );
    expect(ctx.requests.some((r) => r.path.endsWith('/transactions/admin/transactions'))).toBe(true);

    fireEvent.click(within(table).getByRole('link', { name: target.reference }));
    const detail = await screen.findByRole('article', { name: `Transaction ${target.reference}` });
    const product = target.orderItems?.[0]?.productName as string;
    expect(await within(detail).findByText(product)).toBeTruthy();
    expect(within(detail).getByText(target.orderName as string)).toBeTruthy();
    // A payment spans stores: each product names its own.
    const store = target.orderItems?.[0]?.storeName as string;
    expect(within(detail).getAllByText(`Sold by ${store}`).length).toBeGreaterThan(0);
    fireEvent.click(within(detail).getByRole('button', { name: 'Close detail' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Transaction / })).toBeNull());
  });

  it('exports every matching payment to CSV, page after page, with the reference quoted', async () => {
    const blobs = catchDownloads();
    // More than the contract's largest page (100): the export asks for a second one.
    addTransactions(90);
    const all = transactions();
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Transactions, newest first/ });
    await within(table).findAllByRole('link');
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    expect(await screen.findByText(`Exported ${all.length} rows`)).toBeTruthy();
    const text = await (blobs[0] as Blob).text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^"?Reference"?,"?Type"?,"?Order"?,/);
    expect(lines).toHaveLength(all.length + 1);
    const first = all[0] as TransactionRow;
    expect(text).toContain(`"${first.reference}"`);
    expect(text).toContain('"BULK-0089"');
    const pages = ctx.requests.filter((r) => r.path.endsWith('/transactions/admin/transactions'));
    expect(pages.length).toBeGreaterThan(1);
  });

  it('shows the error of a failed list with a way to try again', async () => {
    ctx.sandbox.faults.set('getAdminTransactions', { status: 500, message: 'Payments down' });
    await signInAt(PATH, 'admin@demo.test');
    const message = await screen.findByText('Payments down', { selector: '.data-table__state *' });
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: /Transactions, newest first/ });
    await within(table).findAllByRole('link');
  });

  it('says so when no payment matches', async () => {
    await signInAt(`${PATH}?q=nobody-paid-this`, 'admin@demo.test');
    expect(await screen.findByText('No payment matches this search and period.')).toBeTruthy();
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt(PATH, 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Transactions' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('/transactions/'))).toBe(false);
  });
});
