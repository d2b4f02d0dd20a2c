// The merchant's money through the app's routes, against a fresh sandbox per test: the store's payments
// (server search, a payment's detail, the CSV of every payment with the reference quoted, the error and its
// retry), its invoices and one invoice, and the payouts page (payment stats and statement, each failing on
// its own with its message).

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '../support/catchDownloads';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

// The sandbox's payments are dated before TEST_NOW and the default period follows the real clock: the
// tests choose days that hold all of them.
const DAYS = 'from=2026-01-01&to=2026-11-01';

/** The links of a table's rows, once there. */
async function rowLinks(name: RegExp): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  return within(table).findAllByRole('link');
}

describe('MerchantTransactionsScreen', () => {
  it("lists the store's payments, searches them on the server and opens one with its products", async () => {
    await signInAt(`/merchant/money/transactions?${DAYS}`, 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeTruthy();
    const links = await rowLinks(/^Payments from 2026-01-01 to 2026-11-01/);
    const reference = links[1]?.textContent as string;
    const search = screen.getByRole('searchbox', { name: 'Search transactions' });
    fireEvent.change(search, { target: { value: reference } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(async () =>
      expect((await rowLinks(/^Payments/)).map((a) => a.textContent)).toEqual([reference]),
    );
    expect(ctx.requests.some((r) => r.path.endsWith('/transactions/merchant/transactions'))).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: reference }));
    const detail = await screen.findByRole('article', { name: `Payment ${reference}` });
    const products = await within(detail).findByRole('table', { name: 'Products paid for' });
    expect(within(products).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(detail).getByText('Provider fees')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close detail' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Payment / })).toBeNull());
  });

  it('exports every payment of the period to CSV with the reference quoted', async () => {
    const blobs = catchDownloads();
    await signInAt(`/merchant/money/transactions?${DAYS}&size=12`, 'merchant@demo.test');
    await rowLinks(/^Payments/);
    const exportAll = await screen.findByRole('button', { name: /^Export all \d+$/ });
    const count = Number(exportAll.textContent?.replace(/\D/g, ''));
    // More payments than one page shows: the export pages through the list.
    expect(count).toBeGreaterThan(12);
    fireEvent.click(exportAll);
    // The first export loads the CSV module (papaparse), which a busy machine takes seconds to transform.
    expect(await screen.findByText(`Exported ${count} rows`)).toBeTruthy();
    const text = await (blobs[0] as Blob).text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^"?Reference"?,"?Type"?,"?Order"?,"?Customer"?/);
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toMatch(/^"[^"]+",/);
  });

  it('says why an export of every payment failed, and exports once the list answers again', async () => {
    const blobs = catchDownloads();
    await signInAt(`/merchant/money/transactions?${DAYS}`, 'merchant@demo.test');
    await rowLinks(/^Payments/);
    ctx.sandbox.faults.set('getMerchantTransactions', { status: 500, message: 'Payments down' });
    const exportAll = await screen.findByRole('button', { name: /^Export all \d+$/ });
    fireEvent.click(exportAll);
    // The first export loads the CSV module (papaparse), which a busy machine takes seconds to transform.
    expect(await screen.findByText('Could not export the CSV. Payments down')).toBeTruthy();
    expect(blobs).toHaveLength(0);
    ctx.sandbox.faults.clear();
    fireEvent.click(exportAll);
    expect(await screen.findByText(/^Exported \d+ rows$/)).toBeTruthy();
    expect(blobs).toHaveLength(1);
  });

  it('shows the error of a failed list with a way to try again', async () => {
    ctx.sandbox.faults.set('getMerchantTransactions', { status: 500, message: 'Payments down' });
    await signInAt(`/merchant/money/transactions?${DAYS}`, 'merchant@demo.test');
    const message = await screen.findByText('Payments down', { selector: '.data-table__state *' });
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    expect((await rowLinks(/^Payments/)).length).toBeGreaterThan(0);
  });

  it('says so when no payment matches', async () => {
    await signInAt(`/merchant/money/transactions?${DAYS}&q=nobody-paid-this`, 'merchant@demo.test');
    expect(await screen.findByText('No payment of this period matches the search.')).toBeTruthy();
  });
});

