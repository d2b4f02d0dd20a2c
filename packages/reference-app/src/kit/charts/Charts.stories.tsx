import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { ChartSeries } from './chartTypes';
import { LazyBarChart, LazyLineChart } from './LazyCharts';

// The charts chunk loads on first use: on a cold dev server that takes a few seconds.
const LOADED = { timeout: 10_000 };

/** The figure of that name once its chart is drawn (the loading placeholder has the same name). */
async function drawnFigure(canvas: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const figure = canvas.getByRole('figure', { name });
    expect(figure.querySelector('canvas')).not.toBeNull();
    return figure;
  }, LOADED);
}

const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const revenue = [
  125000, 98000, 143500, 120250, 87000, 156000, 171500, 132000, 118000, 149900, 162300, 98750, 176400, 188000,
];
const refunds = [0, 12000, 0, 4500, 0, 0, 23000, 0, 8000, 0, 0, 15000, 0, 6000];

const SALES: ChartSeries[] = [
  { label: 'Revenue', points: days.map((x, i) => ({ x, y: revenue[i] ?? 0 })) },
  { label: 'Refunds', points: days.map((x, i) => ({ x, y: refunds[i] ?? 0 })) },
];

const PRODUCTS = [
  { label: 'Ankara fabric, 6 yards', value: 420000 },
  { label: 'Adire tie-dye kaftan with embroidered neckline', value: 315500 },
  { label: 'Coral bead necklace', value: 198000 },
  { label: 'Aso-oke gele', value: 152250 },
  { label: 'Leather sandals (Kano)', value: 96000 },
];

/** The charts as a report screen shows them: loaded on demand through LazyCharts. */
function SalesReport({ width }: { width?: number }) {
  return (
    <div style={{ maxWidth: width }}>
      <LazyLineChart title="Sales over time" valueFormat="money" series={SALES} />
      <LazyBarChart title="Sales by product" valueFormat="money" bars={PRODUCTS} />
    </div>
  );
}

/** A screen that renders again (new arrays of the same data) or gets new data. */
function LiveReport() {
  const [renders, setRenders] = useState(0);
  const [extra, setExtra] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render again ({renders})
      </button>
      <button type="button" onClick={() => setExtra((n) => n + 50000)}>
        New data
      </button>
      <LazyBarChart
        title="Sales by product"
        valueFormat="money"
        bars={PRODUCTS.map((p) => ({ label: p.label, value: p.value + extra }))}
      />
    </>
  );
}

const meta = {
  title: 'Kit/Charts',
  component: SalesReport,
} satisfies Meta<typeof SalesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both charts, drawn once the charts chunk is in, each named by its caption and told in words. */
export const Report: Story = {
  play: async ({ canvas, canvasElement }) => {
    const line = await drawnFigure(canvas, 'Sales over time');
    await expect(within(line).getByRole('img')).toHaveAccessibleName(
      'Sales over time, line chart from 2026-11-01 to 2026-11-14. ' +
        'Revenue: lowest ₦87,000.00 on 2026-11-05, highest ₦188,000.00 on 2026-11-14, last ₦188,000.00. ' +
        'Refunds: lowest ₦0.00 on 2026-11-01, highest ₦23,000.00 on 2026-11-07, last ₦6,000.00.',
    );
    const bars = await drawnFigure(canvas, 'Sales by product');
    await expect(within(bars).getByRole('img')).toHaveAccessibleName(
      'Sales by product, bar chart of 5 bars. Largest: Ankara fabric, 6 yards, ₦420,000.00. ' +
        'Smallest: Leather sandals (Kano), ₦96,000.00.',
    );
    // The legend tells the series apart by dash as well as colour.
    await expect(canvasElement.querySelectorAll('.kit-chart__legend li')).toHaveLength(2);
  },
};

