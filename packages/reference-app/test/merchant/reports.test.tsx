// The merchant's sales reports through the app's routes, against a fresh sandbox per test: the headline
// figures and the open report for the period, the switch between reports and periods (kept in the URL),
// and a report that fails with its own message while the others stay.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

// jsdom has no canvas nor matchMedia, which uPlot needs: the charts chunk is replaced by figures that list
// their points (the real charts are tested in a browser by their stories).
vi.mock('../../src/kit/charts/index', () => ({
  LineChart: ({
    title,
    series,
  }: {
    title: string;
    series: { label: string; points: { x: string; y: number }[] }[];
  }) => (
    <figure aria-label={title}>
      {series.flatMap((s) => s.points.map((p) => `${s.label} ${p.x}: ${p.y}`)).join('; ')}
    </figure>
  ),
  BarChart: ({ title, bars }: { title: string; bars: { label: string; value: number }[] }) => (
    <figure aria-label={title}>{bars.map((b) => `${b.label}: ${b.value}`).join('; ')}</figure>
  ),
}));

const ctx = sandboxFixture();

/** Catches the CSV the export would download: jsdom has no Blob URLs. */
function catchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    },
    revokeObjectURL: () => undefined,
  });
  return blobs;
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('MerchantReportsScreen', () => {
  it('opens on the last 30 days, and shows the figures and sales over time of chosen days, then orders over time', async () => {
    // The sandbox's orders are dated before TEST_NOW and the page's presets follow the real clock: the
    // figures are checked on chosen days around TEST_NOW.
    const app = await signInAt('/merchant/reports', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(((await screen.findByLabelText('Period')) as HTMLSelectElement).value).toBe('last30Days');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(app.location()).toContain('from=2026-09-01&to=2026-11-01'));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    // The five figures, each from its report.
    for (const label of ['Sales', 'Orders', 'Paid by customers', 'Products sold', 'Products returned'])
      expect(within(summary).getByText(label)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByText(/₦[\d,]+\.\d\d/)
          .filter((e) => e.textContent !== '₦0.00').length,
      ).toBe(2),
    );
    // The day-by-day table of sales over time, with the period's days.
    const days = await screen.findByRole('table', { name: 'Sales by day' });
    await waitFor(() => expect(within(days).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByRole('link', { name: 'Sales over time' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Orders over time' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders over time' })).toBeTruthy();
    expect(app.location()).toContain('report=orders-over-time');
    expect(app.location()).toContain('from=2026-09-01');
    expect(screen.getByRole('link', { name: 'Orders over time' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('figure', { name: 'Orders by month' })).toBeTruthy();
    // The figures stay above the report.
    expect(screen.getByRole('region', { name: 'Summary' })).toBeTruthy();
  });

  it('asks every report for the chosen days and keeps them in the URL', async () => {
    const app = await signInAt(
      '/merchant/reports?report=products&from=2026-09-01&to=2026-11-01',
      'merchant@demo.test',
    );
    const table = await screen.findByRole('table', { name: 'Every product sold' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    // Days before the store's first order: every report of the page comes back empty.
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-31' } });
    await waitFor(() => expect(app.location()).toContain('from=2020-01-01&to=2020-01-31'));
    expect(await screen.findByText('No product was sold in this period.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getAllByText('₦0.00').length).toBe(2));
    expect(screen.queryByRole('table', { name: 'Every product sold' })).toBeNull();
  });

  it("shows a failing report's own message and keeps the others", async () => {
    // A body that is not JSON carries no server message: the operation's own message from the spec shows.
    ctx.sandbox.faults.set('getSalesOverTimeTable', { malformed: true });
    ctx.sandbox.faults.set('getProductsSoldReport', { malformed: true });
    await signInAt('/merchant/reports?from=2026-09-01&to=2026-11-01', 'merchant@demo.test');
    expect(await screen.findByText('Error getting sales over time table')).toBeTruthy();
    expect(await screen.findByText('Error getting products sold report')).toBeTruthy();
    // The sales figure and the monthly chart still show.
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getAllByText(/₦[\d,]+\.\d\d/).length).toBe(2));
    expect(await screen.findByRole('figure', { name: /Sales by month/ })).toBeTruthy();

    ctx.sandbox.faults.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const days = await screen.findByRole('table', { name: 'Sales by day' });
    await waitFor(() => expect(within(days).getAllByRole('row').length).toBeGreaterThan(1));
  });

  it('says so when the period has no sales', async () => {
    await signInAt('/merchant/reports?report=customers&from=2020-01-01&to=2020-01-31', 'merchant@demo.test');
    expect(await screen.findByText('No customer bought from your store in this period.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeTruthy(); // the summary's figures still export
  });

  it('exports the figures with those of the period before, and the open report as its own CSV', async () => {
    const blobs = catchDownloads();
    await signInAt('/merchant/reports?report=locations&from=2026-10-02&to=2026-11-01', 'merchant@demo.test');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getAllByText(/₦[\d,]+\.\d\d/).length).toBe(2));
    fireEvent.click(await within(summary).findByRole('button', { name: 'Export summary' }));
    // The first export loads the CSV module (papaparse), which a busy machine takes seconds to transform.
    expect(await within(summary).findByText('Exported 5 rows')).toBeTruthy();
    expect(blobs).toHaveLength(1);
    const lines = (await (blobs[0] as Blob).text())
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Figure,2026-10-02 to 2026-11-01,2026-09-01 to 2026-10-01');
    expect(lines.map((l) => l.split(',')[0])).toEqual([
      'Figure',
      'Sales (NGN)',
      'Orders',
      'Paid by customers (NGN)',
      'Products sold',
      'Products returned',
    ]);

    const table = await screen.findByRole('table', { name: 'Every location' });
    const rows = within(table).getAllByRole('row').length - 1;
    const report = screen.getByRole('region', { name: 'Sales by location' });
    fireEvent.click(within(report).getByRole('button', { name: 'Export CSV' }));
    expect(await within(report).findByText(`Exported ${rows} rows`)).toBeTruthy();
    expect(blobs).toHaveLength(2);
    const csv = (await (blobs[1] as Blob).text())
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('State,City,Country,Orders,Sales');
    expect(csv).toHaveLength(rows + 1);
  });

  it("follows its address: the navigation's Reports link goes back to the last 30 days", async () => {
    const app = await signInAt('/merchant/reports?period=lastMonth', 'merchant@demo.test');
    expect(((await screen.findByLabelText('Period')) as HTMLSelectElement).value).toBe('lastMonth');
    const nav = screen.getByRole('navigation', { name: 'Merchant workspace' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(app.location()).toBe('/merchant/reports'));
    await waitFor(() =>
      expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('last30Days'),
    );
  });
});
