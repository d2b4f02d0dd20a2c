// ExportCsvButton's progress on a long export: while "Export all" fetches page after page it shows how
// many rows of how many are in, as words and a progress bar, and the bar leaves when the file is written.

import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportCsvButton } from '../../src/kit/ExportCsvButton';
import { catchDownloads, csvRows } from '../support/catchDownloads';

interface Item {
  id: number;
}

describe('ExportCsvButton', () => {
  it('shows the rows fetched of the total while it runs, then writes them all', async () => {
    const blobs = catchDownloads();
    let report: (n: number) => void = () => undefined;
    let finish: (rows: Item[]) => void = () => undefined;
    render(
      <ExportCsvButton<Item>
        filename="items"
        columns={[{ id: 'id', header: 'Id', cell: (r) => r.id, csv: (r) => r.id }]}
        fetchAll={(onProgress) =>
          new Promise((resolve) => {
            report = onProgress;
            finish = resolve;
          })
        }
        allLabel="Export all 250"
        total={250}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export all 250' }));
    act(() => report(100));
    expect(screen.getByRole('status').textContent).toBe('Exporting… 100 of 250 rows');
    const bar = screen.getByRole('progressbar', { name: 'Export progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([100, 250]);
    expect((screen.getByRole('button', { name: 'Export all 250' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }))));
    expect(await screen.findByText('Exported 250 rows')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await csvRows(blobs[0])).toHaveLength(251);
  });
});