/** The data table: read by screen readers all along, shown and hidden again with the button. */
export const DataTable: Story = {
  play: async ({ canvas, userEvent }) => {
    const line = await drawnFigure(canvas, 'Sales over time');
    const table = within(line).getByRole('table', { name: 'Sales over time' });
    await expect(table.parentElement).toHaveClass('visually-hidden');
    const toggle = within(line).getByRole('button', { name: 'Show data table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide data table');
    await expect(table.parentElement).not.toHaveClass('visually-hidden');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Period', 'Revenue', 'Refunds']);
    const row = within(table).getByRole('row', { name: /2026-11-07/ });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₦171,500.00', '₦23,000.00']);
    await expect(within(table).getAllByRole('row')).toHaveLength(15);

    const bars = canvas.getByRole('figure', { name: 'Sales by product' });
    const barTable = within(bars).getByRole('table', { name: 'Sales by product' });
    await expect(
      within(barTable).getByRole('rowheader', { name: 'Adire tie-dye kaftan with embroidered neckline' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect(within(bars).getByRole('button', { name: 'Show data table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(barTable.parentElement).not.toHaveClass('visually-hidden');
  },
};

/** On a phone's width the charts fit their column (drawn to the container's width). */
export const Narrow: Story = {
  args: { width: 320 },
  play: async ({ canvas }) => {
    for (const name of ['Sales over time', 'Sales by product']) {
      const figure = await drawnFigure(canvas, name);
      const drawn = figure.querySelector('canvas') as HTMLCanvasElement;
      await expect(drawn.getBoundingClientRect().width).toBeLessThanOrEqual(320);
      await expect(drawn.getBoundingClientRect().width).toBeGreaterThan(200);
    }
  },
};

/** A container that changes width redraws the chart to the new width. */
export const Resizes: Story = {
  args: { width: 600 },
  play: async ({ canvas, canvasElement }) => {
    const figure = await drawnFigure(canvas, 'Sales over time');
    const drawn = () => (figure.querySelector('canvas') as HTMLCanvasElement).getBoundingClientRect().width;
    await expect(drawn()).toBeGreaterThan(500);
    (canvasElement.querySelector('div[style]') as HTMLElement).style.maxWidth = '400px';
    await waitFor(() => expect(drawn()).toBeLessThanOrEqual(400));
  },
};

/** Without data the chart says so, in words and in the table. */
export const Empty: Story = {
  render: () => (
    <>
      <LazyLineChart
        title="Sales over time"
        valueFormat="money"
        series={[{ label: 'Revenue', points: [] }]}
      />
      <LazyBarChart title="Sales by location" bars={[]} />
    </>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2), LOADED);
    const line = canvas.getByRole('figure', { name: 'Sales over time' });
    await expect(within(line).getByRole('img')).toHaveAccessibleName('Sales over time, line chart: no data.');
    const bars = await canvas.findByRole('figure', { name: 'Sales by location' });
    await expect(within(bars).getByRole('img')).toHaveAccessibleName(
      'Sales by location, bar chart: no data.',
    );
  },
};

/** Rendering again with equal data keeps the drawing; new data draws it again. */
export const RedrawsOnlyOnNewData: Story = {
  render: () => <LiveReport />,
  play: async ({ canvas, userEvent }) => {
    const figure = await drawnFigure(canvas, 'Sales by product');
    const first = figure.querySelector('canvas');
    await userEvent.click(canvas.getByRole('button', { name: /Render again/ }));
    await expect(canvas.getByRole('button', { name: 'Render again (1)' })).toBeInTheDocument();
    await expect(figure.querySelector('canvas')).toBe(first);
    await userEvent.click(canvas.getByRole('button', { name: 'New data' }));
    await waitFor(() => expect(figure.querySelector('canvas')).not.toBe(first));
    await expect(within(figure).getByRole('img')).toHaveAccessibleName(
      /Largest: Ankara fabric, 6 yards, ₦470,000\.00/,
    );
  },
};
