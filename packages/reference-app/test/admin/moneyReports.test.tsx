// The admin's finance reports through the app's routes, against a fresh sandbox per test: the settlement
// report's totals and orders over a period, its CSV of every order, the other reports chosen from the
// select (the order returns report's own totals), a failed report with "Try again", and a dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '../support/catchDownloads';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

// The sandbox's orders run from May to the test clock's day (2026-11-01).
const PATH = '/admin/money/reports?period=custom&from=2026-05-01&to=2026-11-01';

/** The figure of a total, by its label. */
function total(label: string): string {
  const region = screen.getByRole('region', { name: /totals, / });
  const card = within(region).getByText(label).closest('.stat-card') as HTMLElement;
  return (card.querySelector('.stat-card__value') as HTMLElement | null)?.textContent ?? '';
}

describe('finance reports', () => {
  it('shows the settlement report with its totals and exports every order to CSV', async () => {
    const blobs = catchDownloads();
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: 'Settlement report, 2026-05-01 to 2026-11-01' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await waitFor(() => expect(total('Due to merchants')).toMatch(/₦[\d,]+/));
    expect(total('Due to the platform')).toMatch(/₦/);
    expect(total('Due to the card provider')).toMatch(/₦/);
    const settled = Number(total('Orders settled'));
    expect(settled).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    expect(await screen.findByText(`Exported ${settled} ${settled === 1 ? 'row' : 'rows'}`)).toBeTruthy();
    const lines = (await (blobs[0] as Blob).text())
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Due to merchant');
    expect(lines).toHaveLength(settled + 1);
  });

  it('switches to the order returns report, with its own totals', async () => {
    await signInAt(PATH, 'admin@demo.test');
    await screen.findByRole('table', { name: /^Settlement report/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Report' }), { target: { value: 'orr' } });
    const table = await screen.findByRole('table', { name: /^Order returns report, / });
    await waitFor(() => expect(Number(total('Returns'))).toBeGreaterThan(0));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Asked for');
    expect(ctx.requests.some((r) => r.path.endsWith('/financeOperations/orr'))).toBe(true);
  });

  it.each([
    ['sar', 'Sales and remittance report'],
    ['ndsr', 'Net due to sellers report'],
    ['odpr', 'Orders delivered by the platform'],
    ['ondpr', 'Orders delivered by merchants'],
  ])('shows the %s report with the finance totals', async (id, title) => {
    await signInAt(`${PATH}&report=${id}`, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: `${title}, 2026-05-01 to 2026-11-01` });
    // Stores on different plans: the effective rate of the report (each row has its store's).
    await waitFor(() => expect(total('Commission')).toMatch(/^\d+(\.\d+)?%$/));
    expect(total('Remitted to the platform')).toMatch(/₦/);
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(3);
    expect(ctx.requests.some((r) => r.path.endsWith(`/financeOperations/${id}`))).toBe(true);
  });

  it('shows the error of a failed report with a way to try again', async () => {
    ctx.sandbox.faults.set('getSettlementReport', { status: 500, message: 'Reports down' });
    await signInAt(PATH, 'admin@demo.test');
    const message = await screen.findByText('Reports down', { selector: '.data-table__state *' });
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: /^Settlement report/ });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  });

  it("says why an export failed, with the report's message, and keeps the button for another try", async () => {
    catchDownloads();
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /^Settlement report/ });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    ctx.sandbox.faults.set('getSettlementReport', { status: 500, message: 'Reports down' });
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not export the CSV. Reports down',
    );
    ctx.sandbox.faults.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Export all' }));
    expect(await screen.findByText(/^Exported \d+ rows?$/)).toBeTruthy();
  });

  it('says so when the period has no order', async () => {
    await signInAt('/admin/money/reports?period=custom&from=2020-01-01&to=2020-01-31', 'admin@demo.test');
    expect(await screen.findByText('No order was delivered in this period.')).toBeTruthy();
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt('/admin/money/reports', 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Finance reports' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('/financeOperations/'))).toBe(false);
  });
});
