import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import type { Column } from './Column';
import { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton';
import { Money } from './Money';

interface Transaction {
  reference: string;
  customerName: string;
  amount: number;
}

const PAGE: Transaction[] = [
  { reference: '000123', customerName: 'Adaeze Okafor', amount: 18500 },
  { reference: 'T-2026-11', customerName: 'Okafor, Tunde', amount: 7250.5 },
];

const COLUMNS: Column<Transaction>[] = [
  { id: 'reference', header: 'Reference', cell: (t) => t.reference, csv: (t) => t.reference },
  { id: 'customer', header: 'Customer', cell: (t) => t.customerName, csv: (t) => t.customerName },
  {
    id: 'amount',
    header: 'Amount',
    cell: (t) => <Money amount={t.amount} />,
    csv: (t) => t.amount,
    align: 'end',
  },
  { id: 'actions', header: 'Actions', cell: () => null },
];

/** Three pages of 2 rows fetched one after another, reporting progress, as a screen pages through. */
async function fetchThreePages(onProgress: (n: number) => void): Promise<Transaction[]> {
  const all: Transaction[] = [];
  for (let page = 1; page <= 3; page += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    all.push(...PAGE.map((t) => ({ ...t, reference: `${t.reference}-${page}` })));
    onProgress(all.length);
  }
  return all;
}

/** Stops the real download and hands back what would have been saved: the file's name and text. */
function captureDownload() {
  const saved: { filename?: string; blob?: Blob } = {};
  const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:story';
  });
  const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.filename = this.download;
  });
  return {
    saved,
    restore() {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    },
  };
}

const meta = {
  title: 'Kit/ExportCsvButton',
  component: ExportCsvButton<Transaction>,
  args: { filename: 'transactions', columns: COLUMNS, rows: PAGE },
} satisfies Meta<ExportCsvButtonProps<Transaction>>;

export default meta;
type Story = StoryObj<ExportCsvButtonProps<Transaction>>;

/** The visible rows: the columns with a csv accessor, the reference always quoted, a BOM for spreadsheets. */
export const VisibleRows: Story = {
  play: async ({ canvas, userEvent }) => {
    const capture = captureDownload();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      // The first export of a session also downloads the CSV module: allow it time.
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Exported 2 rows'), {
        timeout: 5000,
      });
      await expect(capture.saved.filename).toBe('transactions.csv');
      await expect(capture.saved.blob?.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array((await capture.saved.blob?.arrayBuffer()) ?? new ArrayBuffer(0));
      // The UTF-8 byte-order mark (which text() strips when decoding), then the CSV.
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      await expect(await capture.saved.blob?.text()).toBe(
        '"Reference",Customer,Amount\r\n"000123",Adaeze Okafor,18500\r\n"T-2026-11","Okafor, Tunde",7250.5',
      );
    } finally {
      capture.restore();
    }
  },
};

/** All rows, paged through: "Exporting… n rows" while it runs, the buttons disabled. */
export const AllRows: Story = {
  args: { fetchAll: fetchThreePages },
  play: async ({ canvas, userEvent }) => {
    const capture = captureDownload();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export all' }));
      await expect(canvas.getByRole('button', { name: 'Export all' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Export this page' })).toBeDisabled();
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Exporting… 2 rows'));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Exported 6 rows'), {
        timeout: 5000,
      });
      const lines = (await capture.saved.blob?.text())?.split('\r\n');
      await expect(lines).toHaveLength(7);
      await expect(lines?.[6]).toBe('"T-2026-11-3","Okafor, Tunde",7250.5');
      await expect(canvas.getByRole('button', { name: 'Export all' })).toBeEnabled();
    } finally {
      capture.restore();
    }
  },
};

/** Paging through failed: the hooks' message, and the button stays usable for another try. */
export const Failure: Story = {
  args: {
    rows: undefined,
    fetchAll: fn(async () => {
      throw new Error('Could not get transactions. Try again later.');
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not export the CSV. Could not get transactions. Try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(args.fetchAll).toHaveBeenCalledTimes(1);
  },
};