describe('MerchantInvoicesScreen', () => {
  it("lists the store's invoices and opens one with its products and totals", async () => {
    await signInAt(`/merchant/money/invoices?${DAYS}`, 'merchant@demo.test');
    const links = await rowLinks(/^Invoices from 2026-01-01 to 2026-11-01/);
    const number = links[0]?.textContent as string;
    expect(number).toMatch(/^INV-/);
    fireEvent.click(links[0] as HTMLElement);
    const detail = await screen.findByRole('article', { name: `Invoice ${number}` });
    expect(await within(detail).findByRole('table', { name: 'Products invoiced' })).toBeTruthy();
    expect(within(detail).getByText('Total')).toBeTruthy();
    expect(within(detail).getByText('Subtotal')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close invoice' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Invoice / })).toBeNull());
  });

  it('says so when the period has no invoice', async () => {
    await signInAt('/merchant/money/invoices?from=2020-01-01&to=2020-01-31', 'merchant@demo.test');
    expect(await screen.findByText('No order of your store was invoiced in this period.')).toBeTruthy();
  });
});

/** The naira amounts of a statement's lines, by label, in kobo. */
function linesOf(list: HTMLElement): Map<string, number> {
  const lines = new Map<string, number>();
  for (const group of Array.from(list.children)) {
    const label = group.querySelector('dt')?.textContent?.replace(/^[−+] /, '') ?? '';
    const amount = group.querySelector('dd')?.textContent ?? '';
    const kobo = Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100);
    lines.set(label, kobo);
  }
  return lines;
}

describe('MerchantPayoutsScreen', () => {
  it('shows the statement that reconciles line by line, and the payouts with their CSV', async () => {
    const blobs = catchDownloads();
    await signInAt(`/merchant/money/payouts?${DAYS}`, 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
    const made = linesOf(await screen.findByLabelText('What is due to you'));
    // The demo store is on the Basic plan: one rate, 7.5 %.
    expect([...made.keys()]).toEqual(
      expect.arrayContaining(['Sales', 'Returns', 'Commission (7.5%)', 'Fees you bear', 'Due to you']),
    );
    const due = made.get('Due to you') ?? Number.NaN;
    expect(
      (made.get('Sales') ?? 0) +
        (made.get('Delivery you made') ?? 0) -
        (made.get('Returns') ?? 0) -
        (made.get('Commission (7.5%)') ?? 0) -
        (made.get('Fees you bear') ?? 0),
    ).toBe(due);
    // Where it stands: the payment cards add up to the due.
    const payments = screen.getByRole('region', { name: 'Payments' });
    const cards = ['Processed', 'Approved, to be paid', 'Pending approval', 'Not yet due'].map((label) => {
      const card = within(payments).getByText(label).closest('.stat-card') as HTMLElement;
      return Math.round(
        Number((card.querySelector('.stat-card__value')?.textContent ?? '').replace(/[^\d.-]/g, '')) * 100,
      );
    });
    expect(cards.reduce((a, b) => a + b, 0)).toBe(due);
    expect(due).toBeGreaterThan(0);

    const table = await screen.findByRole('table', { name: 'Payouts of the period' });
    expect(within(table).getAllByRole('link', { name: /^ORD-/ }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs.length).toBe(1));
    const csv = await blobs[0]!.text();
    // The reference is quoted (spec section 9).
    expect(csv.split(/\r?\n/)[0]).toBe('Date,Order,Status,"Reference",Amount');
    // Where the payouts go, for an account that may open the bank account page.
    expect((await screen.findByRole('link', { name: 'bank account' })).getAttribute('href')).toBe(
      '/merchant/bank-account',
    );
  });

  it("shows a payout's timeline under the table: who approved it, and when", async () => {
    // The seed's admin approved one delivered order's payout (an entry of the audit log).
    const approved = (
      ctx.sandbox.db as unknown as {
        table(name: 'auditLog'): { all(): { kind: string; recordId: number; recordLabel?: string }[] };
      }
    )
      .table('auditLog')
      .all()
      .find((e) => e.kind === 'payout');
    const orderName = approved?.recordLabel?.split(' ')[0] ?? '';
    expect(orderName).toMatch(/^ORD-/);
    await signInAt(`/merchant/money/payouts?${DAYS}`, 'merchant@demo.test');
    const table = await screen.findByRole('table', { name: 'Payouts of the period' });
    fireEvent.click(
      await within(table).findByRole('button', { name: `Timeline of the payout for ${orderName}` }),
    );
    const section = await screen.findByRole('region', { name: `Timeline of the payout for ${orderName}` });
    const timeline = await within(section).findByRole('list', { name: 'Payout activity' });
    const entry = within(timeline).getByText('Approved the merchant payment').closest('li');
    expect(entry?.textContent).toMatch(/, by .+ \((Admin|Super admin)\)$/);
    expect(entry?.querySelector('time')).toBeTruthy();
  });

  it("shows the statement's own message when it fails, and loads it again", async () => {
    // A body that is not JSON carries no server message: the operation's own message from the spec shows.
    ctx.sandbox.faults.set('getMerchantStatement', { malformed: true, times: 1 });
    await signInAt(`/merchant/money/payouts?${DAYS}`, 'merchant@demo.test');
    expect((await screen.findAllByText('Error getting payment report')).length).toBeGreaterThan(0);
    ctx.sandbox.faults.clear();
    fireEvent.click(screen.getAllByRole('button', { name: /Try again/ })[0]!);
    expect(await screen.findByLabelText('What is due to you')).toBeTruthy();
  });
});
