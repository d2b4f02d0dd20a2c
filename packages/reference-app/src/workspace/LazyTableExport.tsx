import { lazy, Suspense } from 'react';
import type { TableExportProps } from './TableExport';

const Loaded = lazy(() => import('./TableExport').then((m) => ({ default: m.TableExport })));

/**
 * {@link TableExport}, loaded once the list is on screen: the export's code (the buttons, the paging
 * through every page, the CSV) stays out of each list's own chunk, which a workspace page budget holds to
 * 60 kB (scripts/figures.mjs). Nothing shows until it has loaded.
 *
 * @example
 * <LazyTableExport table={table} filename="products" columns={COLUMNS} />
 */
export function LazyTableExport<Row>(props: TableExportProps<Row>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...(props as unknown as TableExportProps<unknown>)} />
    </Suspense>
  );
}
