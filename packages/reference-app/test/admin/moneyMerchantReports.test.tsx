// The admin's merchant reports through the app's routes, against a fresh sandbox per test: one line per
// merchant over a period, searched by store name on the server, the list's error and retry, and a
// dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

const PATH = '/admin/money/merchant-reports?period=custom&from=2026-05-01&to=2026-11-01';

function storeNames(): string[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): { storeName: string }[] } })
    .table('stores')
    .all()
    .map((s) => s.storeName);
}

/** The store names of the table's rows. */
function rowStores(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row.querySelector('th, td') as HTMLElement).textContent ?? '');
}

describe('merchant reports', () => {
  it('lists one line per merchant over the period and searches by store name', async () => {
    const name = storeNames()[0] as string;
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /^Merchant reports, .*2026-05-01 to 2026-11-01/ });
    await waitFor(() => expect(rowStores(table).length).toBeGreaterThan(1));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[^\w ]/g, '')),
    ).toEqual(expect.arrayContaining(['Due to merchant', 'Processed', 'Approved', 'Pending']));
    const search = screen.getByRole('searchbox', { name: 'Search merchants' });
    fireEvent.change(search, { target: { value: name } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(rowStores(table)).toEqual([name]));
  });

  it("leads from a merchant's line to that merchant's payments and figures", async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /^Merchant reports/ });
    const link = (await within(table).findAllByRole('link', { name: /^Payments of / }))[0] as HTMLElement;
    const store = link.textContent ?? '';
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant payments' })).toBeTruthy();
    const payments = await screen.findByRole('table', { name: /Merchant payments/ });
    await waitFor(() => expect(rowStores(payments).length).toBeGreaterThan(0));
    // Every row is the merchant's (its store in the second cell), and the figures are theirs.
    for (const row of within(payments).getAllByRole('row').slice(1))
      expect((row.querySelectorAll('th, td')[1] as HTMLElement).textContent).toBe(store);
    expect(await screen.findByRole('region', { name: `Payments, ${store}, any day` })).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.endsWith('/payment-stats'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Every merchant' }));
    expect(await screen.findByRole('region', { name: 'Payments, any day' })).toBeTruthy();
  });

  it('shows the error of a failed list with a way to try again', async () => {
    ctx.sandbox.faults.set('getMerchantReports', { status: 500, message: 'Reports down' });
    await signInAt(PATH, 'admin@demo.test');
    const message = await screen.findByText('Reports down', { selector: '.data-table__state *' });
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: /^Merchant reports/ });
    await waitFor(() => expect(rowStores(table).length).toBeGreaterThan(1));
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt('/admin/money/merchant-reports', 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Merchant reports' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('/merchantReports/'))).toBe(false);
  });
});
